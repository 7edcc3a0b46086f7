import type * as z from 'zod/mini';
import { InputError } from '@/lib/errors';

/** The id a call needs: none is the caller's mistake, reported as `missingId`. */
export function idOrThrow(id: string | undefined, message: string): string {
  if (!id) throw new InputError('missingId', message);
  return id;
}

/** Input checked against its schema before it is written; anything else is `insufficientData`. */
export function parseInput<T>(schema: z.ZodMiniType<T>, input: unknown): T {
  const parsed = schema.safeParse(input);
  if (!parsed.success) throw new InputError('insufficientData', 'Insufficient data');
  return parsed.data;
}
