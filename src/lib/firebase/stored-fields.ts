// No runtime imports: the tour page's loader upgrades saved copies with this before zod and
// Firestore have loaded.
import { STORED_FIELDS, type ModelFieldName } from '@/config/vocabulary';

/** Model field name -> stored field name, for the fields one collection's documents carry. */
export type FieldNames = Partial<Record<ModelFieldName, string>>;

/** The stored names of these model fields (for a converter or a query). */
export function storedNames(...fields: ModelFieldName[]): FieldNames {
  return Object.fromEntries(fields.map((field) => [field, STORED_FIELDS[field]]));
}

function rename(data: object, pairs: [from: string, to: string][]): Record<string, unknown> {
  const moves = new Map(pairs.filter(([from, to]) => from !== to && !(to in data)));
  // A value already under the target name wins: it was written in the newer shape.
  const dropped = new Set(pairs.filter(([from, to]) => from !== to && to in data).map(([f]) => f));
  return Object.fromEntries(
    Object.entries(data)
      .filter(([key]) => !dropped.has(key))
      .map(([key, value]) => [moves.get(key) ?? key, value]),
  );
}

/** A stored document's fields under the model's names (other fields untouched). */
export function toModelFields(data: object, names: FieldNames): Record<string, unknown> {
  return rename(
    data,
    Object.entries(names).map(([model, stored]): [string, string] => [stored, model]),
  );
}

/** A model's fields (or a patch of them) under the stored names, for a write. */
export function toStoredFields(data: object, names: FieldNames): Record<string, unknown> {
  return rename(
    data,
    Object.entries(names).map(([model, stored]): [string, string] => [model, stored]),
  );
}
