import type { Result } from '@/lib/result';
import { mailContext } from './mail-context';

// The session module brings Firebase Auth; the screens that offer "resend" load it only when
// it is pressed (it is loaded already for anyone signed in).
const session = () => import('./session');

/** Sends the verification mail again, in the page's language, leading back to this page. */
export async function resendFromHere(language: string): Promise<Result<void>> {
  const { pathname, search, hash } = window.location;
  const api = await session().catch(() => null);
  if (!api) return { isError: true, error: { code: 'network' } };
  return api.resendVerification(mailContext(language, `${pathname}${search}${hash}`));
}

/** Whether the address has been verified meanwhile; the session hears of it when it has. */
export async function verifiedNow(): Promise<boolean> {
  const api = await session().catch(() => null);
  return api ? api.checkVerified() : false;
}
