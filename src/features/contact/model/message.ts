import * as z from 'zod/mini';
import { validatingConverter } from '@/lib/firebase/converter';
import { emailAddress } from '@/lib/model/email';
import { text, timestampSchema } from '@/lib/model/shared';

/** The contact form (spec: nombre, email, message); the same schema the form validates with. */
export const messageInputSchema = z.object({
  nombre: text(100),
  email: emailAddress,
  message: text(5000),
});
export type MessageInput = z.infer<typeof messageInputSchema>;

/** A message sent while signed in names its sender's account: it is among their data. */
const sender = { userId: z.optional(z.string()) };

export const messageSchema = z.object({
  id: z.string(),
  ...messageInputSchema.shape,
  handled: z.boolean(),
  ...sender,
  createdAt: z.number(),
});
export type Message = z.infer<typeof messageSchema>;

export const messageDocSchema = z.object({
  ...messageInputSchema.shape,
  handled: z.boolean(),
  ...sender,
  createdAt: timestampSchema,
});

export const messageConverter = validatingConverter(
  messageDocSchema,
  (id, { createdAt, ...data }): Message => ({ id, ...data, createdAt: createdAt.toMillis() }),
);
