/**
 * What every stored narration is, whatever the admin uploads (docs/adr/0011-narrations-re-encoded-in-the-browser.md):
 * mono MP3 at one bitrate and one loudness. Shared by the back-office and by the script that
 * re-encodes the demo narrations, so both store the same thing.
 */

/** MP3 plays in every browser a visitor may have (Safari, Firefox, Chromium). */
export const NARRATION_TYPE = 'audio/mpeg';

/** Speech in mono stays clear at this rate: 360 KB a minute, 7.2 MB for the 20 minutes allowed. */
export const NARRATION_KBPS = 48;

/**
 * The rate the browser decodes to before encoding: the MPEG-2 rate LAME itself picks for
 * 48 kbit/s, so the encoder does not resample again; speech loses nothing below its 12 kHz.
 */
export const NARRATION_SAMPLE_RATE = 24_000;

/**
 * Integrated loudness (ITU-R BS.1770) as a visitor hears the narration: a mono file is played
 * on both ears, which sounds 3 dB louder than the file measured alone. −16 LUFS is what
 * podcasts aim at (AES TD1004), so a narration sounds as loud as a podcast on the same phone;
 * measured alone, the mono file is at −19 LUFS.
 */
export const TARGET_LUFS = -16;

/** Sample peaks stay below this after the gain (dBFS): MP3 encoding overshoots a little. */
export const PEAK_CEILING_DB = -1.5;

/** The longest narration accepted, in seconds. */
export const MAX_NARRATION_SECONDS = 20 * 60;
