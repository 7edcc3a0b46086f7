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

  const set = (field: keyof JoinFields) => (event: { target: { value: string } }) => {
    setFields((current) => ({ ...current, [field]: event.target.value }));
  };

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
              label={t('account.name')}
              name="name"
              autoComplete="given-name"
              value={fields.name}
              onChange={set('name')}
              maxLength={100}
            />
            <TextField
              label={t('account.lastName')}
              name="lastName"
              autoComplete="family-name"
              value={fields.lastName}
              onChange={set('lastName')}
              maxLength={100}
            />
          </div>
        )}
        <TextField
          label={t('account.email')}
          name="email"
          type="email"
          inputMode="email"
          autoComplete={mode === 'join' ? 'email' : 'username'}
          value={fields.email}
          onChange={set('email')}
          maxLength={254}
        />
        <TextField
          label={t('account.password')}
          name="password"
          type="password"
          autoComplete={mode === 'join' ? 'new-password' : 'current-password'}
          value={fields.password}
          onChange={set('password')}
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
