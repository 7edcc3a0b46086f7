import { deleteField } from 'firebase/firestore/lite';
import { attempt } from '@/lib/errors';
import { parseInput } from '@/lib/inputs';
import { COLLECTIONS } from '@/lib/firebase/paths';
import { repository } from '@/lib/firebase/repository';
import type { Result } from '@/lib/result';
import {
  messageConverter,
  messageInputSchema,
  messageSchema,
  type Message,
  type MessageInput,
} from '../model/message';

export const messages = repository({
  path: COLLECTIONS.messages,
  converter: messageConverter,
  schema: messageSchema,
});

/** The messages one person sent while signed in: the rules allow only this query of theirs. */
const sentBy = (uid: string) =>
  messages.list({ collection: COLLECTIONS.messages, where: [['userId', '==', uid]], limit: 1000 });

/**
 * The contact form: anyone may send; only admins read (rules). Sent while signed in, it names the
 * sender's account, so that it is among the data they can download.
 */
export const sendMessage = (input: MessageInput, senderUid?: string): Promise<Result<string>> =>
  attempt(() => {
    const message = parseInput(messageInputSchema, input);
    return messages.add(
      { ...message, handled: false, ...(senderUid && { userId: senderUid }) },
      undefined,
      { updatedAt: false },
    );
  });

/** The messages the person sent while signed in (only they and admins read them). */
export const listMyMessages = (uid: string): Promise<Result<Message[]>> =>
  attempt(() => sentBy(uid));

/**
 * Takes the person's account off their messages (their account's deletion): the museum keeps
 * what it was told, under the name and address typed in the form, for as long as messages are kept.
 */
export const unlinkMyMessages = (uid: string): Promise<Result<number>> =>
  attempt(async () => {
    const mine = await sentBy(uid);
    for (const message of mine) {
      await messages.update(message.id, { userId: deleteField() }, { touch: false });
    }
    return mine.length;
  });

/** Newest first (back-office inbox). */
export const listMessages = (): Promise<Result<Message[]>> =>
  attempt(() =>
    messages.list({
      collection: COLLECTIONS.messages,
      orderBy: [['createdAt', 'desc']],
      limit: 500,
    }),
  );

export const setMessageHandled = (id: string, handled: boolean) =>
  attempt(() => messages.update(id, { handled }, { touch: false }));

export const deleteMessage = (id: string) => attempt(() => messages.remove(id));
