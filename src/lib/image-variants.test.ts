import { describe, expect, it } from 'vitest';
import {
  allVariantPaths,
  imageSources,
  namedWidth,
  storedWidths,
  variantPath,
} from './image-variants';

const base = 'http://127.0.0.1:9199/v0/b/demo-museo-guia.appspot.com/o/';
const ref = (path: string) => ({
  path,
  url: `${base}${encodeURIComponent(path)}?alt=media&token=abc`,
});

describe('image variants', () => {
  it('offers both widths for an image stored by the resizer', () => {
    const sources = imageSources(ref('w1/mainImg-1600.webp'));
    expect(sources.src).toBe(`${base}w1%2FmainImg-1600.webp?alt=media&token=abc`);
    expect(sources.srcSet).toBe(
      `${base}w1%2FmainImg-640.webp?alt=media 640w, ${base}w1%2FmainImg-1600.webp?alt=media&token=abc 1600w`,
    );
  });

  it('has no small copy when the image is no wider than 640', () => {
    expect(imageSources(ref('w1/map-480.webp')).srcSet).toBeUndefined();
    expect(allVariantPaths(ref('w1/map-480.webp'))).toEqual(['w1/map-480.webp']);
    expect(storedWidths(480)).toEqual([480]);
  });

  it('shows older files, which carry no width, as they are', () => {
    expect(imageSources(ref('w1/mainImg.jpg'))).toEqual({ src: ref('w1/mainImg.jpg').url });
    expect(namedWidth(ref('w1/mainImg.png'))).toBeNull();
  });

  it('lists every stored path, so replacing or deleting an image leaves no copy behind', () => {
    expect(allVariantPaths(ref('t9/mainImg-1200.webp'))).toEqual([
      't9/mainImg-1200.webp',
      't9/mainImg-640.webp',
    ]);
    expect(storedWidths(1200)).toEqual([1200, 640]);
  });

  it('finds the small copy of a JPEG, stored where the browser encodes no WebP (Safari)', () => {
    const jpeg = ref('w1/mainImg-1600.jpg');
    expect(namedWidth(jpeg)).toBe(1600);
    expect(allVariantPaths(jpeg)).toEqual(['w1/mainImg-1600.jpg', 'w1/mainImg-640.jpg']);
    expect(imageSources(jpeg).srcSet).toBe(
      `${base}w1%2FmainImg-640.jpg?alt=media 640w, ${base}w1%2FmainImg-1600.jpg?alt=media&token=abc 1600w`,
    );
    expect(variantPath('w1', 'map', 900, 'image/jpeg')).toBe('w1/map-900.jpg');
    expect(variantPath('w1', 'map', 900, 'image/webp')).toBe('w1/map-900.webp');
  });

  it('takes an older file with a width but another format for what it is', () => {
    expect(namedWidth(ref('w1/mainImg-1600.png'))).toBeNull();
    expect(allVariantPaths(ref('w1/mainImg-1600.png'))).toEqual(['w1/mainImg-1600.png']);
  });
});
