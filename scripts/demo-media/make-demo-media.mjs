// Regenerates every file under seed/media/ from seed/content.mjs: painted stand-ins for the works,
// cover images for museums and tours, floor-plan maps and the narrations spoken by espeak-ng.
// Run once by a developer (via scripts/demo-media/make-demo-media.sh); the output is committed, so installs and
// test runs never need these tools.
//
//   node scripts/demo-media/make-demo-media.mjs            regenerate everything
//   node scripts/demo-media/make-demo-media.mjs --check    only verify the committed tree against the content
//   node scripts/demo-media/make-demo-media.mjs --only ID  regenerate the media of one work/tour/museum (for tuning)
//   node scripts/demo-media/make-demo-media.mjs --no-audio regenerate images only
//   node scripts/demo-media/make-demo-media.mjs --only-maps regenerate the floor-plan maps only
//
// Same tool versions give the same bytes: every random choice comes from a seed derived from the id.
//
// Each job has its module beside this one: paintings.mjs (the works' stand-ins, painted by
// paint-*.mjs on textures.mjs), covers.mjs (tours and museums), maps.mjs, speech.mjs and
// verify.mjs; tools.mjs holds what they share.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { museums, tours, works } from '../../seed/content.mjs';
import { paintMuseumCover, paintTourCover } from './covers.mjs';
import { drawMap } from './maps.mjs';
import { paintWork } from './paintings.mjs';
import { speak } from './speech.mjs';
import { MEDIA, im, tmp, withScratchDir } from './tools.mjs';
import { verify } from './verify.mjs';

/** Reads the options and makes (or with --check only verifies) the media they ask for. */
export function main(args = process.argv.slice(2)) {
  if (args.includes('--check')) {
    process.exit(verify() ? 0 : 1);
  }
  const onlyIndex = args.indexOf('--only');
  const only = onlyIndex >= 0 ? args[onlyIndex + 1] : undefined;
  const onlyMaps = args.includes('--only-maps');
  const withAudio = !onlyMaps && !args.includes('--no-audio');
  const kinds = onlyMaps ? ['maps'] : ['museums', 'tours', 'works', 'maps'];

  withScratchDir(() => {
    if (!only) {
      // Start clean so renamed or deleted content leaves no orphans behind.
      for (const sub of [...kinds, ...(withAudio ? ['audio'] : [])]) {
        fs.rmSync(path.join(MEDIA, sub), { recursive: true, force: true });
      }
    }
    for (const sub of ['museums', 'tours', 'works', 'maps', 'audio']) {
      fs.mkdirSync(path.join(MEDIA, sub), { recursive: true });
    }
    const wanted = (id, parent) => !only || only === id || only === parent;

    const workPng = new Map();
    for (const work of works) {
      if (!wanted(work.id, work.expositionId)) continue;
      const map = drawMap(work, path.join(MEDIA, work.files.map));
      if (onlyMaps) {
        console.log(`work  ${work.id}: map ${(map.size / 1024).toFixed(0)} KB q${map.q}`);
        continue;
      }
      const img = paintWork(work, path.join(MEDIA, work.files.mainImg));
      workPng.set(work.id, tmp(`${work.id}.png`));
      let audio = '';
      if (withAudio) {
        const es = speak(work.narration.es, 'es', path.join(MEDIA, work.files['audio-es']));
        const en = speak(work.narration.en, 'en', path.join(MEDIA, work.files['audio-en']));
        audio = ` audio ${(es / 1024).toFixed(0)}+${(en / 1024).toFixed(0)} KB`;
      }
      console.log(
        `work  ${work.id}: image ${(img.size / 1024).toFixed(0)} KB q${img.q}, map ${(map.size / 1024).toFixed(0)} KB${audio}`,
      );
    }
    for (const tour of onlyMaps ? [] : tours) {
      if (!wanted(tour.id, tour.tematicId)) continue;
      const pngs = works
        .filter((w) => w.expositionId === tour.id)
        .sort((a, b) => a.order - b.order)
        .map((w) => {
          if (!workPng.has(w.id)) {
            // Tuning a single tour: reuse the committed WebP of its works.
            const png = tmp(`${w.id}.png`);
            im([path.join(MEDIA, w.files.mainImg), png]);
            workPng.set(w.id, png);
          }
          return workPng.get(w.id);
        });
      const res = paintTourCover(tour, path.join(MEDIA, tour.image), pngs);
      console.log(`tour  ${tour.id}: ${(res.size / 1024).toFixed(0)} KB q${res.q}`);
    }
    for (const museum of onlyMaps ? [] : museums) {
      if (!wanted(museum.id)) continue;
      const res = paintMuseumCover(museum, path.join(MEDIA, museum.image));
      console.log(`museum ${museum.id}: ${(res.size / 1024).toFixed(0)} KB q${res.q}`);
    }
  });
  if (!only && (withAudio || onlyMaps)) process.exit(verify() ? 0 : 1);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main();
