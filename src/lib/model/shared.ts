import * as z from 'zod/mini';

export { LANGUAGES, pick, type Language } from './language';

/**
 * A visible character: not whitespace, a separator (no-break or ideographic space...),
 * a control or a format character (zero-width space, BOM...). firestore.rules' isText
 * uses the same class.
 */
export const VISIBLE = /[^\s\p{Z}\p{Cc}\p{Cf}]/u;

/** Bounded, trimmed text; at least one visible character unless min is 0. */
export const text = (max: number, min = 1) =>
  min > 0
    ? z.string().check(z.trim(), z.minLength(min), z.maxLength(max), z.regex(VISIBLE))
    : z.string().check(z.trim(), z.minLength(min), z.maxLength(max));

/** A bilingual field: {es, en}, both required: every text a visitor reads exists in both languages. */
export const bilingual = (max: number, min = 1) =>
  z.strictObject({ es: text(max, min), en: text(max, min) });
export type Bilingual = z.infer<ReturnType<typeof bilingual>>;

/** Firestore document ids we accept from URLs and references. */
export const docId = z.string().check(z.minLength(1), z.maxLength(128), z.regex(/^[^/]+$/));

/** Largest side of a stored image in pixels: WebP's own limit (firestore.rules isSide). */
export const MAX_IMAGE_SIDE = 16383;
/** Longest narration we record a length for, in seconds (firestore.rules isAudioRef). */
export const MAX_DURATION = 7200;

const pixels = z.number().check(z.int(), z.positive(), z.lte(MAX_IMAGE_SIDE));

/**
 * A stored file as the document records it, so pages never list folders or
 * fetch metadata: the download URL, its storage path, content type and size;
 * for an image the stored file's width and height, so pages reserve its box before
 * it arrives; for a narration its length in seconds, shown before it plays.
 * Those three are optional: files stored before them have none.
 */
export const mediaRefSchema = z.strictObject({
  url: z.url({ protocol: /^https?$/ }),
  path: z.string().check(z.minLength(1), z.maxLength(300)),
  contentType: z.string().check(z.minLength(1), z.maxLength(100)),
  size: z.number().check(z.int(), z.positive()),
  width: z.optional(pixels),
  height: z.optional(pixels),
  duration: z.optional(z.number().check(z.positive(), z.lte(MAX_DURATION))),
});
export type MediaRef = z.infer<typeof mediaRefSchema>;

/** Firestore Timestamp-like value (duck-typed: Lite and the full SDK have different classes). */
export const timestampSchema = z.custom<{
  toMillis(): number;
  seconds: number;
  nanoseconds: number;
}>(
  (value: unknown) =>
    typeof value === 'object' &&
    value !== null &&
    typeof Reflect.get(value, 'toMillis') === 'function' &&
    typeof Reflect.get(value, 'seconds') === 'number' &&
    typeof Reflect.get(value, 'nanoseconds') === 'number',
);

/** Server-set times; optional on read so data written by the original product still loads. */
export const timestamps = {
  createdAt: z.optional(timestampSchema),
  updatedAt: z.optional(timestampSchema),
};

/**
 * The uid of the admin who last wrote a museum, tour or work, written with its updatedAt
 * (firestore.rules hold it to the writer's own). Documents stored before it have none.
 */
export const updatedBySchema = z.optional(docId);
