// Types for scripts/lib/google-credentials.mjs.
export function serviceAccountToken(
  key: { client_email: string; private_key: string; token_uri: string },
  scopes: string,
): Promise<string>;
export function googleAuth(options?: {
  serviceAccount?: string;
  scopes?: string;
  env?: Record<string, string | undefined>;
}): Promise<Record<string, string>>;
