import { useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { TextField } from '@/components/text-field';
import { ROUTES } from '@/config/routes';
import { sendReset } from '../api/session';
import { AuthCard, AuthSubmit } from '../components/auth-card';
import { validateEmail } from '../model/forms';

type Problem = 'emailRequired' | 'invalidEmail' | 'network' | 'tooManyRequests';

/** /forgot-password: sends the reset mail without revealing whether the address has an account. */
export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const [problem, setProblem] = useState<Problem | null>(null);
  const [sent, setSent] = useState(false);
  const [submitting, setSubmitting] = useState(false);

  async function submit(event: SyntheticEvent) {
    event.preventDefault();
    if (submitting) return;
    const invalid = validateEmail(email);
    if (invalid) {
      setProblem(invalid);
      return;
    }
    setSubmitting(true);
    setProblem(null);
    const result = await sendReset(email);
    setSubmitting(false);
    if (result.ok) setSent(true);
    else setProblem(result.code === 'tooManyRequests' ? 'tooManyRequests' : 'network');
  }

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
        <form noValidate onSubmit={(event) => void submit(event)} aria-busy={submitting}>
          <p>{t('account.forgotText')}</p>
          <TextField
            label={t('account.email')}
            name="email"
            type="email"
            inputMode="email"
            autoComplete="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            maxLength={254}
          />
          <AuthSubmit
            problem={problem}
            submitting={submitting}
            disabled={submitting}
            label={t('account.sendReset')}
          />
        </form>
      )}
    </AuthCard>
  );
}
