import { limit, orderBy } from 'firebase/firestore/lite';
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

/** The contact form: anyone may send; only admins read (rules). */
export const sendMessage = (input: MessageInput): Promise<Result<string>> =>
  attempt(() => {
    const message = parseInput(messageInputSchema, input);
    return messages.add({ ...message, handled: false }, undefined, { updatedAt: false });
  });

/** Newest first (back-office inbox). */
export const listMessages = (): Promise<Result<Message[]>> =>
  attempt(() => messages.list([orderBy('createdAt', 'desc'), limit(500)]));

export const setMessageHandled = (id: string, handled: boolean) =>
  attempt(() => messages.update(id, { handled }, { touch: false }));

export const deleteMessage = (id: string) => attempt(() => messages.remove(id));
