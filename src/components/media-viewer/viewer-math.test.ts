import { describe, expect, it } from 'vitest';
import { clampView, fitSize, MAX_SCALE, zoomAt } from './viewer-math';

const phone = { width: 390, height: 480 };
const laptop = { width: 800, height: 640 };

describe('fitSize', () => {
  it('fits landscape, portrait and a thin map whole inside the stage, touching two sides', () => {
    for (const stage of [phone, laptop]) {
      for (const image of [
        { width: 960, height: 720 },
        { width: 740, height: 1000 },
        { width: 900, height: 200 },
      ]) {
        const fitted = fitSize(stage, image);
        if (!fitted) throw new Error('no fit');
        expect(fitted.width).toBeLessThanOrEqual(stage.width + 1e-9);
        expect(fitted.height).toBeLessThanOrEqual(stage.height + 1e-9);
        expect(fitted.width / fitted.height).toBeCloseTo(image.width / image.height);
        expect(
          Math.abs(fitted.width - stage.width) < 1e-9 ||
            Math.abs(fitted.height - stage.height) < 1e-9,
        ).toBe(true);
      }
    }
  });

  it('does not blow a small known image up past its cap', () => {
    expect(fitSize(laptop, { width: 200, height: 100 }, 400)).toEqual({ width: 400, height: 200 });
  });

  it('knows nothing before the stage or the image has a size', () => {
    expect(fitSize({ width: 0, height: 0 }, { width: 960, height: 720 })).toBeNull();
    expect(fitSize(phone, { width: 0, height: 0 })).toBeNull();
  });
});

describe('clampView and zoomAt', () => {
  const fitted = { width: 390, height: 292.5 };

  it('keeps the fitted image centred and the zoom between fit and the maximum', () => {
    expect(clampView({ scale: 0.5, x: 40, y: -40 }, fitted, phone)).toEqual({
      scale: 1,
      x: 0,
      y: 0,
    });
    expect(clampView({ scale: 99, x: 0, y: 0 }, fitted, phone).scale).toBe(MAX_SCALE);
  });

  it('never lets an edge of the zoomed image come inside the stage', () => {
    // At 2x the image is 780 x 585: 195 px spare each side, 52.5 px above and below.
    expect(clampView({ scale: 2, x: 1000, y: -1000 }, fitted, phone)).toEqual({
      scale: 2,
      x: 195,
      y: -52.5,
    });
  });

  it('keeps the point under the cursor or fingers still while zooming', () => {
    const at = { x: 100, y: -50 };
    const view = zoomAt({ scale: 1, x: 0, y: 0 }, 2.5, at);
    // The image point under `at` was 100 px right of the centre; at 2.5x it is 250 px right of
    // the image's centre, and the image moved so that it is still at `at`.
    expect(view).toEqual({ scale: 2.5, x: -150, y: 75 });
    expect(zoomAt(view, 1, at)).toEqual({ scale: 1, x: 0, y: 0 });
  });
});
