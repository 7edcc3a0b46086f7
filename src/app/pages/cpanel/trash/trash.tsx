import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { TRASH_RETENTION_DAYS } from '@/config/retention';
import { deleteProgressText } from '@/features/cpanel/lists/use-delete-confirm';
import { ListPage } from '@/features/cpanel/lists/list-page';
import { RowButton } from '@/features/cpanel/lists/cpanel-row';
import { toastError, toastSuccess } from '@/features/cpanel/toasts';
import { deleteForEver, listTrash, restoreEntry } from '@/features/cpanel/api/trash';
import type { TrashEntry } from '@/features/cpanel/api/trash-entry';
import type { PageTexts } from '@/i18n/page-texts';
import { formatCount, formatDate } from '@/lib/format';
import { pick } from '@/lib/model/language';
import type { Result } from '@/lib/result';
import { translatable } from '@/lib/translatable';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useResult } from '@/lib/use-result';
import { PageTextsGate } from '@/components/page-texts-gate';
import './trash.css';

export const TRASH_TEXTS: PageTexts = {
  probe: 'cpanel.trash.title',
  load: {
    es: () => import('@/i18n/locales/es/trash.json'),
    en: () => import('@/i18n/locales/en/trash.json'),
  },
};

const DAY = 86_400_000;
const keyOf = (entry: TrashEntry) => `${entry.kind}_${entry.id}`;

/** What the entry is called on the page, in the admin's language. */
function entryName(entry: TrashEntry, t: TFunction, language: string): string {
  if (entry.comment) return t('cpanel.trash.commentBy', entry.comment);
  return entry.name ? pick(entry.name, language) : entry.id;
}

/**
 * The entries a row each: a tour that went with its museum is in that museum's row (it comes back
 * with it), unless the museum is back already.
 */
function rowsOf(entries: TrashEntry[]) {
  const museums = new Set(entries.filter((e) => e.kind === 'museum').map((e) => e.id));
  return entries
    .filter((entry) => !(entry.within && museums.has(entry.within)))
    .map((entry) => ({
      entry,
      tours: entry.kind === 'museum' ? entries.filter((e) => e.within === entry.id).length : 0,
    }));
}

/** /cpanel/trash: what admins deleted in the last thirty days; restore, or delete for ever. */
export function TrashPage() {
  return (
    <PageTextsGate texts={TRASH_TEXTS}>
      <Trash />
    </PageTextsGate>
  );
}

function Trash() {
  const { t, i18n } = useTranslation();
  useDocumentTitle(t('pages.cpanelTrash'));
  const { state, retry } = useResult(listTrash, 'cpanel-trash');
  // The entry an action runs on: a second click meanwhile does nothing.
  const [busy, setBusy] = useState<string | null>(null);
  const [removing, setRemoving] = useState<TrashEntry | null>(null);
  const [status, setStatus] = useState<string | undefined>();

  async function run(entry: TrashEntry, action: () => Promise<Result<void>>, done: string) {
    if (busy) return false;
    setBusy(keyOf(entry));
    const result = await action();
    setBusy(null);
    if (result.isError) {
      toastError(translatable(`errors.${result.error.code}`));
      return false;
    }
    toastSuccess(translatable(done));
    retry();
    return true;
  }

  async function confirmDelete() {
    if (!removing) return;
    setStatus(undefined);
    const gone = await run(
      removing,
      () => deleteForEver(removing, (progress) => setStatus(deleteProgressText(progress, t))),
      'cpanel.trashDone.deleted',
    );
    if (gone) setRemoving(null);
    else setStatus(t('cpanel.deleting.stopped'));
  }

  return (
    <ListPage
      entity="trash"
      state={state}
      retry={retry}
      list={(entries) => (
        <>
          <p className="trash__intro">
            {t('cpanel.trash.intro', { days: formatCount(TRASH_RETENTION_DAYS, t) })}
          </p>
          <ul className="trash__list">
            {rowsOf(entries).map(({ entry, tours }) => (
              <TrashRow
                key={keyOf(entry)}
                entry={entry}
                tours={tours}
                busy={busy === keyOf(entry)}
                onRestore={() =>
                  void run(entry, () => restoreEntry(entry), `cpanel.trashDone.${entry.kind}`)
                }
                onDelete={() => setRemoving(entry)}
              />
            ))}
          </ul>
        </>
      )}
    >
      <ConfirmDialog
        open={removing !== null}
        title={t('cpanel.trash.confirmTitle')}
        text={t('cpanel.trash.confirmText', {
          name: removing ? entryName(removing, t, i18n.language) : '',
        })}
        confirmLabel={t('cpanel.trash.deleteForEver')}
        busy={busy !== null}
        status={status}
        onConfirm={() => void confirmDelete()}
        onClose={() => {
          setRemoving(null);
          setStatus(undefined);
        }}
      />
    </ListPage>
  );
}

function TrashRow({
  entry,
  tours,
  busy,
  onRestore,
  onDelete,
}: {
  entry: TrashEntry;
  tours: number;
  busy: boolean;
  onRestore: () => void;
  onDelete: () => void;
}) {
  const { t, i18n } = useTranslation();
  const name = entryName(entry, t, i18n.language);
  const parent = entry.kind !== 'museum' && entry.parentName;
  return (
    <li className="trash__row">
      <p className="trash__kind">{t(`cpanel.trash.kind.${entry.kind}`)}</p>
      <h2 className="trash__name">{name}</h2>
      {parent && (
        <p className="trash__meta">
          {t(`cpanel.trash.of.${entry.kind}`, { name: pick(parent, i18n.language) })}
        </p>
      )}
      {tours > 0 && <p className="trash__meta">{t('cpanel.trash.withTours', { count: tours })}</p>}
      {entry.trashedAt !== null && (
        <p className="trash__meta">
          {t('cpanel.trash.when', {
            date: formatDate(entry.trashedAt, t),
            until: formatDate(entry.trashedAt + TRASH_RETENTION_DAYS * DAY, t),
          })}
        </p>
      )}
      <div className="trash__actions">
        <RowButton row={name} className="button" disabled={busy} onClick={onRestore}>
          {t('cpanel.trash.restore')}
        </RowButton>
        <RowButton
          row={name}
          className="button button--danger-outline"
          disabled={busy}
          onClick={onDelete}
        >
          {t('cpanel.trash.deleteForEver')}
        </RowButton>
      </div>
    </li>
  );
}
