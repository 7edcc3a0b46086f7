import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  query,
  serverTimestamp,
  setDoc,
  updateDoc,
  writeBatch,
  type DocumentData,
  type UpdateData,
} from 'firebase/firestore/lite';
import * as z from 'zod/mini';
import { cacheClear, cacheGet, cacheSet, cached, type CacheKey } from '@/lib/cache';
import { NotFoundError } from '@/lib/errors';
import { nextTask } from '@/lib/moments';
import { documentSlot } from '@/config/public-lists';
import type { ValidatingConverter } from './converter';
import { editStamp } from './edit-stamp';
import { db } from './firestore';
import type { CollectionName } from './paths';
import type { QueryDef } from './query-def';
import { sdkConstraints } from './sdk-query';

const BATCH_MAX = 450; // under Firestore's 500 writes per batch

export interface RepositoryConfig<M> {
  path: CollectionName;
  /** Reads through it; writes name their fields through its `toStored`. */
  converter: ValidatingConverter<M>;
  /** Validates cached copies of the model. */
  schema: z.ZodMiniType<M>;
  /** Where results may be cached on the device; none for private collections (users, messages). */
  cacheKey?: CacheKey;
  /**
   * Whether every write also records who made it (`updatedBy`, the signed-in admin's uid, with
   * `updatedAt`): museums, tours and works, whose rules require it (edit-stamp.ts).
   */
  stamped?: boolean;
}

/**
 * list / get / add / set / update / delete for one collection, through its
 * validating converter and the TTL cache. Callers validate what they write:
 * updateDoc does not run converters. Writes take the model's field names and store them under
 * the collection's own (the converter's `toStored`); companions' data is written as given.
 * Every write clears the cache.
 */
export function repository<M>(config: RepositoryConfig<M>) {
  const typed = () => collection(db(), config.path).withConverter(config.converter);
  const ref = (id: string) => doc(db(), config.path, id);
  const listSchema = z.array(config.schema);
  const stored = (data: DocumentData) => config.converter.toStored(data);
  /** updatedAt, and who wrote it where the collection records that. */
  const touched = async (): Promise<DocumentData> =>
    config.stamped ? editStamp() : { updatedAt: serverTimestamp() };

  return {
    ref,
    /** A fresh auto-id, for writing files under {id}/ before the document exists. */
    newId: () => doc(collection(db(), config.path)).id,

    /** A query's results (src/config/public-queries.ts), cached where the query says. */
    async list(def: QueryDef): Promise<M[]> {
      if (def.collection !== config.path) {
        throw new Error(`A query of ${def.collection} asked of ${config.path}`);
      }
      const load = async () => {
        const { docs } = await getDocs(query(typed(), ...sdkConstraints(def)));
        // Validating a document takes milliseconds on a slow phone: one per task, so input is never blocked long.
        const models: M[] = [];
        for (const snapshot of docs) {
          if (models.length > 0) await nextTask();
          models.push(snapshot.data());
        }
        return models;
      };
      const cache = def.cache;
      if (!cache || !config.cacheKey) return load();
      if (cache.key !== config.cacheKey) {
        throw new Error(`A query cached under ${cache.key} asked of ${config.path}`);
      }
      return cached(cache.key, cache.slot, listSchema, load);
    },

    /** One document; cached only when `cacheIf` says the result is public. */
    async get(id: string, { cacheIf }: { cacheIf?: (model: M) => boolean } = {}): Promise<M> {
      const load = async () => {
        const snapshot = await getDoc(doc(typed(), id));
        if (!snapshot.exists()) throw new NotFoundError(`${config.path}/${id}`);
        return snapshot.data();
      };
      const { cacheKey } = config;
      if (!cacheIf || !cacheKey) return load();
      const slot = documentSlot(id);
      const hit = cacheGet(cacheKey, slot, config.schema);
      if (hit !== undefined) return hit;
      const model = await load();
      if (cacheIf(model)) cacheSet(cacheKey, slot, model);
      return model;
    },

    /**
     * Creates the document with the given id (or a new one), with server timestamps
     * (no updatedAt for never-edited documents such as comments and messages).
     */
    async add(
      data: DocumentData,
      id?: string,
      { updatedAt = true }: { updatedAt?: boolean } = {},
    ): Promise<string> {
      const target = id === undefined ? doc(collection(db(), config.path)) : ref(id);
      await setDoc(target, {
        ...stored(data),
        createdAt: serverTimestamp(),
        ...(updatedAt && (await touched())),
      });
      cacheClear();
      return target.id;
    },

    /**
     * Like `add`, together with other documents' writes in one batch: all land or none
     * (the comment rate limit needs the comment and its cooldown record together).
     */
    async addWith(
      data: DocumentData,
      companions: { path: CollectionName; id: string; data: (newId: string) => DocumentData }[],
      { updatedAt = true }: { updatedAt?: boolean } = {},
    ): Promise<string> {
      const target = doc(collection(db(), config.path));
      const batch = writeBatch(db());
      batch.set(target, {
        ...stored(data),
        createdAt: serverTimestamp(),
        ...(updatedAt && (await touched())),
      });
      for (const companion of companions) {
        batch.set(doc(db(), companion.path, companion.id), companion.data(target.id));
      }
      await batch.commit();
      cacheClear();
      return target.id;
    },

    /** Replaces the document; keeps nothing but what is given (createdAt must be passed on). */
    async set(id: string, data: DocumentData): Promise<void> {
      await setDoc(ref(id), { ...stored(data), ...(await touched()) });
      cacheClear();
    },

    async update(
      id: string,
      patch: UpdateData<DocumentData>,
      { touch = true } = {},
    ): Promise<void> {
      const fields = stored(patch);
      await updateDoc(ref(id), touch ? { ...fields, ...(await touched()) } : fields);
      cacheClear();
    },

    /**
     * Like `update`, with other documents' updates (each touched too, and stamped with who when
     * this collection is) in the same batch: a museum's new name and the copies its tours show
     * land together. Past Firestore's 500 writes per batch the rest follow in further batches,
     * each all or nothing.
     */
    async updateWith(
      id: string,
      patch: UpdateData<DocumentData>,
      companions: { path: CollectionName; id: string; patch: UpdateData<DocumentData> }[],
    ): Promise<void> {
      const writes = [{ path: config.path, id, patch: stored(patch) }, ...companions];
      const stamp = await touched();
      for (let i = 0; i < writes.length; i += BATCH_MAX) {
        const batch = writeBatch(db());
        for (const write of writes.slice(i, i + BATCH_MAX)) {
          batch.update(doc(db(), write.path, write.id), { ...write.patch, ...stamp });
        }
        await batch.commit();
      }
      cacheClear();
    },

    async remove(id: string): Promise<void> {
      await deleteDoc(ref(id));
      cacheClear();
    },
  };
}
