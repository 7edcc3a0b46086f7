import type { Message } from '@/features/contact/model/message';

/** From this many consecutive messages of one address on, the inbox shows them as one group. */
export const GROUP_FROM = 3;

export type InboxEntry =
  | { kind: 'one'; message: Message }
  /** Newest first, as the inbox: `messages[0]` is the newest. */
  | { kind: 'group'; id: string; messages: [Message, ...Message[]] };

const sender = (message: Message) => message.email.trim().toLowerCase();

/**
 * The inbox (newest first) with each run of GROUP_FROM or more consecutive messages from one
 * address (whatever its capitals) as one group: a flood of 500 is one entry, not 500 rows.
 * Shorter runs, and messages between other senders' ones, stay single.
 */
export function groupMessages(messages: readonly Message[]): InboxEntry[] {
  const entries: InboxEntry[] = [];
  let run: Message[] = [];
  const close = () => {
    const [first, ...rest] = run;
    if (first && run.length >= GROUP_FROM) {
      entries.push({ kind: 'group', id: `group-${first.id}`, messages: [first, ...rest] });
    } else {
      for (const message of run) entries.push({ kind: 'one', message });
    }
    run = [];
  };
  for (const message of messages) {
    const last = run[run.length - 1];
    if (last && sender(last) !== sender(message)) close();
    run.push(message);
  }
  close();
  return entries;
}

/** Runs `work` on every item, a few at a time; the items it failed on and the first failure. */
export async function eachFew<T, E>(
  items: readonly T[],
  work: (item: T) => Promise<{ isError: false } | { isError: true; error: E }>,
  onDone: (done: number) => void = () => undefined,
  few = 6,
): Promise<{ succeeded: T[]; error: E | null }> {
  const succeeded: T[] = [];
  let error: E | null = null;
  let next = 0;
  let done = 0;
  async function worker() {
    while (next < items.length) {
      const item = items[next++] as T;
      const result = await work(item);
      if (result.isError) error ??= result.error;
      else succeeded.push(item);
      onDone(++done);
    }
  }
  await Promise.all(Array.from({ length: Math.min(few, items.length) }, worker));
  return { succeeded, error };
}
