import { useEffect, useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useSearchParams } from 'react-router-dom';
import { TextField } from '@/components/text-field';
import { ROUTES } from '@/config/routes';
import { safeRedirect } from '@/lib/safe-redirect';
import { useSession } from '@/lib/session';
import type { AuthErrorCode } from '../api/auth-result';
import { join, signIn } from '../api/session';
import { AuthCard, AuthSubmit } from '../components/auth-card';
import { PASSWORD_MIN, validateJoin, validateSignIn, type JoinFields } from '../model/forms';

type Mode = 'signIn' | 'join';
type Problem = AuthErrorCode | 'allRequired' | 'passwordShort' | 'invalidEmail';

const EMPTY: JoinFields = { name: '', lastName: '', email: '', password: '' };

/** /log-in: sign in and create account on one screen. */
export function LogInPage() {
  const { t } = useTranslation();
  const { session, requireAuth } = useSession();
  // Signing in needs the session observer running (it loads Auth only for those who may use it).
  useEffect(requireAuth, [requireAuth]);
  const [params] = useSearchParams();
  const location = useLocation();
  const mode: Mode = params.get('mode') === 'join' ? 'join' : 'signIn';
  const next = safeRedirect(params.get('next'));
  const [fields, setFields] = useState<JoinFields>(EMPTY);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [done, setDone] = useState(false);

  if (session.status === 'signedIn' && !submitting) {
    // Where they were going; with nowhere asked, an admin goes to work and a visitor home.
    const fallback = session.user.isAdmin ? ROUTES.cpanel : ROUTES.home;
    return <Navigate to={next ?? fallback} replace />;
  }

  /** What ties a TextField to its value in `fields`. */
  const bind = (field: keyof JoinFields) => ({
    name: field,
    value: fields[field],
    onChange: (event: { target: { value: string } }) =>
      setFields((current) => ({ ...current, [field]: event.target.value })),
  });

  const otherMode = new URLSearchParams(params);
  if (mode === 'join') otherMode.delete('mode');
  else otherMode.set('mode', 'join');

  async function submit(event: SyntheticEvent) {
    event.preventDefault();
    if (submitting || done) return;
    const invalid = mode === 'join' ? validateJoin(fields) : validateSignIn(fields);
    if (invalid) {
      setProblem(invalid);
      return;
    }
    setSubmitting(true);
    setProblem(null);
    const result =
      mode === 'join' ? await join(fields) : await signIn(fields.email, fields.password);
    setSubmitting(false);
    // Signed in: the redirect above happens once the session has the user's record (so a
    // /cpanel `next` finds the admin flag), not before; the form stays blocked meanwhile.
    if (result.ok) setDone(true);
    else setProblem(result.code);
  }

  const title = mode === 'join' ? t('account.joinTitle') : t('account.signInTitle');
  return (
    <AuthCard
      titleId="auth-title"
      title={title}
      links={
        <>
          <Link to={{ pathname: location.pathname, search: otherMode.toString() }} replace>
            {mode === 'join' ? t('account.toSignIn') : t('account.toJoin')}
          </Link>
          {mode === 'signIn' && <Link to={ROUTES.forgotPassword}>{t('account.forgotLink')}</Link>}
        </>
      }
    >
      <form noValidate onSubmit={(event) => void submit(event)} aria-busy={submitting}>
        {mode === 'join' && (
          <div className="field-row">
            <TextField
              {...bind('name')}
              label={t('account.name')}
              autoComplete="given-name"
              maxLength={100}
            />
            <TextField
              {...bind('lastName')}
              label={t('account.lastName')}
              autoComplete="family-name"
              maxLength={100}
            />
          </div>
        )}
        <TextField
          {...bind('email')}
          label={t('account.email')}
          type="email"
          inputMode="email"
          autoComplete={mode === 'join' ? 'email' : 'username'}
          maxLength={254}
        />
        <TextField
          {...bind('password')}
          label={t('account.password')}
          type="password"
          autoComplete={mode === 'join' ? 'new-password' : 'current-password'}
          hint={mode === 'join' ? t('account.passwordHint', { min: PASSWORD_MIN }) : undefined}
        />
        <AuthSubmit
          problem={problem}
          submitting={submitting}
          disabled={submitting || done}
          label={mode === 'join' ? t('account.joinSubmit') : t('account.signInSubmit')}
        />
      </form>
    </AuthCard>
  );
}
