const key = (tourId: string) => `museo.commentDraft.${tourId}`;

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null; // blocked (private mode, strict settings): the draft lives in memory only
  }
}

/**
 * The comment being typed on a tour, kept in this tab's sessionStorage: a signed-out visitor
 * who types and then follows "Sign in to comment" finds the text again on coming back (and so
 * does anyone who reloads, or goes to another page and back). It waits in the field itself,
 * without being offered: the field says so beforehand. Cleared once the comment is sent; the
 * tab's end clears it anyway.
 */
export function readCommentDraft(tourId: string): string {
  try {
    return storage()?.getItem(key(tourId)) ?? '';
  } catch {
    return '';
  }
}

export function writeCommentDraft(tourId: string, text: string) {
  try {
    if (text === '') storage()?.removeItem(key(tourId));
    else storage()?.setItem(key(tourId), text);
  } catch {
    // Full or blocked: the text is still in the field, only a reload would lose it.
  }
}
