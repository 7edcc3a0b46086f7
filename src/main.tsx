import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { AppRoutes } from '@/app/router';
import { preloadRoute } from '@/app/route-chunks';
import { SessionProvider } from '@/app/session-provider';
import { initI18n, prefetchTexts } from '@/i18n/i18n';
import { afterFirstScreen, afterNextPaint, nextTask } from '@/lib/moments';
import '@/styles/global.css';
import '@/styles/layout.css';
import '@/styles/forms.css';
// The public pages' component styles travel with the app's stylesheet (a few KiB), not with
// their chunks: a lazy chunk with styles is only requested once its styles have arrived, one
// more round trip before the page can show (it would delay the largest paint). The header's
// rules must be in this stylesheet too: index.html paints its shell before any script runs.
// The order is the cascade's: later files win ties with earlier ones.
import '@/components/header.css';
import '@/components/header-menu.css';
import '@/components/card.css';
import '@/components/status.css';
import '@/components/show-more.css';
import '@/components/footer.css';
import '@/features/accounts/components/auth-card.css';
import '@/components/menu-item.css';
import '@/components/user-menu.css';
import '@/app/pages/visitor/museum/museum.css';
import '@/app/pages/visitor/tour/tour.css';
import '@/features/works/components/work-card.css';
import '@/features/tours/components/like-button.css';
import '@/components/dialog.css';
import '@/components/confirm-dialog.css';
import '@/components/forms/forms.css';
import '@/features/comments/components/comments-section.css';
import '@/components/cover-carousel.css';
import '@/app/pages/visitor/home/home.css';
import '@/features/contact/components/contact-form.css';
import '@/app/route-error.css';
import '@/styles/perf.css';
import '@/components/responsive-image.css';
import '@/features/player/components/mini-player.css';
import '@/features/player/components/mini-player-controls.css';
import '@/features/offline/components/save-tour.css';
import '@/features/offline/components/pwa-shell.css';
import '@/features/tours/components/number-lookup.css';

/** How long the first render waits for the first page's code before showing its loading screen. */
const FIRST_PAGE_WAIT_MS = 1500;

/** How long the boot waits for a frame before asking for the first page's code without one. */
const FRAME_WAIT_MS = 100;

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

/**
 * The boot, one step per task, so no long task blocks input: evaluating the app's code, requesting the first
 * page's code and data, the texts, and starting the first render are each tens of milliseconds
 * on a slow phone; in one task they would block input for all of them.
 */
async function boot(root: HTMLElement) {
  const appCheck = startAppCheckFirst();
  await nextTask();
  prefetchTexts();
  // The boot script requests the first page's code once a frame has been painted; asked for
  // after the next one, the app finds those requests made and takes them. Asked for first, the
  // code would be the app's request, made only once the app's own code had arrived.
  await new Promise<void>((resolve) => afterNextPaint(resolve, FRAME_WAIT_MS));
  await appCheck; // the first page's reads start here
  const { code } = preloadRoute(window.location.pathname);
  await nextTask();
  await initI18n();
  // The first page renders with its code (header's shell is on screen meanwhile): not a
  // loading screen first, unless the code is slow to come. Not with its data: the page's frame
  // renders while the data travels and the data's render follows alone, which in the bench's
  // throttled load paints the tour 0.2 s sooner than rendering both once the data has come.
  await Promise.race([code, new Promise((resolve) => setTimeout(resolve, FIRST_PAGE_WAIT_MS))]);
  await nextTask();
  const reactRoot = createRoot(root);
  // A transition renders in slices that yield to the browser every few milliseconds.
  startTransition(() => {
    reactRoot.render(
      <StrictMode>
        <SessionProvider>
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
        </SessionProvider>
      </StrictMode>,
    );
  });
}

/**
 * App Check, in a build with a site key, before any request to Firestore, Storage or Auth: one
 * made before it carries no token, and enforcement refuses it. Its chunk loads while the first
 * frame paints. The variable is read as written so that Vite drops the import from a build
 * without a key (the emulators' builds and any project that does not use App Check).
 */
async function startAppCheckFirst() {
  if (!import.meta.env.VITE_APPCHECK_SITE_KEY) return;
  try {
    const { startAppCheck } = await import('@/lib/firebase/app-check');
    startAppCheck();
  } catch (error) {
    // Its chunk missing offline, or a configuration the first read reports: the app goes on,
    // and a service that enforces App Check refuses its requests, which the pages report.
    console.error('App Check could not start', error);
  }
}

/** The tab's icon, which index.html leaves empty until the first screen is complete. */
function showIcon() {
  const icon = document.querySelector<HTMLLinkElement>('link[rel="icon"][data-href]');
  if (icon?.dataset.href) icon.href = icon.dataset.href;
}

void boot(container);
void afterFirstScreen().then(showIcon);
