import { attempt, InputError } from '@/lib/errors';
import { parseInput } from '@/lib/inputs';
import { COLLECTIONS } from '@/lib/firebase/paths';
import { repository } from '@/lib/firebase/repository';
import { text } from '@/lib/model/shared';
import type { Result } from '@/lib/result';
import * as z from 'zod/mini';
import { userConverter, userRecordSchema, type UserRecord } from '../model/user';

// users/{uid} holds who is admin: never cached on the device.
export const users = repository({
  path: COLLECTIONS.users,
  converter: userConverter,
  schema: userRecordSchema,
});

const profileSchema = z.object({ name: text(100), surname: text(100) });

export const getUserRecord = (uid: string | undefined): Promise<Result<UserRecord>> =>
  attempt(() => {
    if (!uid) throw new InputError('notSignedIn', 'No logged in user to perform this action');
    return users.get(uid);
  });

/** Registration's second step: the record of the new account, never an admin (rules enforce it). */
export const createUserRecord = (account: {
  uid: string;
  email: string;
  name: string;
  surname: string;
}): Promise<Result<string>> =>
  attempt(() => {
    const profile = parseInput(profileSchema, account);
    return users.add(
      { email: account.email, ...profile, isAdmin: false, authProvider: 'local' },
      account.uid,
      { updatedAt: false },
    );
  });

export const updateProfile = (uid: string, profile: { name: string; surname: string }) =>
  attempt(() => {
    return users.update(uid, parseInput(profileSchema, profile), { touch: false });
  });
