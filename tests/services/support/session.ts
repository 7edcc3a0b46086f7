// What the service tests share: a result's data (a failure fails the test, naming its error),
// signing in as one of the test's accounts, and a clean start with the test's admin.
import { signInWithEmailAndPassword, signOut } from 'firebase/auth';
import { auth } from '@/lib/firebase/auth';
import { clearFirestore, clearStorage, createAccount } from '../../support/inspect';

export interface Account {
  email: string;
  password: string;
}

/** The data of a successful result; a failure fails the test, saying what it was. */
export function ok<T>(result: { isError: false; data: T } | { isError: true; error: unknown }): T {
  if (result.isError) throw new Error(`expected success, got ${JSON.stringify(result.error)}`);
  return result.data;
}

/** Signs whoever is signed in out, then `account` in. */
export async function signInAs(account: Account) {
  await signOut(auth());
  await signInWithEmailAndPassword(auth(), account.email, account.password);
}

/** Both emulators emptied, and `admin` created as an admin (not signed in). */
export async function startWithAdmin(admin: Account) {
  await clearFirestore();
  await clearStorage();
  await createAccount(admin.email, admin.password, {
    name: 'Ana',
    surname: 'Admin',
    isAdmin: true,
  });
}
