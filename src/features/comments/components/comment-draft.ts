import { useCallback, useState } from 'react';

const key = (expositionId: string) => `museo.commentDraft.${expositionId}`;

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null; // blocked (private mode, strict settings): the draft lives in memory only
  }
}

function read(expositionId: string): string {
  try {
    return storage()?.getItem(key(expositionId)) ?? '';
  } catch {
    return '';
  }
}

function write(expositionId: string, text: string) {
  try {
    if (text === '') storage()?.removeItem(key(expositionId));
    else storage()?.setItem(key(expositionId), text);
  } catch {
    // Full or blocked: the text is still in the field, only a reload would lose it.
  }
}

/**
 * The comment being typed on a tour, kept in this tab's sessionStorage: a signed-out visitor
 * who types and then follows "Sign in to comment" finds the text again on coming back (and so
 * does anyone who reloads). Cleared once the comment is sent; the tab's end clears it anyway.
 */
export function useCommentDraft(expositionId: string) {
  const [text, setText] = useState(() => read(expositionId));
  const change = useCallback(
    (next: string) => {
      setText(next);
      write(expositionId, next);
    },
    [expositionId],
  );
  return [text, change] as const;
}
