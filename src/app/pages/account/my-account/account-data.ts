import { accountDates } from '@/features/accounts/api/account-security';
import { getUserRecord } from '@/features/accounts/api/users';
import {
  getMyCommentCooldown,
  listMyComments,
  listMyRemovedComments,
  listMyReports,
} from '@/features/comments/api/my-comments';
import { listMyMessages } from '@/features/contact/api/messages';
import { listMyLikes } from '@/features/tours/api/my-likes';
import { ok, type Result } from '@/lib/result';
import type { SessionUser } from '@/lib/session';

/*
 * Everything the project holds about one account, gathered from each feature's own reads: what
 * "Download my data" saves, and what the privacy notice lists. The features do not know of each
 * other; this page composes them.
 */

const iso = (millis: number | null | undefined) =>
  millis === null || millis === undefined ? null : new Date(millis).toISOString();

/** Unwraps each read, or stops at the first failure (a download must be whole or nothing). */
async function all<T extends Record<string, Promise<Result<unknown>>>>(
  reads: T,
): Promise<Result<{ [K in keyof T]: T[K] extends Promise<Result<infer V>> ? V : never }>> {
  const entries = await Promise.all(
    Object.entries(reads).map(async ([key, read]) => [key, await read] as const),
  );
  const out: Record<string, unknown> = {};
  for (const [key, result] of entries) {
    if (result.isError) return result;
    out[key] = result.data;
  }
  return ok(out as { [K in keyof T]: T[K] extends Promise<Result<infer V>> ? V : never });
}

export interface AccountExport {
  exportedAt: string;
  account: {
    uid: string;
    email: string;
    emailVerified: boolean;
    name: string;
    surname: string;
    isAdmin: boolean;
    createdAt: string | null;
    lastSignInAt: string | null;
  };
  comments: {
    id: string;
    tourId: string;
    text: string;
    createdAt: string | null;
    hidden: boolean;
    hiddenReason?: string;
    reportCount: number;
  }[];
  /** Comments the team took down, kept in the back-office's trash for 30 days. */
  removedComments: {
    id: string;
    tourId: string;
    text: string;
    createdAt: string | null;
    removedAt: string | null;
  }[];
  likes: { tourId: string; likedAt: string | null }[];
  reports: { commentId: string; reason: string; createdAt: string | null }[];
  messages: { id: string; name: string; email: string; message: string; sentAt: string | null }[];
  lastCommentAt: string | null;
}

/** The account's data, as one JSON-ready object. */
export async function collectMyData(user: SessionUser): Promise<Result<AccountExport>> {
  const read = await all({
    profile: getUserRecord(user.uid),
    comments: listMyComments(user.uid),
    removed: listMyRemovedComments(user.uid),
    likes: listMyLikes(user.uid),
    reports: listMyReports(user.uid),
    messages: listMyMessages(user.uid),
    lastComment: getMyCommentCooldown(user.uid),
  });
  if (read.isError) return read;
  const { profile, comments, removed, likes, reports, messages, lastComment } = read.data;
  const dates = accountDates();
  return ok({
    exportedAt: new Date().toISOString(),
    account: {
      uid: user.uid,
      email: user.email,
      emailVerified: user.emailVerified,
      name: profile.name,
      surname: profile.surname,
      isAdmin: profile.isAdmin,
      createdAt: iso(dates.createdAt),
      lastSignInAt: iso(dates.lastSignInAt),
    },
    comments: comments.map((comment) => ({
      id: comment.id,
      tourId: comment.tourId,
      text: comment.comment,
      createdAt: iso(comment.createdAt),
      hidden: comment.hidden,
      ...(comment.hiddenReason !== undefined && { hiddenReason: comment.hiddenReason }),
      reportCount: comment.reportCount,
    })),
    removedComments: removed.map((comment) => ({
      ...comment,
      createdAt: iso(comment.createdAt),
      removedAt: iso(comment.removedAt),
    })),
    likes: likes.map((like) => ({ tourId: like.tourId, likedAt: iso(like.likedAt) })),
    reports: reports.map((report) => ({ ...report, createdAt: iso(report.createdAt) })),
    messages: messages.map((message) => ({
      id: message.id,
      name: message.nombre,
      email: message.email,
      message: message.message,
      sentAt: iso(message.createdAt),
    })),
    lastCommentAt: iso(lastComment),
  });
}

/** The file's name, with the day it was made: "mis-datos-museo-guia-2026-11-29.json". */
export function exportFileName(prefix: string, now = new Date()): string {
  const day = [now.getFullYear(), now.getMonth() + 1, now.getDate()]
    .map((part) => String(part).padStart(2, '0'))
    .join('-');
  return `${prefix}-${day}.json`;
}

/** Saves `data` as a JSON file on the phone or computer (the browser's download). */
export function saveJson(data: unknown, fileName: string) {
  const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click's task is over.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
