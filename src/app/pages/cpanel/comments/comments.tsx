import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { ShowMoreButton } from '@/components/show-more';
import { EmptyState, ErrorState } from '@/components/status';
import {
  listCommentsForModeration,
  MODERATION_PAGE,
  type ModerationFilter,
} from '@/features/comments/api/moderation';
import type { Comment } from '@/features/comments/model/comment';
import { listAllTours } from '@/features/tours/api/tours';
import { ListSkeleton } from '@/features/cpanel/components/skeleton';
import { SelectFilter } from '@/features/cpanel/lists/filter-fields';
import { pick } from '@/lib/model/shared';
import { ok } from '@/lib/result';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useResult } from '@/lib/use-result';
import { useShowMore } from '@/lib/use-show-more';
import { useCommentFilters, type CommentFilters } from './comment-filters';
import { HideDialog } from './hide-dialog';
import { authorOf, ModerationRow } from './moderation-row';
import { useModeration } from './use-moderation';
import '@/features/cpanel/lists/filter-fields.css';
import './comments.css';

const EMPTY: Record<ModerationFilter, string> = {
  all: 'cpanel.comments.emptyAll',
  reported: 'cpanel.comments.emptyReported',
  hidden: 'cpanel.comments.emptyHidden',
};

const queryOf = ({ tour, state }: CommentFilters) => ({
  tourId: tour || undefined,
  filter: state,
});

/**
 * /cpanel/comments: every tour's comments, newest first, a page at a time, filtered by tour and
 * state (in the address); hide with a reason, show again, keep, delete, each undoable until the
 * page is left (use-moderation.ts).
 */
export function CommentsPage() {
  const { t, i18n } = useTranslation();
  useDocumentTitle(t('pages.cpanelComments'));
  const { filters, active, setFilter, clear } = useCommentFilters();
  const tours = useResult(listAllTours, 'cpanel-comments-tours');
  const key = `cpanel-comments:${filters.tour}:${filters.state}`;
  const { state, retry } = useResult(() => listCommentsForModeration(queryOf(filters)), key);
  const moderation = useModeration();
  const [hidingOne, setHidingOne] = useState<Comment | null>(null);
  const [removing, setRemoving] = useState<Comment | null>(null);
  const [removeBusy, setRemoveBusy] = useState(false);

  // Every tour, drafts too, by name; one asked for in the address is kept even if unknown.
  const tourNames = new Map(
    tours.state.status === 'ready'
      ? tours.state.data.map((tour) => [tour.id, pick(tour.name, i18n.language)])
      : [],
  );
  const nameOfTour = (id: string) => tourNames.get(id) ?? t('cpanel.comments.unknownTour', { id });
  const tourOptions: [string, string][] = [...tourNames].sort(([, a], [, b]) =>
    a.localeCompare(b, i18n.language),
  );
  if (filters.tour && !tourNames.has(filters.tour)) {
    tourOptions.push([filters.tour, nameOfTour(filters.tour)]);
  }

  async function confirmDelete() {
    if (!removing || removeBusy) return;
    setRemoveBusy(true);
    const deleted = await moderation.act(removing, 'deleted');
    setRemoveBusy(false);
    if (deleted) setRemoving(null);
  }

  return (
    <section className="page page--narrow" aria-labelledby="comments-admin-title">
      <h1 id="comments-admin-title">{t('cpanel.comments.title')}</h1>
      <form
        role="search"
        aria-label={t('cpanel.comments.filtersLabel')}
        className="admin-filters comments-filters"
        onSubmit={(event) => event.preventDefault()}
      >
        <SelectFilter
          label={t('cpanel.comments.tour')}
          value={filters.tour}
          options={[['', t('cpanel.comments.allTours')], ...tourOptions]}
          onChange={(value) => setFilter('tour', value)}
        />
        <SelectFilter
          label={t('cpanel.comments.state')}
          value={filters.state === 'all' ? '' : filters.state}
          options={[
            ['', t('cpanel.comments.stateAll')],
            ['reported', t('cpanel.comments.stateReported')],
            ['hidden', t('cpanel.comments.stateHidden')],
          ]}
          onChange={(value) => setFilter('state', value)}
        />
      </form>
      {state.status === 'loading' && <ListSkeleton rows={3} />}
      {state.status === 'error' && <ErrorState error={state.error} onRetry={retry} />}
      {state.status === 'ready' &&
        (state.data.length === 0 ? (
          <div className="comments-empty">
            <EmptyState>{t(EMPTY[filters.state])}</EmptyState>
            {active && (
              <button type="button" className="button" onClick={clear}>
                {t('cpanel.filters.clear')}
              </button>
            )}
          </div>
        ) : (
          <CommentRows
            // A new filter starts a new list (and its paging) from its first page.
            key={key}
            initial={state.data}
            filters={filters}
            render={(comment) => (
              <ModerationRow
                key={comment.id}
                comment={comment}
                flags={moderation.flagsOf(comment)}
                done={moderation.doneOf(comment)}
                busy={moderation.busy(comment)}
                tourName={nameOfTour(comment.tourId)}
                focus={moderation.focus?.id === comment.id ? moderation.focus : null}
                onFocused={moderation.focused}
                onAct={(action) => void moderation.act(comment, action)}
                onHide={() => setHidingOne(comment)}
                onDelete={() => setRemoving(comment)}
                onUndo={() => void moderation.undo(comment)}
              />
            )}
          />
        ))}
      <HideDialog
        open={hidingOne !== null}
        name={hidingOne ? t('cpanel.comments.row', { name: authorOf(hidingOne) }) : ''}
        onHide={(reason) =>
          hidingOne ? moderation.act(hidingOne, 'hid', reason) : Promise.resolve(false)
        }
        onClose={() => setHidingOne(null)}
      />
      <ConfirmDialog
        open={removing !== null}
        title={t('cpanel.comments.confirmTitle')}
        text={t('cpanel.comments.confirmText', { name: removing ? authorOf(removing) : '' })}
        confirmLabel={t('cpanel.common.delete')}
        busy={removeBusy}
        onConfirm={() => void confirmDelete()}
        onClose={() => setRemoving(null)}
      />
    </section>
  );
}

/** The rows of one filter, a page at a time. */
function CommentRows({
  initial,
  filters,
  render,
}: {
  initial: Comment[];
  filters: CommentFilters;
  render: (comment: Comment) => React.ReactNode;
}) {
  const { t } = useTranslation();
  const { list, items, more } = useShowMore<Comment>({
    initial,
    more: initial.length === MODERATION_PAGE,
    next: async (shown) => {
      const page = await listCommentsForModeration(queryOf(filters), shown.at(-1));
      return page.isError
        ? page
        : ok({ items: page.data, more: page.data.length === MODERATION_PAGE });
    },
    keyOf: (comment) => comment.id,
  });
  return (
    <>
      <ul ref={list} className="moderation-list" aria-labelledby="comments-admin-title">
        {items.map(render)}
      </ul>
      <ShowMoreButton
        label={t('cpanel.comments.more')}
        loadingLabel={t('cpanel.comments.loadingMore')}
        control={more}
      />
    </>
  );
}
