/**
 * The boot script's reads as models: decoded from the REST answer, validated by the same
 * converter as the SDK's reads, and kept in the TTL cache under the same slot, exactly as the
 * repository would (src/lib/firebase/repository.ts). Any failure (the read failed, a document does
 * not fit its schema, a draft or a missing document) gives null: the loader then reads the normal
 * way and meets the same outcome as without a boot script.
 */
import { cacheSet, type CacheKey } from '@/lib/cache';
import { takeBootRead } from './boot-reads';
import type { ValidatingConverter } from './converter';
import { decodeDocument, documentsOf, type RestAnswer } from './rest';

function models<M>(answer: RestAnswer, collection: string, converter: ValidatingConverter<M>): M[] {
  return documentsOf(answer).map((document) => {
    const { id, data } = decodeDocument(document);
    return converter.fromData(`${collection}/${id}`, id, data);
  });
}

/** A query's models from the boot read for `slot`; undefined when the boot script made none. */
export function bootList<M>(
  cacheKey: CacheKey,
  slot: string,
  collection: string,
  converter: ValidatingConverter<M>,
): Promise<M[] | null> | undefined {
  return takeBootRead(cacheKey, slot)?.then((answer) => {
    if (!answer) return null;
    try {
      const list = models(answer, collection, converter);
      cacheSet(cacheKey, slot, list);
      return list;
    } catch {
      return null;
    }
  });
}

/**
 * A document's model from the boot read for `slot`, cached when `cacheIf` says it is public;
 * undefined when the boot script made none.
 */
export function bootDocument<M>(
  cacheKey: CacheKey,
  slot: string,
  collection: string,
  converter: ValidatingConverter<M>,
  cacheIf: (model: M) => boolean,
): Promise<M | null> | undefined {
  return takeBootRead(cacheKey, slot)?.then((answer) => {
    if (!answer) return null;
    try {
      const [model] = models(answer, collection, converter);
      if (model === undefined) return null;
      if (cacheIf(model)) cacheSet(cacheKey, slot, model);
      return model;
    } catch {
      return null;
    }
  });
}
