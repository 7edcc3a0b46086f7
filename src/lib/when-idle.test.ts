import { afterEach, describe, expect, it } from 'vitest';
import { afterFirstScreen } from './when-idle';

/** Whether `promise` has settled within `ms`. */
const settlesWithin = (promise: Promise<unknown>, ms: number) =>
  Promise.race([
    promise.then(() => true),
    new Promise<boolean>((resolve) => setTimeout(() => resolve(false), ms)),
  ]);

afterEach(() => {
  document.body.innerHTML = '';
});

describe('after the first screen', () => {
  it('waits while the page shows a loading state, then for an idle moment', async () => {
    document.body.innerHTML =
      '<main><div class="status status--loading" role="status">Cargando…</div></main>';
    const done = afterFirstScreen();
    expect(await settlesWithin(done, 700)).toBe(false);
    document.body.innerHTML = '<main><h1>Museos</h1></main>';
    expect(await settlesWithin(done, 1500)).toBe(true);
  });

  it('waits for the app to render its page at all', async () => {
    const done = afterFirstScreen();
    expect(await settlesWithin(done, 700)).toBe(false);
    document.body.innerHTML = '<main><h1>Recorrido</h1></main>';
    expect(await settlesWithin(done, 1500)).toBe(true);
  });

  it('waits for the first screen’s images, not the lazy ones below it', async () => {
    document.body.innerHTML =
      '<main><img alt="" src="/a.webp"><img alt="" loading="lazy" src="/b.webp"></main>';
    const [eager, lazy] = document.querySelectorAll('img');
    let eagerDone = false;
    Object.defineProperty(eager, 'complete', { get: () => eagerDone });
    Object.defineProperty(lazy, 'complete', { get: () => false });
    const done = afterFirstScreen();
    expect(await settlesWithin(done, 700)).toBe(false);
    eagerDone = true;
    expect(await settlesWithin(done, 1500)).toBe(true);
  });

  it('waits while a list is still being filled in', async () => {
    document.body.innerHTML = '<main><ol class="works" aria-busy="true"><li>1</li></ol></main>';
    const done = afterFirstScreen();
    expect(await settlesWithin(done, 700)).toBe(false);
    document.querySelector('ol')?.removeAttribute('aria-busy');
    expect(await settlesWithin(done, 1500)).toBe(true);
  });
});
