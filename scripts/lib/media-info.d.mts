// Types for scripts/lib/media-info.mjs (used by its unit test).
export interface Mp3Frame {
  version: 1 | 2 | 2.5;
  sampleRate: number;
  samples: number;
  length: number;
  tagOffset: number;
}
export interface Mp3Duration {
  frames: number;
  sampleRate: number;
  samplesPerFrame: number;
  /** Samples of silence the encoder added before and after the audio (its LAME tag). */
  encoderDelay: number;
  padding: number;
  /** All the frames hold, as ffprobe 5.1 reports it. */
  frameSeconds: number;
  /** Without the encoder's delay and padding, as Chromium reports it. */
  seconds: number;
}
export function mp3FrameAt(bytes: Uint8Array, offset: number): Mp3Frame | null;
export function mp3Duration(bytes: Uint8Array): Mp3Duration;
export function webpSize(bytes: Uint8Array): { width: number; height: number };
