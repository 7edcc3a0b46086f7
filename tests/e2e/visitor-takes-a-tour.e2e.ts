import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { tourMuseumName } from '../../scripts/lib/seed.mjs';
import { museums, tours, users, works } from '../../seed/content.mjs';
import {
  createAccount,
  deleteDocument,
  StoredTime,
  writeDocument,
  NEW_COMMENT_FLAGS,
} from '../support/inspect';
import {
  APP_URL,
  useBrowser,
  newVisitor,
  playing,
  screenshot,
  tourComplete,
  type ViewportName,
  EVERY_SCREEN_AND_LANGUAGE,
} from './support/browser';
import { signInTo } from './support/seed-content';

const browser = useBrowser();

const tour = tours.find((t) => t.state === 'published' && t.highlight);
const draft = tours.find((t) => t.state === 'draft');
const visitors = users.filter((u) => !u.isAdmin);
const visitor = visitors[0];
if (!tour || !draft || !visitor)
  throw new Error('the seed needs a published tour, a draft and a visitor');
// Narrowed once, for the helpers below.
const home = tour;

/** A published tour of the seeded tour's museum, written straight to Firestore for one test. */
function writePublishedTour(
  id: string,
  [nameEs, nameEn]: [string, string],
  [textEs, textEn]: [string, string],
) {
  return writeDocument(`exposition/${id}`, {
    tematicId: home.tematicId,
    name: { es: nameEs, en: nameEn },
    description: { es: textEs, en: textEn },
    resume: { es: '', en: '' },
    address: home.address,
    museum: { ...tourMuseumName(home, museums) },
    highlight: false,
    likeCount: 0,
    state: 'published',
    image: null,
  });
}

const tourWorks = works.filter((w) => w.expositionId === tour.id).sort((a, b) => a.order - b.order);
const first = tourWorks[0];
if (!first) throw new Error('the seeded tour has no works');

/** Plays the first work's narration from its card and returns the file it loaded once it can play. */
async function playFirstAudio(page: Page): Promise<string> {
  await page
    .locator('.work')
    .first()
    .getByRole('button', { name: /^(Escuchar|Listen) · \d+:\d\d/ })
    .click();
  await page.waitForFunction(
    () => (document.querySelector('audio')?.readyState ?? 0) >= 2,
    undefined,
    { timeout: 15_000 },
  );
  return page
    .locator('audio')
    .evaluate((element: HTMLAudioElement) => decodeURIComponent(element.currentSrc));
}

describe.each(EVERY_SCREEN_AND_LANGUAGE)(
  'a visitor on %s in %s takes a tour',
  (viewport, language) => {
    const other = language === 'es' ? 'en' : 'es';
    const L = {
      es: {
        photo: 'Ver foto',
        map: 'Ver ubicación',
        close: 'Cerrar',
        work: 'Obra',
        switchTo: 'Cambiar a English',
      },
      en: {
        photo: 'View photo',
        map: 'View location',
        close: 'Close',
        work: 'Work',
        switchTo: 'Switch to Español',
      },
    }[language];

    it('reads the works in order, listens, opens the photo and the map, and switches language', async () => {
      const { context, page, errors } = await newVisitor(browser(), viewport, language);
      await page.goto(`${APP_URL}/muestra/${tour.id}`);
      await page.getByRole('heading', { level: 1, name: tour.name[language] }).waitFor();
      await expect(page.getByText(tour.address).first().isVisible()).resolves.toBe(true);

      await tourComplete(page);
      const headings = await page.locator('.work__title').allTextContents();
      expect(headings.map((h) => h.replace(/^(Obra|Work) \d+:\s*/, ''))).toEqual(
        tourWorks.map((w) => w.name[language]),
      );
      await expect(page.getByText(tour.resume[language]).isVisible()).resolves.toBe(true);

      // The audio element really loads the seeded narration of the current language.
      const src = await playFirstAudio(page);
      expect(src).toContain(`${first.id}/audio-${language}.mp3`);

      // The photo opens full screen, named by its work, and closes with Escape; focus comes back.
      // (Zoom, pan and moving between works: tests/engines/visitor-looks-closely-at-a-work.)
      const photoButton = page.getByRole('button', { name: L.photo }).first();
      await photoButton.click();
      const photo = page.getByRole('dialog', { name: `${L.work} 1: ${first.name[language]}` });
      await photo.waitFor();
      await page.keyboard.press('Escape');
      await photo.waitFor({ state: 'hidden' });
      await expect(photoButton.evaluate((b) => b === document.activeElement)).resolves.toBe(true);

      // The map opens the same way and closes with its close button.
      await page.getByRole('button', { name: L.map }).first().click();
      const map = page.locator('dialog[open]');
      await map.waitFor();
      await map.getByRole('button', { name: L.close }).click();
      await map.waitFor({ state: 'detached' });

      // Nothing sticks out sideways on a phone.
      await expect(
        page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
      ).resolves.toBe(true);
      await screenshot(page, `tour-${viewport}-${language}`);

      // Switching language switches texts and the audio track; the page and the scroll stay.
      await page.locator('.work').nth(1).scrollIntoViewIfNeeded();
      const scrolled = await page.evaluate(() => window.scrollY);
      expect(scrolled).toBeGreaterThan(200);
      await page.getByRole('banner').getByRole('button', { name: L.switchTo }).click();
      await page.getByRole('heading', { level: 1, name: tour.name[other] }).waitFor();
      expect(page.url()).toBe(`${APP_URL}/muestra/${tour.id}`);
      expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolled * 0.8);
      // The player goes on with the same work, in the other language.
      await playing(page, `${first.id}/audio-${other}.mp3`);
      expect(errors).toEqual([]);
      await context.close();
    });
  },
);

describe('comments and likes', () => {
  it('a signed-out visitor may type a comment but not send it, and is asked to sign in', async () => {
    const { context, page } = await newVisitor(browser(), 'phone', 'en');
    await page.goto(`${APP_URL}/muestra/${tour.id}`);
    await page.getByText('To comment, sign in to your account.').waitFor();
    await page.getByLabel('Your comment').fill('Typed before signing in');
    // No "Comment" that cannot be pressed: signing in is the one way on.
    await expect(page.getByRole('button', { name: 'Comment', exact: true }).count()).resolves.toBe(
      0,
    );
    await expect(
      page.getByRole('link', { name: 'Sign in to comment' }).getAttribute('href'),
    ).resolves.toBe(`/log-in?next=${encodeURIComponent(`/muestra/${tour.id}#comments`)}`);
    await expect(
      page.getByRole('link', { name: 'Sign in to like' }).getAttribute('href'),
    ).resolves.toBe(`/log-in?next=${encodeURIComponent(`/muestra/${tour.id}#like`)}`);
    await page.getByRole('link', { name: 'Sign in to comment' }).scrollIntoViewIfNeeded();
    await screenshot(page, 'comment-signed-out-phone-en', { fullPage: false });

    // Signing in to like does not ask whether to leave the text: it waits here in this tab.
    await page.getByRole('link', { name: 'Sign in to like' }).click();
    await page.waitForURL((url) => url.pathname === '/log-in');
    await expect(page.getByRole('dialog').count()).resolves.toBe(0);
    await page.goBack();
    await expect(page.getByLabel('Your comment').inputValue()).resolves.toBe(
      'Typed before signing in',
    );
    await context.close();
  });

  it('a signed-out visitor types, signs in through the link, comes back to the text and sends it', async () => {
    // A new account: the seeded ones are rate-limited by the other comment tests.
    const account = {
      email: `draft-${String(Date.now())}@museo.test`,
      password: 'borrador-2022',
      name: 'Sofía',
      surname: 'Borrador',
    };
    await createAccount(account.email, account.password, { ...account, isAdmin: false });
    const { context, page, errors } = await newVisitor(browser(), 'phone');
    await page.goto(`${APP_URL}/muestra/${tour.id}`);
    await tourComplete(page);
    const text = `Escrito antes de ingresar ${String(Date.now())}`;
    const field = page.getByLabel('Tu comentario');
    await field.fill(text);
    await page.getByText('Lo que escribas te espera acá cuando vuelvas.').waitFor();
    await screenshot(page, 'comment-signed-out-phone-es', { fullPage: false });

    await page.getByRole('link', { name: 'Ingresá para comentar' }).click();
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Contraseña').fill(account.password);
    await page.getByRole('button', { name: 'Ingresar' }).click();
    await page.waitForURL(
      (url) => url.pathname === `/muestra/${tour.id}` && url.hash === '#comments',
    );

    // Back at the comments, the text waiting in the field, the field focused and in view.
    await page.waitForFunction(
      (expected) =>
        document.activeElement instanceof HTMLTextAreaElement &&
        document.activeElement.value === expected,
      text,
    );
    await expect(field.inputValue()).resolves.toBe(text);
    await expect(field.isVisible()).resolves.toBe(true);
    const box = await field.boundingBox();
    expect(box && box.y >= 0 && box.y + box.height <= 844).toBe(true);
    await screenshot(page, 'comment-came-back-phone-es', { fullPage: false });

    await page.getByRole('button', { name: 'Comentar', exact: true }).click();
    const mine = page.locator('.comment').filter({ hasText: text });
    await mine.waitFor();
    await expect(field.inputValue()).resolves.toBe('');
    // Sent: the draft is gone, a reload shows an empty field.
    await page.reload();
    await tourComplete(page);
    await expect(page.getByLabel('Tu comentario').inputValue()).resolves.toBe('');
    page.once('dialog', (dialog) => void dialog.accept());
    await mine.getByRole('button', { name: 'Eliminar mi comentario' }).click();
    await mine.waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
    await context.close();
  });

  it.each<ViewportName>(['phone', 'desktop'])(
    'a signed-in visitor on %s likes, unlikes, comments and deletes the comment',
    async (viewport) => {
      // One account per viewport: comments are limited to one per user every 30 s.
      const account = visitors[viewport === 'phone' ? 0 : 1];
      if (!account) throw new Error('the seed needs two visitor accounts');
      const { context, page } = await newVisitor(browser(), viewport);
      await signInTo(page, `/muestra/${tour.id}`, { account });

      // Its name says the state: "Te gusta" when liked, "Me gusta" when not. It is disabled
      // while the visitor's own like is read, and while a write is in flight.
      const like = page.getByRole('button', { name: /^(Me gusta|Te gusta)$/ });
      await like.waitFor();
      const settled = () =>
        page.waitForFunction(
          () => !document.querySelector<HTMLButtonElement>('.likes button')?.disabled,
        );
      await settled();
      const wasLiked = (await like.getAttribute('aria-pressed')) === 'true';
      await expect(like.textContent()).resolves.toContain(wasLiked ? 'Te gusta' : 'Me gusta');
      // "1.284 me gusta" past ten thousand: the digits without the thousands mark.
      const count = async () =>
        Number((await page.locator('.likes__count').textContent())?.replace(/\D/g, ''));
      const pressedIs = (expected: boolean) =>
        page.waitForFunction(
          (value) =>
            document.querySelector('.likes button')?.getAttribute('aria-pressed') === value,
          String(expected),
        );
      const before = await count();
      await like.click();
      await pressedIs(!wasLiked);
      await settled();
      expect(await count()).toBe(before + (wasLiked ? -1 : 1));
      await expect(like.textContent()).resolves.toContain(wasLiked ? 'Me gusta' : 'Te gusta');

      // The like is the visitor's own and lasts: a reload shows it, and the count with it.
      await page.reload();
      await like.waitFor();
      await settled();
      await pressedIs(!wasLiked);
      expect(await count()).toBe(before + (wasLiked ? -1 : 1));

      await like.click();
      await pressedIs(wasLiked);
      await settled();
      expect(await count()).toBe(before);
      await expect(like.textContent()).resolves.toContain(wasLiked ? 'Te gusta' : 'Me gusta');
      await like.scrollIntoViewIfNeeded();
      await screenshot(page, `likes-${viewport}-es`, { fullPage: false });

      const text = `<b>Qué recorrido</b> ${Date.now()}`;
      await page.getByLabel('Tu comentario').fill(text);
      await page.getByRole('button', { name: 'Comentar', exact: true }).click();
      const mine = page.locator('.comment').filter({ hasText: text });
      await mine.waitFor();
      // Rendered as text, never as HTML.
      await expect(mine.locator('b').count()).resolves.toBe(0);
      await expect(page.getByLabel('Tu comentario').inputValue()).resolves.toBe('');
      page.once('dialog', (dialog) => void dialog.accept());
      await mine.getByRole('button', { name: 'Eliminar mi comentario' }).click();
      await mine.waitFor({ state: 'detached' });
      // Only the owner sees a delete button: none on other people's comments.
      const others = page.locator('.comment').filter({
        hasNotText: `${account.name} ${account.surname}`,
      });
      expect(await others.count()).toBeGreaterThan(0);
      await expect(others.locator('.comment__delete').count()).resolves.toBe(0);

      // A second comment right away meets the rate limit; what was typed stays.
      await page.getByLabel('Tu comentario').fill('Otro comentario');
      await page.getByRole('button', { name: 'Comentar', exact: true }).click();
      await page.getByText('Esperá unos segundos antes de volver a comentar').waitFor();
      await expect(page.getByLabel('Tu comentario').inputValue()).resolves.toBe('Otro comentario');
      await context.close();
    },
  );

  it('a tour without works shows its empty state', async () => {
    const id = 'e2e-empty-tour';
    await writePublishedTour(
      id,
      ['Recorrido vacío', 'Empty tour'],
      ['Sin obras todavía.', 'No works yet.'],
    );
    try {
      const { context, page } = await newVisitor(browser(), 'phone');
      await page.goto(`${APP_URL}/muestra/${id}`);
      await page.getByText('No hay obras en esta exposición aún').waitFor();
      await screenshot(page, 'tour-empty-phone-es');
      await context.close();
    } finally {
      await deleteDocument(`exposition/${id}`);
    }
  });

  it('a tour with 25 comments shows the newest 20, then the other 5 with "Show more"', async () => {
    const id = 'e2e-comment-pages';
    await writePublishedTour(
      id,
      ['Recorrido conversado', 'A talked-about tour'],
      ['Muchos comentarios.', 'Many comments.'],
    );
    const ids = Array.from({ length: 25 }, (_, index) => `e2e-page-${String(index + 1)}`);
    for (const [index, commentId] of ids.entries()) {
      await writeDocument(`comments/${commentId}`, {
        expositionId: id,
        userId: visitor.uid,
        author: { name: visitor.name, surname: visitor.surname },
        comment: `Comentario ${String(index + 1)}`,
        likes: [],
        ...NEW_COMMENT_FLAGS,
        // Comentario 1 is the newest.
        createdAt: new StoredTime(new Date(Date.UTC(2026, 9, 31) - index * 60_000).toISOString()),
      });
    }
    try {
      const { context, page, errors } = await newVisitor(browser(), 'phone', 'en');
      await page.goto(`${APP_URL}/muestra/${id}`);
      // The section's heading shows while the comments are still coming; the button, with them.
      const more = page.getByRole('button', { name: 'Show more comments' });
      await more.waitFor();
      await page.getByRole('heading', { name: 'Comments', exact: true }).waitFor();
      const shown = () => page.locator('.comment__text').allTextContents();
      expect(await shown()).toEqual(ids.slice(0, 20).map((_, i) => `Comentario ${String(i + 1)}`));
      await more.scrollIntoViewIfNeeded();
      await screenshot(page, 'comments-show-more-phone-en', { fullPage: false });
      await more.click();
      await page.getByText('Comentario 25', { exact: true }).waitFor();
      expect(await shown()).toEqual(ids.map((_, i) => `Comentario ${String(i + 1)}`));
      await page.getByRole('heading', { name: '25 comments' }).waitFor();
      await expect(more.count()).resolves.toBe(0);
      // Focus went to the first comment just shown.
      await expect(
        page.evaluate(() => document.activeElement?.querySelector('.comment__text')?.textContent),
      ).resolves.toBe('Comentario 21');
      expect(errors).toEqual([]);
      await context.close();
    } finally {
      for (const commentId of ids) await deleteDocument(`comments/${commentId}`);
      await deleteDocument(`exposition/${id}`);
    }
  });

  it('a draft is not reachable by a visitor', async () => {
    const { context, page } = await newVisitor(browser(), 'phone');
    await page.goto(`${APP_URL}/muestra/${draft.id}`);
    await page.getByRole('heading', { name: 'No encontramos este recorrido' }).waitFor();
    await expect(page.getByText(draft.name.es).count()).resolves.toBe(0);
    await context.close();
  });
});
