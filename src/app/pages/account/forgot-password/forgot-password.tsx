import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { DraftOffer } from '@/components/forms/draft-offer';
import { LeaveDialog } from '@/components/forms/leave-dialog';
import { ROUTES } from '@/config/routes';
import { useDraft } from '@/lib/forms/use-draft';
import { useForm } from '@/lib/forms/use-form';
import { useLeaveGuard } from '@/lib/forms/use-leave-guard';
import { translatable } from '@/lib/translatable';
import { sendReset } from '@/features/accounts/api/session';
import { mailContext } from '@/features/accounts/api/mail-context';
import { safeRedirect } from '@/lib/safe-redirect';
import { AuthCard, AuthSubmit } from '@/features/accounts/components/auth-card';
import { EmailField } from '@/features/accounts/components/email-field';
import { checkReset } from '@/features/accounts/model/forms';

/** The address the sign-in page passed along ("reset the password" under a registered one). */
function passedEmail(state: unknown): string {
  const email: unknown =
    typeof state === 'object' && state !== null ? Reflect.get(state, 'email') : undefined;
  return typeof email === 'string' ? email : '';
}

/** Where the sign-in page's visitor was going, passed along with the address. */
function passedNext(state: unknown): string | null {
  const next: unknown =
    typeof state === 'object' && state !== null ? Reflect.get(state, 'next') : undefined;
  return safeRedirect(typeof next === 'string' ? next : null);
}

/** /forgot-password: sends the reset mail without revealing whether the address has an account. */
export function ForgotPasswordPage() {
  const { t, i18n } = useTranslation();
  const location = useLocation();
  const [sent, setSent] = useState(false);
  // After choosing a new password, the mail's link leads to signing in, then where they were going.
  const next = passedNext(location.state);
  const backTo = next ? `${ROUTES.logIn}?next=${encodeURIComponent(next)}` : ROUTES.logIn;
  const form = useForm({ initial: { email: passedEmail(location.state) }, check: checkReset });
  const draft = useDraft({
    key: 'reset',
    place: 'session',
    values: form.values,
    isDirty: form.isDirty,
    restore: form.restore,
  });
  const guard = useLeaveGuard(form.isDirty);

  const submit = form.submit(async ({ email }) => {
    const result = await sendReset(email, mailContext(i18n.language, backTo));
    if (!result.isError) {
      form.markSaved();
      draft.clear();
      setSent(true);
    } else {
      form.fail(
        translatable(
          `account.errors.${result.error.code === 'tooManyRequests' ? 'tooManyRequests' : 'network'}`,
        ),
      );
    }
  });

  return (
    <AuthCard
      titleId="forgot-title"
      title={t('account.forgotTitle')}
      links={<Link to={ROUTES.logIn}>{t('account.backToSignIn')}</Link>}
    >
      {sent ? (
        <div role="status" className="form-success">
          <p>
            <strong>{t('account.resetSent')}</strong>
          </p>
          <p>{t('account.resetSentText')}</p>
        </div>
      ) : (
        <>
          <DraftOffer draft={draft} />
          <form noValidate onSubmit={submit} aria-busy={form.busy}>
            <p>{t('account.forgotText')}</p>
            <EmailField {...form.bind('email')} autoComplete="email" />
            <AuthSubmit
              summary={form.summary}
              repeats={form.summaryRepeats}
              submitting={form.busy}
              disabled={form.busy}
              label={t('account.sendReset')}
            />
          </form>
        </>
      )}
      <LeaveDialog guard={guard} place="session" />
    </AuthCard>
  );
}
