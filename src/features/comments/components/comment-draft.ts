import { useCallback, useState } from 'react';

const key = (tourId: string) => `museo.commentDraft.${tourId}`;

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null; // blocked (private mode, strict settings): the draft lives in memory only
  }
}

function read(tourId: string): string {
  try {
    return storage()?.getItem(key(tourId)) ?? '';
  } catch {
    return '';
  }
}

function write(tourId: string, text: string) {
  try {
    if (text === '') storage()?.removeItem(key(tourId));
    else storage()?.setItem(key(tourId), text);
  } catch {
    // Full or blocked: the text is still in the field, only a reload would lose it.
  }
}

/**
 * The comment being typed on a tour, kept in this tab's sessionStorage: a signed-out visitor
 * who types and then follows "Sign in to comment" finds the text again on coming back (and so
 * does anyone who reloads). Cleared once the comment is sent; the tab's end clears it anyway.
 */
export function useCommentDraft(tourId: string) {
  const [text, setText] = useState(() => read(tourId));
  const change = useCallback(
    (next: string) => {
      setText(next);
      write(tourId, next);
    },
    [tourId],
  );
  return [text, change] as const;
}
