import { useCallback, useEffect, useRef, useState } from 'react';
import {
  trashModerated,
  hiding,
  moderateComment,
  moderationOf,
  showing,
  type Moderation,
} from '@/features/comments/api/moderation';
import type { Comment } from '@/features/comments/model/comment';
import { toastError, toastSuccess } from '@/features/cpanel/toasts';
import { translatable } from '@/lib/translatable';

/** What an admin does to a comment: hide it, show it again, keep it visible, delete it. */
export type ModerationAction = 'hid' | 'showed' | 'kept' | 'deleted';

/** A row's last action: what it did and the comment's moderation before it, which Undo writes back. */
export interface Done {
  /** `purged`: deleted for good, no longer undoable. */
  action: ModerationAction | 'purged';
  before: Required<Moderation>;
}

/** Where focus goes after an action: the row's Undo, or (after an undo) its first action. */
export interface FocusRequest {
  id: string;
  target: 'undo' | 'actions';
}

/*
 * Every decision on the comments page can be undone until the admin leaves the page.
 *
 * Hide, show again and keep are written at once (moderateComment), and Undo writes back the
 * exact moderation the comment had before ({hidden, reported, reviewed, hiddenReason}, a reason
 * it did not have removed again).
 *
 * Delete is undone here without a trip to the trash, so the move happens late: the comment is
 * hidden at once (the public stops seeing it, through the same moderateComment), and
 * trashModerated (the comment to the trash, restorable there) runs when the admin leaves the
 * page: another back-office page or the site (the page unmounts), or the tab closes or reloads
 * (`pagehide`). Undo before then writes back the state before the delete. A deletion the browser cut short (the tab closed before its request
 * left) leaves the comment hidden, where the list's Hidden filter finds it to delete again.
 */
export function useModeration() {
  const [current, setCurrent] = useState<Record<string, Required<Moderation>>>({});
  const [done, setDone] = useState<Record<string, Done>>({});
  const [busy, setBusy] = useState<ReadonlySet<string>>(new Set());
  const [focus, setFocus] = useState<FocusRequest | null>(null);
  // A second click while a row's write is on its way does nothing.
  const running = useRef(new Set<string>());
  // Deleted here, hidden for now, deleted for good when the page is left.
  const toDelete = useRef(new Set<string>());

  const focused = useCallback(() => setFocus(null), []);

  const flagsOf = (comment: Comment): Required<Moderation> =>
    current[comment.id] ?? moderationOf(comment);

  async function exclusive(id: string, work: () => Promise<boolean>): Promise<boolean> {
    if (running.current.has(id)) return false;
    running.current.add(id);
    setBusy(new Set(running.current));
    try {
      return await work();
    } finally {
      running.current.delete(id);
      setBusy(new Set(running.current));
    }
  }

  /** Applies an action; false when it failed (a toast says why, the row stays as it was). */
  function act(comment: Comment, action: ModerationAction, reason = ''): Promise<boolean> {
    return exclusive(comment.id, async () => {
      const before = flagsOf(comment);
      const change: Moderation =
        action === 'hid'
          ? hiding(reason)
          : action === 'deleted'
            ? { hidden: true, reported: before.reported, reviewed: before.reviewed }
            : showing();
      const result = await moderateComment(comment.id, change);
      if (result.isError) {
        toastError(translatable(`errors.${result.error.code}`));
        return false;
      }
      if (action === 'deleted') toDelete.current.add(comment.id);
      setCurrent((all) => ({ ...all, [comment.id]: { ...before, ...change } }));
      setDone((all) => ({ ...all, [comment.id]: { action, before } }));
      setFocus({ id: comment.id, target: 'undo' });
      return true;
    });
  }

  /** Writes back the moderation the comment had before its last action. */
  function undo(comment: Comment): Promise<boolean> {
    const last = done[comment.id];
    if (!last || last.action === 'purged') return Promise.resolve(false);
    return exclusive(comment.id, async () => {
      // Out of the deletions first: leaving the page while the undo is on its way must not delete.
      const wasDeleting = toDelete.current.delete(comment.id);
      const result = await moderateComment(comment.id, last.before);
      if (result.isError) {
        if (wasDeleting) toDelete.current.add(comment.id);
        toastError(translatable(`errors.${result.error.code}`));
        return false;
      }
      setCurrent((all) => ({ ...all, [comment.id]: last.before }));
      setDone(({ [comment.id]: _undone, ...rest }) => rest);
      setFocus({ id: comment.id, target: 'actions' });
      toastSuccess(translatable('cpanel.comments.undone'));
      return true;
    });
  }

  /** Deletes for good what was deleted on this page; returns their ids. */
  const purge = useCallback(() => {
    const ids = [...toDelete.current];
    toDelete.current.clear();
    for (const id of ids) {
      // The back-office's toasts outlive this page: a failure is still told on the next one.
      void trashModerated(id).then((result) => {
        if (result.isError) toastError(translatable('cpanel.comments.purgeFailed'));
      });
    }
    return ids;
  }, []);

  useEffect(() => {
    const onPageHide = () => {
      const ids = purge();
      // Back from the browser's back-forward cache, these rows can no longer be undone.
      if (ids.length > 0) {
        setDone((all) => {
          const next = { ...all };
          for (const id of ids) {
            const entry = next[id];
            if (entry) next[id] = { ...entry, action: 'purged' };
          }
          return next;
        });
      }
    };
    window.addEventListener('pagehide', onPageHide);
    return () => {
      window.removeEventListener('pagehide', onPageHide);
      purge();
    };
  }, [purge]);

  return {
    flagsOf,
    doneOf: (comment: Comment): Done | undefined => done[comment.id],
    busy: (comment: Comment) => busy.has(comment.id),
    focus,
    focused,
    act,
    undo,
  };
}
