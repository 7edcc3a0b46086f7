import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { ROUTES } from '@/config/routes';
import { useSession, type SessionUser } from '@/lib/session';
import { collectMyData, exportFileName, saveJson } from './account-data';
import { DeleteAccountDialog } from './delete-account-dialog';

/** A copy of everything, signing out, and deleting the account. */
export function DataSection({
  user,
  onDeletion,
}: {
  user: SessionUser;
  /** The account's deletion has started, ended (`done`), or stopped (`none`). */
  onDeletion: (state: 'none' | 'running' | 'done') => void;
}) {
  const { t } = useTranslation();
  const { signOut } = useSession();
  const navigate = useNavigate();
  const [download, setDownload] = useState<'idle' | 'busy' | 'done' | 'failed'>('idle');
  const [deleting, setDeleting] = useState(false);

  async function downloadData() {
    if (download === 'busy') return;
    setDownload('busy');
    const data = await collectMyData(user);
    if (data.isError) {
      setDownload('failed');
      return;
    }
    saveJson(data.data, exportFileName(t('myAccount.data.filePrefix')));
    setDownload('done');
  }

  async function leave() {
    await signOut();
    void navigate(ROUTES.home);
  }

  return (
    <section id="account-data" className="account-section" aria-labelledby="data-title">
      <h2 id="data-title">{t('myAccount.data.title')}</h2>
      <p>{t('myAccount.data.downloadText')}</p>
      <button
        type="button"
        className="button"
        onClick={() => void downloadData()}
        disabled={download === 'busy'}
      >
        {download === 'busy' ? t('myAccount.data.downloading') : t('myAccount.data.download')}
      </button>
      <p role="status" className="account-section__said">
        {download === 'done' && t('myAccount.data.downloaded')}
        {download === 'failed' && t('myAccount.data.downloadFailed')}
      </p>

      <h3>{t('myAccount.data.signOutTitle')}</h3>
      <button type="button" className="button" onClick={() => void leave()}>
        {t('account.signOut')}
      </button>

      <h3>{t('myAccount.data.deleteTitle')}</h3>
      {user.isAdmin ? (
        <p className="account-section__note">{t('myAccount.data.adminCannotDelete')}</p>
      ) : (
        <>
          <p>{t('myAccount.data.deleteText')}</p>
          <button type="button" className="button button--danger" onClick={() => setDeleting(true)}>
            {t('myAccount.data.delete')}
          </button>
          <DeleteAccountDialog
            user={user}
            open={deleting}
            onClose={() => setDeleting(false)}
            onDeletion={onDeletion}
          />
        </>
      )}
    </section>
  );
}
