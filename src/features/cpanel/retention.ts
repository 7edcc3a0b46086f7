/*
 * What is past its time goes when an admin opens the back-office: once per visit of theirs, in
 * the background, after the back-office has shown (its code and reads come first). A failure is
 * no one's business but the next visit's, which tries again; `npm run purge-trash` does the same
 * from a terminal.
 */
let started = false;

export function purgeOnce(purge: () => Promise<unknown>) {
  if (started) return;
  started = true;
  void purge().catch(() => {
    started = false;
  });
}
