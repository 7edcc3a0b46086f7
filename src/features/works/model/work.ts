import * as z from 'zod/mini';
import { storedModel } from '@/lib/firebase/stored-model';
import { bilingual, docId, mediaRefSchema, text } from '@/lib/model/shared';
import { CODE_MAX } from './codes';

/** Storage base names of a work's files, as the original product stored them. */
export const WORK_MEDIA = ['mainImg', 'map', 'audio-es', 'audio-en'] as const;
export type WorkMediaName = (typeof WORK_MEDIA)[number];

/** A room's text, per language: firestore.rules allows 120 characters. */
export const ROOM_MAX = 120;
const room = bilingual(ROOM_MAX, 0);

const fields = {
  tourId: docId,
  /** The work's place in the tour, 1..n: what the tour lists it by. */
  order: z.number().check(z.int(), z.gte(0), z.lte(999)),
  /**
   * The number on the work's label and QR code, never changed once given (model/codes.ts).
   * Works stored before codes have none: they read as their order (codeOf).
   */
  code: z.optional(z.int().check(z.gte(0), z.lte(CODE_MAX))),
  name: bilingual(200),
  description: bilingual(4000),
  author: text(200),
  /** The narration's text, shown under the player. */
  transcript: bilingual(10000, 0),
  /**
   * Where the work hangs ("Sala 24, planta baja"); either language may be empty. Works
   * stored before rooms have none: they read as empty, so the app always has one.
   */
  room: z._default(room, () => ({ es: '', en: '' })),
  media: z.strictObject({
    mainImg: z.optional(mediaRefSchema),
    map: z.optional(mediaRefSchema),
    'audio-es': z.optional(mediaRefSchema),
    'audio-en': z.optional(mediaRefSchema),
  }),
};

/** A work of art ('obras' collection, the original product's name), as the app uses it. */
export const workModel = storedModel(fields, 'tourId');
export type Work = z.infer<typeof workModel.schema>;

export const workInputSchema = z.object({
  tourId: fields.tourId,
  order: fields.order,
  name: fields.name,
  description: fields.description,
  author: fields.author,
  transcript: fields.transcript,
  /** Absent: left as it is on update, none on create. */
  room: z.optional(room),
});
export type WorkInput = z.infer<typeof workInputSchema>;
