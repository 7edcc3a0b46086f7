/**
 * The bad-input corpus (what a careless or hostile client might send), shared by the rules tests (sent straight to the
 * database, bypassing the UI) and the UI tests (typed into the forms).
 */

/** Values no text field may hold: nothing visible in them. */
export const BLANK_TEXTS = {
  empty: '',
  spaces: '   ',
  'tabs and newlines': '\t\n \r\n',
  'no-break spaces': '\u00a0\u00a0',
  'zero-width characters': '\u200b\u200c\u200d\ufeff',
  'ideographic space': '\u3000',
} as const;

/** Values of the wrong type for a text field. */
export const WRONG_TYPES = {
  number: 42,
  boolean: true,
  null: null,
  list: ['a'],
  map: { es: 'a', en: 'b' },
} as const;

/** Legitimate text that looks dangerous or unusual: stored as it is, always shown as text. */
export const TRICKY_TEXTS = {
  'HTML and script': '<img src=x onerror="alert(1)"><b>negrita</b><script>alert("xss")</script>',
  'emoji and right-to-left text': 'Arte 🎨🖼️👩🏽‍🎨 مرحبا بالمتحف Museo 2024',
} as const;

/** Link values that must never become a link or a source. */
export const HOSTILE_URLS = {
  javascript: 'javascript:alert(1)',
  'javascript, mixed case': 'JaVaScRiPt:alert(1)',
  data: 'data:text/html,<script>alert(1)</script>',
  'data image': 'data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=',
  vbscript: 'vbscript:msgbox(1)',
  'protocol-relative': '//evil.example/x.webp',
} as const;

/** A string one character longer than the field allows. */
export const overLong = (max: number) => 'a'.repeat(max + 1);
