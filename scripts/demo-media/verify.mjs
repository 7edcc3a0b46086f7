// The committed tree checked against seed/content.mjs: every file there and nothing else, each
// within its size limit, each map showing the room the content gives its work (`--check`).
import fs from 'node:fs';
import path from 'node:path';
import { museums, tours, works } from '../../seed/content.mjs';
import { parseRoom, workMap } from '../lib/floor-plan.mjs';
import { LIMITS, MEDIA, TOTAL_LIMIT, hasSmallCopy, smallCopyOf } from './tools.mjs';

function expectedFiles() {
  const files = new Set();
  for (const m of museums) files.add(m.image);
  for (const t of tours) files.add(t.image);
  for (const w of works) for (const f of Object.values(w.files)) files.add(f);
  for (const f of [...files]) if (hasSmallCopy(f)) files.add(smallCopyOf(f));
  return files;
}

function listTree(dir, prefix = '') {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const rel = prefix ? `${prefix}/${e.name}` : e.name;
    return e.isDirectory() ? listTree(path.join(dir, e.name), rel) : [rel];
  });
}

/** The XMP packet of a WebP file (RIFF chunks: four-letter id, little-endian size, padded data), or ''. */
function webpXmp(file) {
  const bytes = fs.readFileSync(file);
  for (let at = 12; at + 8 <= bytes.length;) {
    const id = bytes.toString('latin1', at, at + 4);
    const size = bytes.readUInt32LE(at + 4);
    if (id === 'XMP ') return bytes.toString('utf8', at + 8, at + 8 + size);
    at += 8 + size + (size % 2);
  }
  return '';
}

/**
 * The room each map was drawn for (its XMP, written by drawMap) against the work's `room` in
 * seed/content.mjs: a room edited in the content without regenerating the maps fails here.
 */
function mapRoomProblems() {
  const unreadable = works.flatMap((work) => {
    try {
      parseRoom(work.room, `${work.id}.room`);
      return [];
    } catch (error) {
      return [error.message];
    }
  });
  if (unreadable.length > 0) return unreadable;
  const problems = new Set();
  const unescape = (text) => text.replace(/&lt;/g, '<').replace(/&amp;/g, '&');
  for (const work of works) {
    try {
      workMap(work, tours, works);
    } catch (error) {
      problems.add(error.message);
      continue;
    }
    for (const file of [work.files.map, smallCopyOf(work.files.map)]) {
      const full = path.join(MEDIA, file);
      if (!fs.existsSync(full)) continue;
      const xmp = webpXmp(full);
      for (const lang of ['es', 'en']) {
        const drawn = new RegExp(`<rdf:li xml:lang="${lang}">([^<]*)</rdf:li>`).exec(xmp)?.[1];
        if (drawn === undefined || unescape(drawn) !== work.room[lang]) {
          problems.add(
            `${file} shows ${drawn === undefined ? 'no recorded room' : `"${unescape(drawn)}"`}, the content says "${work.room[lang]}": regenerate the maps`,
          );
        }
      }
    }
  }
  return [...problems];
}

export function verify() {
  const expected = expectedFiles();
  const present = new Set(listTree(MEDIA).filter((f) => f !== '.gitkeep'));
  const missing = [...expected].filter((f) => !present.has(f));
  const orphans = [...present].filter((f) => !expected.has(f));
  const perKind = {};
  let total = 0;
  let largest = { file: '', size: 0 };
  const tooBig = [];
  for (const f of present) {
    const size = fs.statSync(path.join(MEDIA, f)).size;
    const kind = f.split('/')[0];
    perKind[kind] ??= { count: 0, bytes: 0, max: 0 };
    perKind[kind].count += 1;
    perKind[kind].bytes += size;
    perKind[kind].max = Math.max(perKind[kind].max, size);
    total += size;
    if (size > largest.size) largest = { file: f, size };
    if (LIMITS[kind] && size > LIMITS[kind]) tooBig.push(`${f} (${size} B)`);
  }
  console.log('kind      files     total       largest');
  for (const [kind, s] of Object.entries(perKind).sort()) {
    console.log(
      `${kind.padEnd(9)} ${String(s.count).padStart(5)} ${(s.bytes / 1024).toFixed(0).padStart(7)} KB ${(s.max / 1024).toFixed(1).padStart(9)} KB`,
    );
  }
  console.log(
    `total     ${present.size} files, ${(total / 1024 / 1024).toFixed(2)} MB; largest ${largest.file} (${(largest.size / 1024).toFixed(1)} KB)`,
  );
  const problems = [
    ...missing.map((f) => `missing: ${f}`),
    ...orphans.map((f) => `not referenced by seed/content.mjs: ${f}`),
    ...tooBig.map((f) => `over its size limit: ${f}`),
    ...(total > TOTAL_LIMIT ? [`seed/media is ${total} B, over ${TOTAL_LIMIT} B`] : []),
    ...mapRoomProblems(),
  ];
  for (const p of problems) console.error(p);
  return problems.length === 0;
}
