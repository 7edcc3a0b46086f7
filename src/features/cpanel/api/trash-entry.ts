import type { DocumentData } from 'firebase/firestore/lite';
import { STORED_FIELDS } from '@/config/vocabulary';
import { nameOf, TRASH_KINDS, type TrashKind } from './trash-store';
import { timestampSchema, type Bilingual } from '@/lib/model/shared';

/** One thing in the trash, as the back-office's trash page shows it. */
export interface TrashEntry {
  kind: TrashKind;
  id: string;
  /** Its name, {es, en}: a museum's, tour's or work's. */
  name?: Bilingual;
  /** A comment's text and author. */
  comment?: { text: string; author: string };
  /** The tour of a work or a comment, the museum of a tour. */
  parent?: string;
  parentName?: Bilingual;
  /** The museum a tour went to the trash with. */
  within?: string;
  /** Epoch ms; null while the server's time is pending. */
  trashedAt: number | null;
  trashedBy: string;
}

const textOf = (value: unknown) => (typeof value === 'string' ? value : undefined);

function authorOf(doc: DocumentData): string {
  const author = doc.author as { name?: unknown; surname?: unknown } | undefined;
  return [textOf(author?.name), textOf(author?.surname)].filter(Boolean).join(' ');
}

/**
 * A stored entry read for the page; null when it is not one (never thrown: a bad entry must not
 * hide the others). Read raw, without the documents' converters: what is in the trash may have
 * been stored in an older shape, and is shown, not used.
 */
export function toTrashEntry(data: DocumentData): TrashEntry | null {
  const kind = data.kind as TrashKind;
  const id = textOf(data.id);
  if (!TRASH_KINDS.includes(kind) || !id) return null;
  const doc = (typeof data.doc === 'object' && data.doc !== null ? data.doc : {}) as DocumentData;
  const at = timestampSchema.safeParse(data.trashedAt);
  return {
    kind,
    id,
    name: nameOf(data.name) ?? nameOf(doc.name),
    ...(kind === 'comment' && {
      comment: { text: textOf(doc.comment) ?? '', author: authorOf(doc) },
    }),
    parent: textOf(data.parent) ?? textOf(doc[STORED_FIELDS.tourId]),
    parentName: nameOf(data.parentName),
    within: textOf(data.within),
    trashedAt: at.success ? at.data.toMillis() : null,
    trashedBy: textOf(data.trashedBy) ?? '',
  };
}
