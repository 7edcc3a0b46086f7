import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '@/components/dialog';
import { FormSummary } from '@/components/forms/form-parts';
import { TextField } from '@/components/text-field';
import { useForm } from '@/lib/forms/use-form';
import type { FormValues } from '@/lib/forms/use-form';
import type { SessionUser } from '@/lib/session';
import { translatable } from '@/lib/translatable';
import { deleteMyAccount, DELETION_STEPS, type DeletionStep } from './delete-account';

const checkPassword = (values: FormValues) =>
  values.password
    ? { ok: true as const, data: { password: values.password } }
    : {
        ok: false as const,
        problems: { password: translatable('forms.required') },
      };

/**
 * Asks for the password, says what goes and what stays, then deletes step by step, saying which
 * step it is at. A deletion stopped half-way says so, and the same button finishes it.
 */
export function DeleteAccountDialog({
  user,
  open,
  onClose,
  onDeletion,
}: {
  user: SessionUser;
  open: boolean;
  onClose: () => void;
  onDeletion: (state: 'none' | 'running' | 'done') => void;
}) {
  const { t } = useTranslation();
  const [step, setStep] = useState<DeletionStep | null>(null);
  const form = useForm({ initial: { password: '' }, check: checkPassword });
  const submit = form.submit(async ({ password }) => {
    // How far this run got (the state above is the render's, not this run's).
    const reached: DeletionStep[] = [];
    onDeletion('running');
    const done = await deleteMyAccount(user, password, (next) => {
      reached.push(next);
      setStep(next);
    });
    onDeletion(done.isError ? 'none' : 'done');
    if (!done.isError) return;
    setStep(null);
    if (done.error.code === 'badCredentials') {
      form.fail(null, { password: translatable('myAccount.password.wrongCurrent') });
    } else {
      // Past the password, something is deleted already: running it again finishes.
      form.fail(translatable(reached.length > 1 ? 'myAccount.delete.stopped' : 'errors.network'));
    }
  });
  return (
    <Dialog
      open={open}
      onClose={() => {
        if (!form.busy) onClose();
      }}
      title={t('myAccount.delete.title')}
      className="delete-account"
    >
      <p>{t('myAccount.delete.goes')}</p>
      <ul>
        {(['comments', 'likes', 'profile'] as const).map((what) => (
          <li key={what}>{t(`myAccount.delete.gone.${what}`)}</li>
        ))}
      </ul>
      <p>{t('myAccount.delete.stays')}</p>
      <ul>
        {(['messages', 'reports', 'backups'] as const).map((what) => (
          <li key={what}>{t(`myAccount.delete.kept.${what}`)}</li>
        ))}
      </ul>
      <form noValidate onSubmit={submit} aria-busy={form.busy}>
        <TextField
          label={t('myAccount.delete.password')}
          type="password"
          autoComplete="current-password"
          {...form.bind('password')}
        />
        <FormSummary text={form.summary} repeats={form.summaryRepeats} />
        <p role="status" className="account-section__said">
          {step &&
            t('myAccount.delete.step', {
              step: t(`myAccount.delete.steps.${step}`),
              index: DELETION_STEPS.indexOf(step) + 1,
              count: DELETION_STEPS.length,
            })}
        </p>
        <div className="delete-account__actions">
          <button type="button" className="button" onClick={onClose} disabled={form.busy}>
            {t('myAccount.delete.cancel')}
          </button>
          <button type="submit" className="button button--danger" disabled={form.busy}>
            {form.busy ? t('account.working') : t('myAccount.delete.confirm')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
