import type { Page } from 'playwright-core';
import { loadEnv } from 'vite';
import { describe, expect, it } from 'vitest';
import { COVER_DELAY_MS, COVER_SPEED_MS } from '@/components/use-cover-swiper';
import { emulatorAddress, PROJECT_ID } from '../support/emulators';
import { documentIds } from '../support/inspect';
import { APP_URL, useBrowser, newVisitor, screenshot } from './support/browser';

const browser = useBrowser();

// The founder's page the build under test was configured with (.env.emulators sets none).
const founderUrl = loadEnv('emulators', process.cwd(), 'VITE_').VITE_FOUNDER_URL?.trim() ?? '';

const TEXT = {
  es: {
    carousel: 'Imágenes de portada',
    pause: 'Pausar las imágenes',
    play: 'Reanudar las imágenes',
    first: '1 de 3',
    second: '2 de 3',
    cta: 'Ver los museos',
    faq: [
      '¿Cómo funciona un recorrido?',
      '¿Necesito crear una cuenta?',
      '¿Tiene algún costo?',
      '¿En qué idiomas está? ¿Todo tiene audio?',
      '¿Qué necesito llevar? ¿Funciona sin conexión?',
    ],
    name: 'Nombre',
    email: 'Email',
    message: 'Mensaje',
    send: 'Enviar mensaje',
    nameRequired: 'Escribí tu nombre.',
    sent: '¡Gracias! Recibimos tu mensaje y te vamos a responder por email.',
    founder: 'Más sobre la fundadora',
  },
  en: {
    carousel: 'Cover images',
    pause: 'Pause the images',
    play: 'Play the images',
    first: '1 of 3',
    second: '2 of 3',
    cta: 'See the museums',
    faq: [
      'How does a tour work?',
      'Do I need an account?',
      'Does it cost anything?',
      'Which languages? Is everything on audio?',
      'What should I bring? Does it work offline?',
    ],
    name: 'Name',
    email: 'Email',
    message: 'Message',
    send: 'Send message',
    nameRequired: 'Enter your name.',
    sent: 'Thank you! We got your message and will reply by email.',
    founder: 'More about the founder',
  },
} as const;

/** The slide the carousel shows (the others are hidden from assistive technology). */
function currentSlide(page: Page) {
  return page
    .locator('.cover__slide:not([aria-hidden])')
    .getAttribute('aria-label', { timeout: 5_000 });
}

/** A cover shown and its change to the next (6 s, then 2 s of fading), with a margin. */
const CHANGE_MS = COVER_DELAY_MS + COVER_SPEED_MS + 1_000;

/** Away from the hover and focus pauses: only the pause button can hold the covers then. */
async function leaveTheCovers(page: Page) {
  await page.evaluate(() => {
    if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
  });
  await page.mouse.move(5, 800);
}

/** Reads one stored message as its owner (rules bypassed). */
async function storedMessage(id: string): Promise<Record<string, unknown>> {
  const { host, port } = emulatorAddress('FIRESTORE_EMULATOR_HOST');
  const url = `http://${host}:${port}/v1/projects/${PROJECT_ID}/databases/(default)/documents/messages/${id}`;
  const response = await fetch(url, { headers: { Authorization: 'Bearer owner' } });
  if (!response.ok) throw new Error(`reading messages/${id} failed: ${response.status}`);
  const body = (await response.json()) as { fields: Record<string, Record<string, unknown>> };
  return Object.fromEntries(
    Object.entries(body.fields).map(([key, value]) => [key, Object.values(value)[0]]),
  );
}

describe('a visitor in Spanish on a phone', () => {
  const text = TEXT.es;

  it('sees the covers, pauses them, and the call to action leads to the museums', async () => {
    const { context, page, errors } = await newVisitor(browser(), 'phone');
    // The page's clock is the test's to move on (it runs on by itself meanwhile), so the time a
    // cover change takes passes at once.
    await page.clock.install();
    await page.goto(APP_URL);
    const carousel = page.getByRole('region', { name: text.carousel });
    await carousel.waitFor();
    await expect(carousel.getAttribute('aria-roledescription')).resolves.toBe('carrusel');
    // Swiper arrives after the first paint and takes over the same markup.
    await page.locator('.cover .swiper-initialized').waitFor({ state: 'attached' });
    await expect(currentSlide(page)).resolves.toBe(text.first);
    const firstImage = carousel.getByRole('img').first();
    await expect(firstImage.getAttribute('fetchpriority')).resolves.toBe('high');
    await expect(
      firstImage.evaluate((img: HTMLImageElement) => img.decode().then(() => img.naturalWidth)),
    ).resolves.toBeGreaterThan(0);

    await page.getByRole('button', { name: text.pause }).click();
    const play = page.getByRole('button', { name: text.play });
    await play.waitFor();
    await leaveTheCovers(page);
    const paused = await currentSlide(page);
    // Longer than a change takes, on the page's clock: the same cover is still shown.
    await page.clock.runFor(CHANGE_MS);
    await expect(currentSlide(page)).resolves.toBe(paused);
    await screenshot(page, 'home-carousel-paused-phone-es');
    // And the same time playing does change it: the pause is what held it.
    await play.click();
    await page.getByRole('button', { name: text.pause }).waitFor();
    await leaveTheCovers(page);
    await page.clock.runFor(CHANGE_MS);
    await expect.poll(() => currentSlide(page)).not.toBe(paused);

    await page.getByRole('link', { name: text.cta }).click();
    await page.waitForURL(`${APP_URL}/museos`);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('opens the five FAQ answers, and finds the founder link only when configured', async () => {
    const { context, page } = await newVisitor(browser(), 'phone');
    await page.goto(APP_URL);
    const faq = page.locator('#faq');
    await faq.waitFor();
    await faq.scrollIntoViewIfNeeded();
    const questions = faq.locator('summary');
    await expect(questions.allTextContents()).resolves.toEqual(text.faq);
    for (const question of text.faq) {
      const item = faq.locator('details', { hasText: question });
      await item.locator('summary').click();
      await expect(item.getAttribute('open')).resolves.toBe('');
      await expect(item.locator('p').isVisible()).resolves.toBe(true);
    }
    await screenshot(page, 'home-faq-open-phone-es');

    // Never pointed at a stand-in: without VITE_FOUNDER_URL (the local stack) there is no link.
    await page.locator('#about h2').waitFor();
    const founder = page.getByRole('link', { name: new RegExp(text.founder) });
    await expect(founder.count()).resolves.toBe(founderUrl ? 1 : 0);
    if (founderUrl) {
      await expect(founder.getAttribute('href')).resolves.toBe(founderUrl);
      await expect(founder.getAttribute('target')).resolves.toBe('_blank');
      await expect(founder.getAttribute('rel')).resolves.toBe('noopener noreferrer');
    }
    await context.close();
  });

  it('sends the contact form, and the message lands in Firestore', async () => {
    const { context, page, errors } = await newVisitor(browser(), 'phone');
    await page.goto(`${APP_URL}/#contact`);
    const before = await documentIds('messages');
    const contact = page.locator('#contact');
    await contact.scrollIntoViewIfNeeded();

    await contact.getByRole('button', { name: text.send }).click();
    // The validation code is fetched with the form (not with the page): wait for its verdict.
    await expect
      .poll(() => contact.getByLabel(text.name).getAttribute('aria-invalid'))
      .toBe('true');
    await contact.getByText(text.nameRequired).waitFor();

    const stamp = Date.now();
    await contact.getByLabel(text.name).fill(`Visitante ${stamp}`);
    await contact.getByLabel(text.email).fill(`visitante-${stamp}@museo.test`);
    await contact.getByLabel(text.message).fill('¿Los audios se pueden escuchar antes de ir?');
    await contact.getByRole('button', { name: text.send }).click();
    await contact.getByText(text.sent).waitFor();
    await expect(contact.getByRole('status').textContent()).resolves.toBe(text.sent);
    await expect(contact.getByLabel(text.name).inputValue()).resolves.toBe('');
    await screenshot(page, 'home-contact-sent-phone-es');

    const added = (await documentIds('messages')).filter((id) => !before.includes(id));
    expect(added).toHaveLength(1);
    const stored = await storedMessage(added[0] ?? '');
    expect(stored).toMatchObject({
      nombre: `Visitante ${stamp}`,
      email: `visitante-${stamp}@museo.test`,
      message: '¿Los audios se pueden escuchar antes de ir?',
      handled: false,
    });
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('a visitor in English on a desktop', () => {
  const text = TEXT.en;

  it('watches the covers rotate and pauses them', async () => {
    const { context, page, errors } = await newVisitor(browser(), 'desktop', 'en');
    await page.goto(APP_URL);
    const carousel = page.getByRole('region', { name: text.carousel });
    await carousel.waitFor();
    await page.locator('.cover .swiper-initialized').waitFor({ state: 'attached' });
    await expect(currentSlide(page)).resolves.toBe(text.first);
    // 6 s delay, 2 s transition: the second image is current within about 8 s.
    await page.waitForFunction(
      (label) =>
        document.querySelector('.cover__slide:not([aria-hidden])')?.getAttribute('aria-label') ===
        label,
      text.second,
      { timeout: 12_000 },
    );
    // Hidden slides leave the accessibility tree, so this one is found by its markup.
    await expect(carousel.locator('img').nth(1).getAttribute('loading')).resolves.toBe('lazy');

    await page.getByRole('button', { name: text.pause }).click();
    await page.getByRole('button', { name: text.play }).waitFor();
    await screenshot(page, 'home-carousel-desktop-en');
    await expect(page.getByRole('link', { name: text.cta }).getAttribute('href')).resolves.toBe(
      '/museos',
    );
    expect(errors).toEqual([]);
    await context.close();
  });

  it('opens the five FAQ answers', async () => {
    const { context, page } = await newVisitor(browser(), 'desktop', 'en');
    await page.goto(APP_URL);
    const faq = page.locator('#faq');
    await faq.waitFor();
    await expect(faq.locator('summary').allTextContents()).resolves.toEqual(text.faq);
    for (const question of text.faq) {
      const item = faq.locator('details', { hasText: question });
      await item.locator('summary').click();
      await expect(item.locator('p').isVisible()).resolves.toBe(true);
    }
    await screenshot(page, 'home-faq-open-desktop-en');
    await context.close();
  });

  it('sends the contact form, and the message lands in Firestore', async () => {
    const { context, page, errors } = await newVisitor(browser(), 'desktop', 'en');
    await page.goto(APP_URL);
    const before = await documentIds('messages');
    const contact = page.locator('#contact');
    const stamp = Date.now();
    await contact.getByLabel(text.name).fill(`Visitor ${stamp}`);
    await contact.getByLabel(text.email).fill(`visitor-${stamp}@museo.test`);
    await contact.getByLabel(text.message).fill('Are there tours of temporary exhibitions?');
    await contact.getByRole('button', { name: text.send }).click();
    await contact.getByText(text.sent).waitFor();
    await expect(contact.getByRole('status').textContent()).resolves.toBe(text.sent);
    await screenshot(page, 'home-contact-sent-desktop-en');

    const added = (await documentIds('messages')).filter((id) => !before.includes(id));
    expect(added).toHaveLength(1);
    await expect(storedMessage(added[0] ?? '')).resolves.toMatchObject({
      nombre: `Visitor ${stamp}`,
      email: `visitor-${stamp}@museo.test`,
      message: 'Are there tours of temporary exhibitions?',
    });
    expect(errors).toEqual([]);
    await context.close();
  });
});
