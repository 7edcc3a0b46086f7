// The narrations, spoken by espeak-ng and encoded by ffmpeg, the same bytes from the same tools.
import fs from 'node:fs';
import { run, tmp } from './tools.mjs';

const VOICES = { es: 'es-419', en: 'en-us' };
const WPM = 150;
const MP3_BITRATE = '32k';

// Speech-only rewrites: the written narration stays as it is (it doubles as the transcript).
const SAY = {
  es: [[/\bGauguin\b/g, 'Gogán']],
  en: [
    [/\bXul Solar\b/g, 'Shool Solar'],
    // Years as people say them: "eighteen ninety-four", "nineteen oh three".
    [/\b(1[89])(\d)(\d)\b/g, (_, c, d, u) => (d === '0' ? `${c} oh ${u}` : `${c} ${d}${u}`)],
  ],
};

function speechText(text, lang) {
  return SAY[lang].reduce((acc, [pattern, replacement]) => acc.replace(pattern, replacement), text);
}

export function speak(text, lang, out) {
  const wav = tmp(`speech-${lang}.wav`);
  const txt = tmp(`speech-${lang}.txt`);
  fs.writeFileSync(txt, speechText(text, lang), 'utf8');
  run('espeak-ng', ['-v', VOICES[lang], '-s', String(WPM), '-f', txt, '-w', wav]);
  run('ffmpeg', [
    '-hide_banner',
    '-loglevel',
    'error',
    '-y',
    '-i',
    wav,
    '-af',
    'afade=t=in:st=0:d=0.3,apad=pad_dur=0.4',
    '-ac',
    '1',
    '-ar',
    '22050',
    '-c:a',
    'libmp3lame',
    '-b:a',
    MP3_BITRATE,
    '-map_metadata',
    '-1',
    '-id3v2_version',
    '0',
    '-fflags',
    '+bitexact',
    '-flags:a',
    '+bitexact',
    out,
  ]);
  return fs.statSync(out).size;
}
