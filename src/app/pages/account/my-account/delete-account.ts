import {
  confirmPassword,
  deleteMyAuthAccount,
  deleteMyProfile,
} from '@/features/accounts/api/account-security';
import { signOutUser, whileDeleting } from '@/features/accounts/api/session';
import { deleteComment } from '@/features/comments/api/comments';
import {
  deleteMyCommentCooldown,
  deleteMyRemovedComment,
  listMyComments,
  listMyRemovedComments,
} from '@/features/comments/api/my-comments';
import { unlinkMyMessages } from '@/features/contact/api/messages';
import { unlikeTour } from '@/features/tours/api/likes';
import { listMyLikes } from '@/features/tours/api/my-likes';
import { ok, type Result } from '@/lib/result';
import type { SessionUser } from '@/lib/session';

/** The steps of an account's deletion, in order, as the dialog names them while they run. */
export const DELETION_STEPS = [
  'password',
  'comments',
  'likes',
  'messages',
  'profile',
  'account',
] as const;
export type DeletionStep = (typeof DELETION_STEPS)[number];

/** Runs each item's deletion in turn; the first failure stops it (what was done stays done). */
async function each<T>(
  items: Result<T[]>,
  remove: (item: T) => Promise<Result<unknown>>,
): Promise<Result<void>> {
  if (items.isError) return items;
  for (const item of items.data) {
    const removed = await remove(item);
    if (removed.isError) return removed;
  }
  return ok(undefined);
}

/**
 * Deletes the account and everything of it, after the password is confirmed: the comments (gone
 * from every tour, and from the back-office's trash), the likes (each tour's count one less, as an unlike does), the account's link
 * on the messages sent while signed in, the comment-limit record, the users record, and last the
 * Auth account (which signs out). Each step reads what is left, so a deletion that stopped
 * half-way (the signal dropped) is finished by running it again, after signing in again if need be.
 */
export function deleteMyAccount(
  user: SessionUser,
  password: string,
  onStep: (step: DeletionStep) => void = () => undefined,
): Promise<Result<void>> {
  return whileDeleting(async () => {
    const steps: Record<DeletionStep, () => Promise<Result<unknown>>> = {
      password: () => confirmPassword(password),
      // Those the team took down too, waiting in the back-office's trash.
      comments: async () => {
        const shown = await each(await listMyComments(user.uid), (c) => deleteComment(c.id));
        if (shown.isError) return shown;
        return each(await listMyRemovedComments(user.uid), (c) => deleteMyRemovedComment(c.id));
      },
      likes: async () => each(await listMyLikes(user.uid), (like) => unlikeTour(like.tourId, user)),
      messages: async () => {
        const unlinked = await unlinkMyMessages(user.uid);
        if (unlinked.isError) return unlinked;
        return deleteMyCommentCooldown(user.uid);
      },
      profile: () => deleteMyProfile(user.uid),
      account: deleteMyAuthAccount,
    };
    for (const step of DELETION_STEPS) {
      onStep(step);
      const done = await steps[step]();
      if (done.isError) return done;
    }
    // What this device cached while signed in goes too (signing out already happened).
    await signOutUser().catch(() => undefined);
    return ok(undefined);
  });
}
