#!/usr/bin/env node
// Puts the demo narrations through the back-office's own pipeline (mono, −16 LUFS as heard,
// 48 kbit/s MP3 at 24 kHz: src/features/cpanel/audio/), so the demo stores what an
// admin's upload would. Pure JavaScript: decoding with mpg123 compiled to WebAssembly, encoding
// with lamejs; neither ffmpeg nor lame is needed. Prints each published tour's offline size per
// language before and after.
//
//   node scripts/demo-media/reencode-narrations.mjs            re-encode what is not yet so
//   node scripts/demo-media/reencode-narrations.mjs --dry-run  only measure
//
// A narration already in the pipeline's format and within 1 LU of the target is left as it is
// (encoding itself takes about 0.6 LU away from the synthetic voices): encoding an MP3 again
// only loses quality.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { MPEGDecoder } from 'mpg123-decoder';
import { runnerImport } from 'vite';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const MEDIA = path.join(ROOT, 'seed', 'media');
const AUDIO = path.join(ROOT, 'src', 'features', 'cpanel', 'audio');
const dryRun = process.argv.includes('--dry-run');

// The pipeline is TypeScript in src/; Vite's module runner loads it as the app's build would.
const load = async (name) =>
  (await runnerImport(path.join(AUDIO, name), { configFile: false, logLevel: 'silent' })).module;
const { processNarration } = await load('process-narration.ts');
const { heardLoudness } = await load('loudness.ts');
const { mp3Info } = await load('mp3.ts');
const settings = await load('narration-settings.ts');
const { tours, works } = await import(path.join(ROOT, 'seed', 'content.mjs'));

async function decode(bytes) {
  const decoder = new MPEGDecoder();
  await decoder.ready;
  try {
    const { channelData, sampleRate } = decoder.decode(bytes);
    return { channels: channelData, sampleRate };
  } finally {
    decoder.free();
  }
}

/** Whether `bytes` is already what the pipeline makes: no need to encode it again. */
function alreadyDone(bytes, loudness) {
  try {
    const info = mp3Info(bytes);
    return (
      info.channels === 1 &&
      info.kbps === settings.NARRATION_KBPS &&
      info.sampleRate === settings.NARRATION_SAMPLE_RATE &&
      Math.abs(loudness - settings.TARGET_LUFS) <= 1
    );
  } catch {
    return false; // A file with tags or another layout: not the pipeline's.
  }
}

const size = (file) => fs.statSync(path.join(MEDIA, file)).size;
/** A display image and its 640 px copy, as the seed uploads them. */
const withSmallCopy = (file) => {
  const small = file.replace(/-\d+\.webp$/, '-640.webp');
  return small !== file && fs.existsSync(path.join(MEDIA, small)) ? [file, small] : [file];
};

/** What a visitor downloads to save each published tour for offline, per language. */
function offlineSizes() {
  return tours
    .filter((tour) => tour.state === 'published')
    .map((tour) => {
      const its = works.filter((work) => work.expositionId === tour.id);
      const common = [
        ...withSmallCopy(tour.image),
        ...its.flatMap((work) => [
          ...withSmallCopy(work.files.mainImg),
          ...withSmallCopy(work.files.map),
        ]),
      ];
      const total = (language) =>
        [...common, ...its.map((work) => work.files[`audio-${language}`])].reduce(
          (sum, file) => sum + size(file),
          0,
        );
      return { id: tour.id, es: total('es'), en: total('en') };
    });
}

const mb = (bytes) => `${(bytes / 1e6).toFixed(2)} MB`;
const before = offlineSizes();
const files = works.flatMap((work) => [work.files['audio-es'], work.files['audio-en']]);
let bytesBefore = 0;
let bytesAfter = 0;
let seconds = 0;
const started = performance.now();
for (const file of files) {
  const full = path.join(MEDIA, file);
  const bytes = new Uint8Array(fs.readFileSync(full));
  const { channels, sampleRate } = await decode(bytes);
  // mpg123 hands a mono file back as two equal channels: the first is the recording.
  const [first] = channels;
  const loudness = heardLoudness(first, sampleRate);
  bytesBefore += bytes.length;
  if (alreadyDone(bytes, loudness)) {
    bytesAfter += bytes.length;
    console.log(
      `${file}: already ${settings.NARRATION_KBPS} kbit/s at ${loudness.toFixed(1)} LUFS`,
    );
    continue;
  }
  const result = processNarration([first], sampleRate);
  seconds += result.duration;
  bytesAfter += result.bytes.length;
  console.log(
    `${file}: ${(bytes.length / 1024).toFixed(0)} KB at ${loudness.toFixed(1)} LUFS → ` +
      `${(result.bytes.length / 1024).toFixed(0)} KB at ${settings.TARGET_LUFS} LUFS, ${result.duration} s`,
  );
  if (!dryRun) fs.writeFileSync(full, result.bytes);
}
const elapsed = (performance.now() - started) / 1000;
console.log(
  `\nnarrations: ${mb(bytesBefore)} → ${mb(bytesAfter)}${dryRun ? ' (dry run: nothing written)' : ''}; ` +
    `${seconds.toFixed(0)} s of audio in ${elapsed.toFixed(1)} s`,
);
const after = dryRun ? before : offlineSizes();
console.log('\noffline size of each published tour (es / en), before → after:');
for (const [index, tour] of before.entries()) {
  const now = after[index];
  console.log(`  ${tour.id}: ${mb(tour.es)} / ${mb(tour.en)} → ${mb(now.es)} / ${mb(now.en)}`);
}
