import { describe, expect, it } from 'vitest';
import { violations } from './support/axe';
import {
  APP_URL,
  EVERY_SCREEN_AND_LANGUAGE,
  newVisitor,
  screenshot,
  useBrowser,
} from './support/browser';

const browser = useBrowser();

const TEXTS = {
  es: { title: 'Esta página no existe', home: 'Ir al inicio', museums: 'Ver los museos' },
  en: { title: 'This page does not exist', home: 'Go home', museums: 'See the museums' },
} as const;

describe.each(EVERY_SCREEN_AND_LANGUAGE)(
  'a visitor on %s in %s follows a dead link',
  (viewport, language) => {
    it('is told the page does not exist, at the address typed, and finds the way home', async () => {
      const { context, page, errors } = await newVisitor(browser(), viewport, language);
      const texts = TEXTS[language];
      await page.goto(`${APP_URL}/muesta/malba-vanguardias`);
      const heading = page.getByRole('heading', { level: 1, name: texts.title });
      await heading.waitFor();
      // The address stays the one followed: nothing redirects it somewhere else.
      expect(new URL(page.url()).pathname).toBe('/muesta/malba-vanguardias');
      await expect(page.getByText('/muesta/malba-vanguardias').isVisible()).resolves.toBe(true);
      await expect(page.title()).resolves.toContain(texts.title);
      await expect(violations(page)).resolves.toEqual([]);
      await screenshot(page, `unknown-address-${viewport}-${language}`);

      await page.getByRole('link', { name: texts.museums }).click();
      await page.waitForURL(`${APP_URL}/museos`);
      await page.goBack();
      await heading.waitFor();
      await page.getByRole('link', { name: texts.home }).click();
      await page.waitForURL(`${APP_URL}/`);
      expect(errors).toEqual([]);
      await context.close();
    });
  },
);
