import { useTranslation } from 'react-i18next';
import { TextField } from '@/components/text-field';
import { changePassword } from '@/features/accounts/api/account-security';
import { checkPasswordChange, PASSWORD_MIN } from '@/features/accounts/model/forms';
import { useForm } from '@/lib/forms/use-form';
import { translatable } from '@/lib/translatable';
import { SectionSubmit } from './section-submit';
import { useSaid } from './use-said';

const EMPTY = { current: '', next: '' };

/** A new password, after the current one (a phone left signed in is not enough to change it). */
export function PasswordSection() {
  const { t } = useTranslation();
  const form = useForm({ initial: EMPTY, check: checkPasswordChange });
  const [said, say] = useSaid();
  const submit = form.submit(async ({ current, next }) => {
    say(null);
    const changed = await changePassword(current, next);
    if (!changed.isError) {
      form.markSaved(EMPTY);
      say('myAccount.password.saved');
      return;
    }
    const { code } = changed.error;
    if (code === 'badCredentials') {
      form.fail(null, { current: translatable('myAccount.password.wrongCurrent') });
    } else if (code === 'weakPassword') {
      form.fail(null, { next: translatable('account.errors.passwordShort') });
    } else {
      form.fail(translatable(`account.errors.${code === 'tooManyRequests' ? code : 'network'}`));
    }
  });
  return (
    <section id="account-password" className="account-section" aria-labelledby="password-title">
      <h2 id="password-title">{t('myAccount.password.title')}</h2>
      <form noValidate onSubmit={submit} aria-busy={form.busy} className="account-form">
        <TextField
          label={t('myAccount.password.current')}
          type="password"
          autoComplete="current-password"
          {...form.bind('current')}
        />
        <TextField
          label={t('myAccount.password.next')}
          hint={t('myAccount.password.nextHint', { count: PASSWORD_MIN })}
          type="password"
          autoComplete="new-password"
          {...form.bind('next')}
        />
        <SectionSubmit form={form} label={t('myAccount.password.save')} said={said} />
      </form>
    </section>
  );
}
