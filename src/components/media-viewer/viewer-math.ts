/**
 * The geometry of the viewer, free of React and the DOM. A view is a zoom relative to the
 * fitted image (scale 1 = the whole image fits the stage) and an offset of the image's centre
 * from the stage's centre, in CSS pixels. Points are measured from the stage's centre too.
 */
export interface View {
  scale: number;
  x: number;
  y: number;
}

export interface Size {
  width: number;
  height: number;
}

export interface Point {
  x: number;
  y: number;
}

export const FIT: View = { scale: 1, x: 0, y: 0 };
export const MAX_SCALE = 5;
/** One press of a zoom button or key. */
export const ZOOM_STEP = 1.5;
/** Where a double tap on the fitted image goes. */
export const DOUBLE_TAP_SCALE = 2.5;
/** A known-size image is not blown up past this many times its own pixels to fill the screen. */
export const MAX_UPSCALE = 2;

// `+ 0` turns -0 into 0, so a centred view compares equal to FIT.
const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value)) + 0;

/**
 * The largest box of the image's shape inside the stage (object-fit: contain). `maxWidth` caps
 * it for a small image whose real size is known, so it is not stretched into a blur.
 */
export function fitSize(stage: Size, image: Size, maxWidth = Infinity): Size | null {
  if (stage.width <= 0 || stage.height <= 0 || image.width <= 0 || image.height <= 0) return null;
  const width = Math.min(stage.width, (stage.height * image.width) / image.height, maxWidth);
  return { width, height: (width * image.height) / image.width };
}

/** The view within bounds: zoom between fitted and MAX_SCALE, and no edge pulled inside the stage. */
export function clampView(view: View, fitted: Size | null, stage: Size): View {
  const scale = clamp(view.scale, 1, MAX_SCALE);
  if (!fitted) return { scale, x: 0, y: 0 };
  const maxX = Math.max(0, (fitted.width * scale - stage.width) / 2);
  const maxY = Math.max(0, (fitted.height * scale - stage.height) / 2);
  return { scale, x: clamp(view.x, -maxX, maxX), y: clamp(view.y, -maxY, maxY) };
}

/**
 * Zooms to `scale` (kept between fitted and MAX_SCALE) keeping the image point under `at`
 * where it is. The offset may still need clampView.
 */
export function zoomAt(view: View, scale: number, at: Point = { x: 0, y: 0 }): View {
  const next = clamp(scale, 1, MAX_SCALE);
  const ratio = next / view.scale;
  return {
    scale: next,
    x: at.x - (at.x - view.x) * ratio + 0,
    y: at.y - (at.y - view.y) * ratio + 0,
  };
}

/** Whether the view shows more than the fitted image (rounding aside). */
export const isZoomed = (view: View) => view.scale > 1.001;
