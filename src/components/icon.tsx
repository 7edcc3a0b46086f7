/**
 * The guide's glyphs: drawn, not font characters, so they look the same on every phone. A glyph
 * is an SVG path on a 24-unit square, kept beside the code that shows it, so a page's code
 * carries only its own (the header, on every first paint, shows one). Drawn in the text's
 * colour and hidden from screen readers.
 */
export function Icon({ glyph, size = 24 }: { glyph: string; size?: number }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
      className="icon"
    >
      <path d={glyph} fill="currentColor" />
    </svg>
  );
}
