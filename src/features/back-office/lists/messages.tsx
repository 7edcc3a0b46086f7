import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, ErrorState } from '@/components/status';
import { deleteMessage, listMessages, setMessageHandled } from '@/features/contact/api/messages';
import type { Message } from '@/features/contact/model/message';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useResult } from '@/lib/use-result';
import { translatable } from '@/lib/translatable';
import { ConfirmDialog } from '@/features/back-office/components/confirm-dialog';
import { ListSkeleton } from '@/features/back-office/components/skeleton';
import { toastError, toastSuccess } from '@/features/back-office/toasts';

/** /cpanel/messages: the contact form's messages, newest first; mark handled, delete. */
export function MessagesPage() {
  const { t, i18n } = useTranslation();
  useDocumentTitle(t('pages.cpanelMessages'));
  const { state, retry } = useResult(listMessages, 'cpanel-messages');
  const [handled, setHandled] = useState<Record<string, boolean>>({});
  const [gone, setGone] = useState<ReadonlySet<string>>(new Set());
  const [pending, setPending] = useState<string | null>(null);
  const [removing, setRemoving] = useState<Message | null>(null);
  const [deleting, setDeleting] = useState(false);
  const dates = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });

  async function toggle(message: Message, value: boolean) {
    if (pending) return;
    setPending(message.id);
    const result = await setMessageHandled(message.id, value);
    setPending(null);
    if (result.isError) return toastError(translatable(`errors.${result.error.code}`));
    setHandled((all) => ({ ...all, [message.id]: value }));
    toastSuccess(
      translatable(value ? 'cpanel.messages.markedHandled' : 'cpanel.messages.markedOpen'),
    );
  }

  async function confirmDelete() {
    if (!removing || deleting) return;
    setDeleting(true);
    const result = await deleteMessage(removing.id);
    setDeleting(false);
    if (result.isError) return toastError(translatable(`errors.${result.error.code}`));
    setGone((all) => new Set(all).add(removing.id));
    setRemoving(null);
    toastSuccess(translatable('cpanel.messages.deleted'));
  }

  const list = state.status === 'ready' ? state.data.filter((m) => !gone.has(m.id)) : [];
  return (
    <section className="page page--narrow" aria-labelledby="messages-title">
      <h1 id="messages-title">{t('cpanel.messages.title')}</h1>
      {state.status === 'loading' && <ListSkeleton rows={3} />}
      {state.status === 'error' && <ErrorState error={state.error} onRetry={retry} />}
      {state.status === 'ready' &&
        (list.length === 0 ? (
          <EmptyState>{t('cpanel.messages.empty')}</EmptyState>
        ) : (
          <ul className="admin-list" aria-labelledby="messages-title">
            {list.map((message) => {
              const done = handled[message.id] ?? message.handled;
              return (
                <li key={message.id} className={`message ${done ? 'message--handled' : ''}`}>
                  <article aria-labelledby={`message-${message.id}`}>
                    <header className="message__head">
                      <h2 id={`message-${message.id}`} className="admin-row__title">
                        {message.nombre}
                      </h2>
                      <a href={`mailto:${message.email}`}>{message.email}</a>
                      <time dateTime={new Date(message.createdAt).toISOString()}>
                        {dates.format(message.createdAt)}
                      </time>
                      <span className={`badge ${done ? 'badge--published' : 'badge--draft'}`}>
                        {t(done ? 'cpanel.messages.handled' : 'cpanel.messages.open')}
                      </span>
                    </header>
                    <p className="message__text">{message.message}</p>
                    <div className="admin-row__actions">
                      <button
                        type="button"
                        className="button"
                        disabled={pending === message.id}
                        onClick={() => void toggle(message, !done)}
                      >
                        {t(done ? 'cpanel.messages.markOpen' : 'cpanel.messages.markHandled')}
                        <span className="visually-hidden"> {message.nombre}</span>
                      </button>
                      <button
                        type="button"
                        className="button button--danger-outline"
                        onClick={() => setRemoving(message)}
                      >
                        {t('cpanel.common.delete')}
                        <span className="visually-hidden"> {message.nombre}</span>
                      </button>
                    </div>
                  </article>
                </li>
              );
            })}
          </ul>
        ))}
      <ConfirmDialog
        open={removing !== null}
        title={t('cpanel.messages.confirmTitle')}
        text={t('cpanel.messages.confirmText', { name: removing?.nombre ?? '' })}
        confirmLabel={t('cpanel.common.delete')}
        busy={deleting}
        onConfirm={() => void confirmDelete()}
        onClose={() => setRemoving(null)}
      />
    </section>
  );
}
