import * as z from 'zod/mini';
import { validatingConverter } from '@/lib/firebase/converter';
import { text, timestamps } from '@/lib/model/shared';

const fields = {
  email: z.string(),
  name: text(100),
  surname: text(100),
  isAdmin: z.boolean(),
  authProvider: z.literal('local'),
};

/** The users/{uid} record; id = auth uid. */
export const userRecordSchema = z.object({ id: z.string(), ...fields });
export type UserRecord = z.infer<typeof userRecordSchema>;

export const userDocSchema = z.object({ ...fields, ...timestamps });

export const userConverter = validatingConverter(
  userDocSchema,
  (id, { createdAt: _c, updatedAt: _u, ...data }): UserRecord => ({ id, ...data }),
);
