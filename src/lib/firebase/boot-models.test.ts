import { afterEach, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { cacheGet } from '@/lib/cache';
import { bootDocument, bootList } from './boot-models';
import type { BootHandoff } from './boot-reads';
import { validatingConverter } from './converter';
import type { RestAnswer } from './rest';

const schema = z.object({ id: z.string(), title: z.string(), state: z.string() });
const converter = validatingConverter(
  z.object({ title: z.string(), state: z.string() }),
  (id, data) => ({ id, ...data }),
);
const restDoc = (id: string, title: unknown, state = 'published') => ({
  name: `projects/demo/databases/(default)/documents/exposition/${id}`,
  fields: {
    title: typeof title === 'string' ? { stringValue: title } : { integerValue: String(title) },
    state: { stringValue: state },
  },
});

function handOff(reads: Record<string, RestAnswer | null>) {
  const handoff: BootHandoff = {
    pathname: '/',
    reads: new Map(Object.entries(reads).map(([key, value]) => [key, Promise.resolve(value)])),
  };
  window.__museoBoot = handoff;
}

afterEach(() => {
  window.__museoBoot = undefined;
});

describe('the boot script’s reads as models', () => {
  it('validates them with the converter and keeps them in the cache, once', async () => {
    handOff({ 'TOURS|published': [{ document: restDoc('t1', 'Uno') }] });
    const list = await bootList('TOURS', 'published', 'exposition', converter);
    expect(list).toEqual([{ id: 't1', title: 'Uno', state: 'published' }]);
    expect(cacheGet('TOURS', 'published', z.array(schema))).toEqual(list);
    // Taken once: a second look finds nothing and the loader reads the normal way.
    expect(bootList('TOURS', 'published', 'exposition', converter)).toBeUndefined();
  });

  it('gives null for a document that does not fit its schema, and caches nothing', async () => {
    handOff({
      'TOURS|all': [{ document: restDoc('t1', 'Uno') }, { document: restDoc('t2', 7) }],
    });
    expect(await bootList('TOURS', 'all', 'exposition', converter)).toBeNull();
    expect(cacheGet('TOURS', 'all', z.array(schema))).toBeUndefined();
  });

  it('caches a document only when the page says it is public', async () => {
    handOff({
      'TOURS|get:t1': restDoc('t1', 'Uno'),
      'TOURS|get:t2': restDoc('t2', 'Dos', 'draft'),
      'TOURS|get:t3': null,
    });
    const isPublished = (tour: { state: string }) => tour.state === 'published';
    const one = await bootDocument('TOURS', 'get:t1', 'exposition', converter, isPublished);
    const two = await bootDocument('TOURS', 'get:t2', 'exposition', converter, isPublished);
    expect(one?.title).toBe('Uno');
    expect(two?.title).toBe('Dos');
    expect(cacheGet('TOURS', 'get:t1', schema)).toEqual(one);
    expect(cacheGet('TOURS', 'get:t2', schema)).toBeUndefined();
    // A read that failed (refused, missing, no network).
    expect(await bootDocument('TOURS', 'get:t3', 'exposition', converter, isPublished)).toBeNull();
  });
});
