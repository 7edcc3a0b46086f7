import { useTranslation } from 'react-i18next';
import { ResendButton } from '@/components/resend-button';
import { TextField } from '@/components/text-field';
import { renamedTo } from '@/features/accounts/api/account-security';
import { mailContext } from '@/features/accounts/api/mail-context';
import { resendVerification } from '@/features/accounts/api/session';
import { updateProfile } from '@/features/accounts/api/users';
import { checkProfile } from '@/features/accounts/model/forms';
import { useForm } from '@/lib/forms/use-form';
import type { SessionUser } from '@/lib/session';
import { translatable } from '@/lib/translatable';
import { SectionSubmit } from './section-submit';
import { useSaid } from './use-said';

/** Name (editable), e-mail and whether it is verified, with "send again" while it is not. */
export function ProfileSection({ user }: { user: SessionUser }) {
  const { t, i18n } = useTranslation();
  const form = useForm({
    initial: { name: user.name, surname: user.surname },
    check: checkProfile,
  });
  const [said, say] = useSaid();
  const submit = form.submit(async (input) => {
    say(null);
    const saved = await updateProfile(user.uid, input);
    if (saved.isError) {
      form.fail(translatable(`errors.${saved.error.code}`));
      return;
    }
    form.markSaved();
    // The header and the comments written from now on carry the new name.
    await renamedTo(input.name, input.surname);
    say('myAccount.profile.saved');
  });
  return (
    <section id="account-profile" className="account-section" aria-labelledby="profile-title">
      <h2 id="profile-title">{t('myAccount.profile.title')}</h2>
      <dl className="account-facts">
        <dt>{t('myAccount.profile.email')}</dt>
        <dd>
          {user.email}{' '}
          <span className={user.emailVerified ? 'badge badge--ok' : 'badge badge--warn'}>
            {t(user.emailVerified ? 'myAccount.profile.verified' : 'myAccount.profile.unverified')}
          </span>
        </dd>
      </dl>
      {!user.emailVerified && (
        <p className="account-section__note">
          {t('myAccount.profile.unverifiedText')}{' '}
          <ResendButton
            send={() => resendVerification(mailContext(i18n.language, window.location.pathname))}
          />
        </p>
      )}
      <form noValidate onSubmit={submit} aria-busy={form.busy} className="account-form">
        <TextField label={t('account.name')} autoComplete="given-name" {...form.bind('name')} />
        <TextField
          label={t('account.lastName')}
          autoComplete="family-name"
          {...form.bind('surname')}
        />
        <SectionSubmit form={form} label={t('myAccount.profile.save')} said={said} />
      </form>
    </section>
  );
}
