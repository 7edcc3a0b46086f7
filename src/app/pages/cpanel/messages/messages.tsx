import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { deleteMessage, listMessages, setMessageHandled } from '@/features/contact/api/messages';
import type { Message } from '@/features/contact/model/message';
import { toastError, toastSuccess } from '@/features/back-office/toasts';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useResult, type AsyncState } from '@/lib/use-result';
import { translatable } from '@/lib/translatable';
import { RowButton } from '@/features/back-office/lists/admin-row';
import { ListPage } from '@/features/back-office/lists/list-page';
import { useDeleteConfirm } from '@/features/back-office/lists/use-delete-confirm';
import './messages.css';

/** /cpanel/messages: the contact form's messages, newest first; mark handled, delete. */
export function MessagesPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('pages.cpanelMessages'));
  const { state, retry } = useResult(listMessages, 'cpanel-messages');
  const [handled, setHandled] = useState<Record<string, boolean>>({});
  const [gone, setGone] = useState<ReadonlySet<string>>(new Set());
  const [pending, setPending] = useState<string | null>(null);
  const remove = useDeleteConfirm<Message>({
    entity: 'messages',
    nameOf: (message) => message.nombre,
    remove: (message) => deleteMessage(message.id),
    onDeleted: (message) => setGone((all) => new Set(all).add(message.id)),
  });

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

  const shown: AsyncState<Message[]> =
    state.status === 'ready'
      ? { ...state, data: state.data.filter((m) => !gone.has(m.id)) }
      : state;
  return (
    <ListPage
      entity="messages"
      narrow
      state={shown}
      retry={retry}
      skeletonRows={3}
      list={(list) => (
        <ul className="admin-list" aria-labelledby="messages-admin-title">
          {list.map((message) => (
            <MessageItem
              key={message.id}
              message={message}
              done={handled[message.id] ?? message.handled}
              pending={pending === message.id}
              onToggle={(value) => void toggle(message, value)}
              onDelete={() => remove.ask(message)}
            />
          ))}
        </ul>
      )}
    >
      {remove.dialog}
    </ListPage>
  );
}

function MessageItem({
  message,
  done,
  pending,
  onToggle,
  onDelete,
}: {
  message: Message;
  done: boolean;
  pending: boolean;
  onToggle: (handled: boolean) => void;
  onDelete: () => void;
}) {
  const { t, i18n } = useTranslation();
  const dates = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <li className={`message ${done ? 'message--handled' : ''}`}>
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
          <RowButton row={message.nombre} disabled={pending} onClick={() => onToggle(!done)}>
            {t(done ? 'cpanel.messages.markOpen' : 'cpanel.messages.markHandled')}
          </RowButton>
          <RowButton
            row={message.nombre}
            className="button button--danger-outline"
            onClick={onDelete}
          >
            {t('cpanel.common.delete')}
          </RowButton>
        </div>
      </article>
    </li>
  );
}
