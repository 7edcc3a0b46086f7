import { render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ResponsiveImage } from '@/components/responsive-image';
import { preconnect, preloadImage } from './resource-hints';

const BASE = 'http://127.0.0.1:9199/v0/b/demo-museo-guia.appspot.com/o/';
const named = {
  path: 'mnba/mainImg-1200.webp',
  url: `${BASE}mnba%2FmainImg-1200.webp?alt=media&token=t`,
};
const legacy = { path: 'mnba/mainImg.jpg', url: `${BASE}mnba%2FmainImg.jpg?alt=media&token=t` };
/** How a page shows its main picture, full width. */
const MAIN_PICTURE = {
  alt: '',
  width: 1200,
  height: 800,
  sizes: '100vw',
  loading: 'main',
} as const;

const links = () => [...document.head.querySelectorAll('link')];

afterEach(() => {
  for (const link of links()) link.remove();
});

describe('resource hints', () => {
  it('preloads the very file the page’s <img> will choose: same candidates, same sizes', () => {
    preloadImage(named, '100vw');
    const { container } = render(<ResponsiveImage image={named} {...MAIN_PICTURE} />);
    const img = container.querySelector('img');
    const [link] = links();
    expect(link?.rel).toBe('preload');
    expect(link?.getAttribute('as')).toBe('image');
    expect(link?.getAttribute('imagesrcset')).toBe(img?.getAttribute('srcset'));
    expect(link?.getAttribute('imagesizes')).toBe(img?.getAttribute('sizes'));
    expect(link?.getAttribute('fetchpriority')).toBe('high');
  });

  it('preloads an older image without variants by its address', () => {
    preloadImage(legacy, '100vw');
    expect(links().map((link) => link.getAttribute('href'))).toEqual([legacy.url]);
  });

  it('adds each hint once, however often it is asked for', () => {
    preloadImage(named, '100vw');
    preloadImage(named, '100vw');
    preconnect('http://127.0.0.1:8080', { cors: true });
    preconnect('http://127.0.0.1:8080', { cors: true });
    expect(links()).toHaveLength(2);
  });

  it('opens a CORS connection for the data API and a plain one for images', () => {
    preconnect('http://127.0.0.1:8080', { cors: true });
    preconnect('http://127.0.0.1:9199', { cors: false });
    const [api, images] = links();
    expect(api?.getAttribute('href')).toBe('http://127.0.0.1:8080');
    expect(api?.hasAttribute('crossorigin')).toBe(true);
    expect(images?.getAttribute('href')).toBe('http://127.0.0.1:9199');
    expect(images?.hasAttribute('crossorigin')).toBe(false);
  });
});
