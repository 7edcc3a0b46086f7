import { PNG } from 'pngjs';
import type { Box } from './engine';

/** WCAG's relative luminance of an sRGB colour (0 black, 1 white). */
function luminance(r: number, g: number, b: number) {
  const channel = (value: number) => {
    const c = value / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

const ratio = (a: number, b: number) => (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);

/**
 * How a control looks as pixels on the screen, where an engine's own drawing of it shows
 * (computed styles say what the page asked for, not what the engine drew): its background's
 * luminance (the median of the box, borders left out), its text's (the pixels furthest from the
 * background: the core of the glyphs), and the contrast ratio between the two, as WCAG counts it.
 */
export function drawnContrast(png: Buffer, box: Box, viewportWidth: number) {
  const image = PNG.sync.read(png);
  const scale = image.width / viewportWidth;
  const inset = 3;
  const left = Math.round((box.x + inset) * scale);
  const top = Math.round((box.y + inset) * scale);
  const right = Math.round((box.x + box.width - inset) * scale);
  const bottom = Math.round((box.y + box.height - inset) * scale);
  const values: number[] = [];
  for (let y = Math.max(0, top); y < Math.min(image.height, bottom); y++) {
    for (let x = Math.max(0, left); x < Math.min(image.width, right); x++) {
      const at = (y * image.width + x) * 4;
      values.push(luminance(image.data[at] ?? 0, image.data[at + 1] ?? 0, image.data[at + 2] ?? 0));
    }
  }
  if (values.length === 0) throw new Error('the box lies outside the screenshot');
  values.sort((a, b) => a - b);
  const background = values[Math.floor(values.length / 2)] ?? 0;
  // The 1% of pixels furthest from the background, on whichever side the text is.
  const darkest = values[Math.floor(values.length * 0.01)] ?? 0;
  const lightest = values[Math.ceil(values.length * 0.99) - 1] ?? 0;
  const text =
    Math.abs(lightest - background) > Math.abs(darkest - background) ? lightest : darkest;
  return { background, text, contrast: ratio(background, text) };
}
