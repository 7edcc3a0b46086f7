import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useSearchParams } from 'react-router-dom';
import { DraftOffer } from '@/components/forms/draft-offer';
import { LeaveDialog } from '@/components/forms/leave-dialog';
import { TextField } from '@/components/text-field';
import { ROUTES } from '@/config/routes';
import { useDraft } from '@/lib/forms/use-draft';
import { useForm, type FormValues } from '@/lib/forms/use-form';
import { useLeaveGuard } from '@/lib/forms/use-leave-guard';
import { safeRedirect } from '@/lib/safe-redirect';
import { useSession } from '@/lib/session';
import { translatable } from '@/lib/translatable';
import { accountCode, type AccountErrorCode } from '@/features/accounts/api/auth-errors';
import { join, signIn } from '@/features/accounts/api/session';
import { mailContext } from '@/features/accounts/api/mail-context';
import { AuthCard, AuthSubmit } from '@/features/accounts/components/auth-card';
import { EmailField } from '@/features/accounts/components/email-field';
import {
  checkJoin,
  checkSignIn,
  PASSWORD_MIN,
  type JoinInput,
} from '@/features/accounts/model/forms';

type Mode = 'signIn' | 'join';

const EMPTY: FormValues = { name: '', lastName: '', email: '', password: '' };

/** The field a failure of Auth's belongs to; the others are the form's (a wrong password). */
const FIELD_OF: Partial<Record<AccountErrorCode, keyof JoinInput>> = {
  emailInUse: 'email',
  invalidEmail: 'email',
  weakPassword: 'password',
};

/** Where "reset the password" leads, with the address typed so far and where they were going. */
export interface ResetState {
  email?: string;
  next?: string;
}

/** /log-in: sign in and create account on one screen. */
export function LogInPage() {
  const { t, i18n } = useTranslation();
  const { session, requireAuth } = useSession();
  // Signing in needs the session observer running (it loads Auth only for those who may use it).
  useEffect(requireAuth, [requireAuth]);
  const [params] = useSearchParams();
  const location = useLocation();
  const mode: Mode = params.get('mode') === 'join' ? 'join' : 'signIn';
  const next = safeRedirect(params.get('next'));
  const [done, setDone] = useState(false);
  const form = useForm<JoinInput | { email: string; password: string }>({
    initial: EMPTY,
    check: mode === 'join' ? checkJoin : checkSignIn,
  });
  const draft = useDraft({
    key: 'account',
    place: 'session',
    values: form.values,
    isDirty: form.isDirty,
    restore: form.restore,
    omit: ['password'],
  });
  const guard = useLeaveGuard(form.isDirty);
  // The other mode asks other things: what was wrong in this one no longer is.
  const { fail } = form;
  useEffect(() => fail(null), [mode, fail]);

  if (session.status === 'signedIn' && !form.busy) {
    // Where they were going; with nowhere asked, an admin goes to work and a visitor home.
    const fallback = session.user.isAdmin ? ROUTES.cpanel : ROUTES.home;
    return <Navigate to={next ?? fallback} replace />;
  }

  const otherMode = new URLSearchParams(params);
  if (mode === 'join') otherMode.delete('mode');
  else otherMode.set('mode', 'join');
  const signInMode = new URLSearchParams(params);
  signInMode.delete('mode');
  const toReset = { pathname: ROUTES.forgotPassword };
  const resetState: ResetState = { email: form.values.email, ...(next && { next }) };

  const submit = form.submit(async (input) => {
    if (done) return;
    // The verification mail's link leads back where they were going, in the page's language.
    const result =
      'name' in input
        ? await join(input, mailContext(i18n.language, next ?? ROUTES.home))
        : await signIn(input.email, input.password);
    if (!result.isError) {
      // Signed in: the redirect above happens once the session has the user's record (so a
      // /cpanel `next` finds the admin flag), not before; the form stays blocked meanwhile.
      form.markSaved();
      draft.clear();
      setDone(true);
      return;
    }
    const code = accountCode(result.error.code);
    const message = translatable(`account.errors.${code}`);
    const field = FIELD_OF[code];
    form.fail(message, field ? { [field]: message } : {});
  });

  const title = mode === 'join' ? t('account.joinTitle') : t('account.signInTitle');
  const emailInUse = form.problems.email?.key === 'account.errors.emailInUse';
  return (
    <AuthCard
      titleId="auth-title"
      title={title}
      links={
        <>
          <Link to={{ pathname: location.pathname, search: otherMode.toString() }} replace>
            {mode === 'join' ? t('account.toSignIn') : t('account.toJoin')}
          </Link>
          {mode === 'signIn' && (
            <Link to={toReset} state={resetState} onClick={guard.pass}>
              {t('account.forgotLink')}
            </Link>
          )}
        </>
      }
    >
      <DraftOffer draft={draft} note={t('forms.draft.noPassword')} />
      <form noValidate onSubmit={submit} aria-busy={form.busy}>
        {mode === 'join' && (
          <div className="field-row">
            <TextField
              {...form.bind('name')}
              label={t('account.name')}
              autoComplete="given-name"
              maxLength={100}
            />
            <TextField
              {...form.bind('lastName')}
              label={t('account.lastName')}
              autoComplete="family-name"
              maxLength={100}
            />
          </div>
        )}
        <EmailField
          {...form.bind('email')}
          autoComplete={mode === 'join' ? 'email' : 'username'}
          after={
            emailInUse && (
              <p className="auth-card__offer">
                {t('account.inUseOffer')}{' '}
                <Link to={{ pathname: location.pathname, search: signInMode.toString() }} replace>
                  {t('account.inUseSignIn')}
                </Link>{' '}
                <Link to={toReset} state={resetState} onClick={guard.pass}>
                  {t('account.inUseReset')}
                </Link>
              </p>
            )
          }
        />
        <TextField
          {...form.bind('password')}
          label={t('account.password')}
          type="password"
          autoComplete={mode === 'join' ? 'new-password' : 'current-password'}
          hint={mode === 'join' ? t('account.passwordHint', { min: PASSWORD_MIN }) : undefined}
        />
        <AuthSubmit
          summary={form.summary}
          repeats={form.summaryRepeats}
          submitting={form.busy}
          disabled={form.busy || done}
          label={mode === 'join' ? t('account.joinSubmit') : t('account.signInSubmit')}
        />
        {mode === 'join' && (
          <p className="form-note">
            {t('privacy.joinNote')} <Link to={ROUTES.privacy}>{t('privacy.noteLink')}</Link>
          </p>
        )}
      </form>
      <LeaveDialog guard={guard} place="session" />
    </AuthCard>
  );
}
