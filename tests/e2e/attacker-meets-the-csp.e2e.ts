import { describe, expect, it } from 'vitest';
import { APP_URL, newVisitor, useBrowser } from './support/browser';

const browser = useBrowser();

// Firebase's Hosting emulator sends firebase.json's headers (scripts/lib/hosting-config.mjs).
describe('the hosting headers, as production sends them', () => {
  it('come with every page: CSP, nosniff, referrer policy, no framing', async () => {
    const { context, page } = await newVisitor(browser(), 'desktop');
    const response = await page.goto(`${APP_URL}/museos`);
    const headers = response?.headers() ?? {};
    const csp = headers['content-security-policy'] ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).not.toContain('unsafe-eval');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['x-frame-options']).toBe('DENY');
    await context.close();
  });

  it('stop a script an attacker manages to put in the page, and the app still works under them', async () => {
    const { context, page, errors } = await newVisitor(browser(), 'phone');
    await page.goto(APP_URL);
    await page.getByRole('list', { name: 'Recorridos destacados' }).waitFor();
    // The app itself ran under the policy without a single violation.
    expect(errors).toEqual([]);

    const outcome = await page.evaluate(async () => {
      const violations: string[] = [];
      document.addEventListener('securitypolicyviolation', (event) => {
        violations.push(event.violatedDirective);
      });
      const inline = document.createElement('script');
      inline.textContent = 'window.pwned = true;';
      document.body.append(inline);
      const handler = document.createElement('img');
      handler.setAttribute('src', 'data:,x');
      handler.setAttribute('onerror', 'window.pwned = true');
      document.body.append(handler);
      await new Promise((resolve) => setTimeout(resolve, 300));
      return { pwned: Reflect.get(window, 'pwned') === true, violations };
    });
    expect(outcome.pwned).toBe(false);
    expect(outcome.violations).toContain('script-src-elem');
    expect(outcome.violations).toContain('script-src-attr');
    await context.close();
  });

  it('cannot be shown inside another site’s frame', async () => {
    const { context, page } = await newVisitor(browser(), 'desktop');
    await page.goto('about:blank');
    // The frame asks the app's server for the page: what stops the page is the browser obeying
    // the answer's headers, not a frame that never loaded.
    const asked = page.waitForRequest((r) => r.url().startsWith(`${APP_URL}/museos`));
    await page.setContent(`<iframe src="${APP_URL}/museos" title="framed"></iframe>`);
    await asked;
    const frame = await (await page.locator('iframe').elementHandle()).contentFrame();
    if (!frame) throw new Error('the iframe has no frame to look into');
    // Were framing allowed, the app would render its page inside the frame within a few seconds;
    // the browser puts its own error page there instead.
    const shown = await frame
      .getByRole('heading', { name: 'Museos' })
      .waitFor({ timeout: 5000 })
      .then(() => true)
      .catch(() => false);
    expect(shown).toBe(false);
    expect(frame.url()).not.toContain(APP_URL);
    await context.close();
  });
});
