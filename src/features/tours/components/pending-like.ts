const pendingKey = (tourId: string) => `museo.pendingLike.${tourId}`;

/**
 * The like a signed-out visitor asked for, kept in this tab's sessionStorage through signing in
 * (as the comment draft is), and given once they are back and their own like is known.
 */
export const pendingLike = {
  has(tourId: string) {
    try {
      return window.sessionStorage.getItem(pendingKey(tourId)) === '1';
    } catch {
      return false;
    }
  },
  set(tourId: string, on: boolean) {
    try {
      if (on) window.sessionStorage.setItem(pendingKey(tourId), '1');
      else window.sessionStorage.removeItem(pendingKey(tourId));
    } catch {
      // Blocked storage: the visitor comes back to the button and presses it themselves.
    }
  },
};
