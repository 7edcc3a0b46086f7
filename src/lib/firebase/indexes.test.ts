// firestore.indexes.json keeps an index only where the app queries: long texts and fields no
// query filters or orders on are exempt from single-field indexing (every write of a tour, a
// work or a comment would otherwise index each of them, and a long text is the costliest).
// Nothing queried may lose its index: production refuses a query its indexes cannot serve,
// and the emulator does not check, so this test is where it would show.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { STORED_EXHIBITIONS, STORED_FIELDS } from '@/config/vocabulary';

interface IndexFile {
  indexes: { collectionGroup: string; fields: { fieldPath: string }[] }[];
  fieldOverrides: {
    collectionGroup: string;
    fieldPath: string;
    indexes: { queryScope?: string; order?: string }[];
  }[];
}

const root = process.cwd();
const config = JSON.parse(readFileSync(join(root, 'firestore.indexes.json'), 'utf8')) as IndexFile;

/**
 * Every field the app filters or orders on, by collection: the services (src/features/*\/api),
 * the public queries (src/config/public-queries.ts, which the boot script reads too) and the back-office's
 * deletes (src/features/cpanel/api/delete-cascade.ts, src/lib/firebase/bulk-writes.ts). Ordering by the document id
 * needs no field index.
 */
const QUERIED: Record<string, string[]> = {
  exposition: ['state', 'highlight', STORED_FIELDS.museumId, STORED_EXHIBITIONS.closesOn],
  obras: [STORED_FIELDS.tourId, 'order'],
  comments: [STORED_FIELDS.tourId, 'createdAt', 'hidden', 'reported', 'userId'],
  messages: ['createdAt', 'userId'],
  tematics: [],
  // A person's own, across tours and comments (collection-group queries).
  likes: ['userId'],
  reports: ['userId'],
  // What admins deleted: by age (the purge, the page), by what holds it, by whose comment.
  trash: ['trashedAt', 'parent', 'within', 'userId'],
};

/** Overrides that turn a field's indexes off, as opposed to those that add one. */
const exemptions = config.fieldOverrides.filter((override) => override.indexes.length === 0);

function sources(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

const QUERY_TUPLE =
  /\[\s*((?:STORED_FIELDS|STORED_EXHIBITIONS)\.\w+|'[\w.]+')\s*,\s*'(?:==|!=|<=?|>=?|in|not-in|array-contains(?:-any)?|asc|desc)'/g;

/** The fields the source names in where() and orderBy(), and in queries written as data. */
function fieldsQueriedInSource(): Set<string> {
  const found = new Set<string>();
  const stored: Record<string, string> = { ...STORED_EXHIBITIONS, ...STORED_FIELDS };
  const name = (arg: string) => {
    const literal = /^'([^']+)'$/.exec(arg);
    if (literal?.[1]) return literal[1];
    const renamed = /^STORED_(?:FIELDS|EXHIBITIONS)\.(\w+)$/.exec(arg);
    return renamed?.[1] ? stored[renamed[1]] : undefined;
  };
  for (const file of sources(join(root, 'src'))) {
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(/\b(?:where|orderBy)\(\s*([^,)\s]+)/g)) {
      const field = match[1] && name(match[1]);
      if (field) found.add(field);
    }
    // Queries written as data (query-def.ts): [field, op, value] and [field, 'asc' | 'desc'].
    for (const match of text.matchAll(QUERY_TUPLE)) {
      const field = match[1] && name(match[1]);
      if (field) found.add(field);
    }
  }
  return found;
}

describe('firestore.indexes.json', () => {
  it('knows every field the source queries', () => {
    const known = new Set(Object.values(QUERIED).flat());
    const queried = [...fieldsQueriedInSource()];
    // Some only in the public queries' definitions (src/config/public-queries.ts).
    expect(queried).toEqual(
      expect.arrayContaining(['highlight', 'order', 'hidden', 'state', 'closesOn']),
    );
    expect(queried.filter((field) => !known.has(field))).toEqual([]);
  });

  it('exempts no queried field', () => {
    for (const override of exemptions) {
      const queried = QUERIED[override.collectionGroup];
      expect(queried, `a collection the app has: ${override.collectionGroup}`).toBeDefined();
      expect(queried).not.toContain(override.fieldPath);
    }
  });

  it('finds a person’s likes and reports across tours and comments, by whose they are', () => {
    const added = config.fieldOverrides.filter((override) => override.indexes.length > 0);
    expect(added.map((o) => `${o.collectionGroup}.${o.fieldPath}`).sort()).toEqual([
      'likes.userId',
      'reports.userId',
    ]);
    for (const override of added) {
      expect(override.indexes).toContainEqual({
        order: 'ASCENDING',
        queryScope: 'COLLECTION_GROUP',
      });
    }
  });

  it('exempts the trash’s copies of documents, whose every field would be indexed', () => {
    expect(
      exemptions
        .filter((o) => o.collectionGroup === 'trash')
        .map((o) => o.fieldPath)
        .sort(),
    ).toEqual(['doc', 'name', 'parentName']);
  });

  it('exempts the long texts of tours, works and comments', () => {
    const exempt = (group: string) =>
      exemptions.filter((o) => o.collectionGroup === group).map((o) => o.fieldPath);
    expect(exempt('exposition')).toEqual(expect.arrayContaining(['description', 'resume']));
    expect(exempt('obras')).toEqual(expect.arrayContaining(['description', 'transcript']));
    expect(exempt('comments')).toEqual(expect.arrayContaining(['comment']));
    expect(exempt('messages')).toEqual(expect.arrayContaining(['message']));
  });

  it('exempts the counts and files no query reads: a museum’s published tours, a tour’s plan', () => {
    const exempt = (group: string) =>
      exemptions.filter((o) => o.collectionGroup === group).map((o) => o.fieldPath);
    expect(exempt('tematics')).toEqual(
      expect.arrayContaining([
        'publishedTours',
        'countedTour',
        'image',
        'hours',
        'exceptions',
        'exceptionNotes',
      ]),
    );
    expect(exempt('exposition')).toEqual(
      expect.arrayContaining(['likeCount', 'worksVersion', 'image', 'map']),
    );
  });

  it('builds its composite indexes only of queried fields', () => {
    for (const index of config.indexes) {
      for (const { fieldPath } of index.fields) {
        if (fieldPath !== '__name__') expect(QUERIED[index.collectionGroup]).toContain(fieldPath);
      }
    }
  });
});
