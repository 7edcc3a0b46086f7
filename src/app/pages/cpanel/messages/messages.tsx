import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { deleteMessage, listMessages, setMessageHandled } from '@/features/contact/api/messages';
import type { Message } from '@/features/contact/model/message';
import { toastError, toastSuccess } from '@/features/cpanel/toasts';
import { formatCount, formatDate } from '@/lib/format';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useResult, type AsyncState } from '@/lib/use-result';
import { translatable } from '@/lib/translatable';
import { RowButton } from '@/features/cpanel/lists/cpanel-row';
import { ListPage } from '@/features/cpanel/lists/list-page';
import { useDeleteConfirm } from '@/features/cpanel/lists/use-delete-confirm';
import { eachFew, groupMessages, type InboxEntry } from './message-groups';
import './messages.css';

type Group = Extract<InboxEntry, { kind: 'group' }>;

/**
 * /cpanel/messages: the contact form's messages, newest first; mark handled, delete. A flood
 * (three or more in a row from one address) is one group, folded, with actions for all of it.
 */
export function MessagesPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('pages.cpanelMessages'));
  const { state, retry } = useResult(listMessages, 'cpanel-messages');
  const [handled, setHandled] = useState<Record<string, boolean>>({});
  const [gone, setGone] = useState<ReadonlySet<string>>(new Set());
  // A message's id, or a group's while an action on all of it runs.
  const [pending, setPending] = useState<string | null>(null);
  const [groupRemoving, setGroupRemoving] = useState<Group | null>(null);
  const [groupStatus, setGroupStatus] = useState<string | undefined>();
  const remove = useDeleteConfirm<Message>({
    entity: 'messages',
    nameOf: (message) => message.nombre,
    remove: (message) => deleteMessage(message.id),
    onDeleted: (message) => setGone((all) => new Set(all).add(message.id)),
  });
  const isDone = (message: Message) => handled[message.id] ?? message.handled;

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

  async function markAll(group: Group) {
    if (pending) return;
    setPending(group.id);
    const open = group.messages.filter((message) => !isDone(message));
    const { succeeded, error } = await eachFew(open, (message) =>
      setMessageHandled(message.id, true),
    );
    setPending(null);
    setHandled((all) => ({
      ...all,
      ...Object.fromEntries(succeeded.map((message) => [message.id, true])),
    }));
    // What failed stays open, to try again.
    if (error) return toastError(translatable(`errors.${error.code}`));
    toastSuccess(translatable('cpanel.messages.markedAllHandled', { count: succeeded.length }));
  }

  async function deleteAll() {
    const group = groupRemoving;
    if (!group || pending) return;
    setPending(group.id);
    const total = formatCount(group.messages.length, t);
    const { succeeded, error } = await eachFew(
      group.messages,
      (message) => deleteMessage(message.id),
      (done) => setGroupStatus(t('cpanel.messages.groupProgress', { done, total })),
    );
    setPending(null);
    setGroupStatus(undefined);
    setGone((all) => new Set([...all, ...succeeded.map((message) => message.id)]));
    setGroupRemoving(null);
    if (error) return toastError(translatable(`errors.${error.code}`));
    toastSuccess(translatable('cpanel.messages.deletedAll', { count: succeeded.length }));
  }

  const shown: AsyncState<Message[]> =
    state.status === 'ready'
      ? { ...state, data: state.data.filter((m) => !gone.has(m.id)) }
      : state;
  const item = (message: Message, busy = false) => (
    <MessageItem
      key={message.id}
      message={message}
      done={isDone(message)}
      pending={busy || pending === message.id}
      onToggle={(value) => void toggle(message, value)}
      onDelete={() => remove.ask(message)}
    />
  );
  return (
    <ListPage
      entity="messages"
      narrow
      state={shown}
      retry={retry}
      skeletonRows={3}
      list={(list) => (
        <ul className="admin-list" aria-labelledby="messages-admin-title">
          {groupMessages(list).map((entry) =>
            entry.kind === 'one' ? (
              item(entry.message)
            ) : (
              <MessageGroup
                key={entry.id}
                group={entry}
                busy={pending === entry.id}
                allDone={entry.messages.every(isDone)}
                onMarkAll={() => void markAll(entry)}
                onDeleteAll={() => setGroupRemoving(entry)}
              >
                {(message) => item(message, pending === entry.id)}
              </MessageGroup>
            ),
          )}
        </ul>
      )}
    >
      {remove.dialog}
      <ConfirmDialog
        open={groupRemoving !== null}
        title={t('cpanel.messages.groupConfirmTitle')}
        text={
          groupRemoving
            ? t('cpanel.messages.groupConfirmText', {
                n: formatCount(groupRemoving.messages.length, t),
                name: groupRemoving.messages[0].nombre,
                email: groupRemoving.messages[0].email,
              })
            : ''
        }
        confirmLabel={t('cpanel.messages.deleteAll')}
        busy={groupRemoving !== null && pending === groupRemoving.id}
        status={groupStatus}
        onConfirm={() => void deleteAll()}
        onClose={() => setGroupRemoving(null)}
      />
    </ListPage>
  );
}

/**
 * "Lucía <lucia@…> · 500 mensajes entre 10:02 y 10:40", the newest one's text, the actions on
 * all of them, and every message folded below (rendered only once unfolded: 500 rows otherwise).
 */
function MessageGroup({
  group,
  busy,
  allDone,
  onMarkAll,
  onDeleteAll,
  children,
}: {
  group: Group;
  busy: boolean;
  allDone: boolean;
  onMarkAll: () => void;
  onDeleteAll: () => void;
  children: (message: Message) => React.ReactNode;
}) {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState(false);
  const newest = group.messages[0];
  const oldest = group.messages[group.messages.length - 1] ?? newest;
  const day = (at: number) => new Date(at).toDateString();
  const sameDay = day(newest.createdAt) === day(oldest.createdAt);
  // Within one day the times say it, with the day unless it is today.
  const [today] = useState(() => day(Date.now()));
  const onDay = sameDay && day(newest.createdAt) !== today;
  const when = new Intl.DateTimeFormat(
    i18n.language,
    sameDay ? { timeStyle: 'short' } : { dateStyle: 'medium', timeStyle: 'short' },
  );
  const count = formatCount(group.messages.length, t);
  const titleId = `message-${group.id}`;
  return (
    <li className={`message message-group ${allDone ? 'message--handled' : ''}`}>
      <article aria-labelledby={titleId}>
        <header className="message__head">
          <h2 id={titleId} className="cpanel-row__title">
            {newest.nombre}
          </h2>
          <a href={`mailto:${newest.email}`}>{newest.email}</a>
          <span className="message-group__count">
            {t(onDay ? 'cpanel.messages.groupOn' : 'cpanel.messages.group', {
              n: count,
              day: formatDate(newest.createdAt, t),
              from: when.format(oldest.createdAt),
              to: when.format(newest.createdAt),
            })}
          </span>
        </header>
        <p className="message__text message-group__newest">
          <span className="message-group__label">{t('cpanel.messages.groupNewest')}: </span>
          {newest.message}
        </p>
        <div className="cpanel-row__actions">
          <RowButton row={newest.nombre} disabled={busy || allDone} onClick={onMarkAll}>
            {t('cpanel.messages.markAllHandled')}
          </RowButton>
          <RowButton
            row={newest.nombre}
            className="button button--danger-outline"
            disabled={busy}
            onClick={onDeleteAll}
          >
            {t('cpanel.messages.deleteAll')}
          </RowButton>
        </div>
        <details
          className="message-group__all"
          onToggle={(event) => setOpen(event.currentTarget.open)}
        >
          <summary>{t('cpanel.messages.groupShow', { n: count })}</summary>
          {open && <ul className="admin-list">{group.messages.map(children)}</ul>}
        </details>
      </article>
    </li>
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
          <h2 id={`message-${message.id}`} className="cpanel-row__title">
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
        <div className="cpanel-row__actions">
          <RowButton row={message.nombre} disabled={pending} onClick={() => onToggle(!done)}>
            {t(done ? 'cpanel.messages.markOpen' : 'cpanel.messages.markHandled')}
          </RowButton>
          <RowButton
            row={message.nombre}
            className="button button--danger-outline"
            disabled={pending}
            onClick={onDelete}
          >
            {t('cpanel.common.delete')}
          </RowButton>
        </div>
      </article>
    </li>
  );
}
