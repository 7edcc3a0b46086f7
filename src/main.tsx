import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { createAppRouter } from '@/app/router';
import { preloadRoute } from '@/app/route-chunks';
import { SessionProvider } from '@/app/session-provider';
import { initI18n } from '@/i18n/i18n';
import '@/styles/global.css';
import '@/styles/perf.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

preloadRoute(window.location.pathname);
void initI18n().then(() => {
  const root = createRoot(container);
  // A transition renders in slices that yield to the browser every few milliseconds, instead of
  // one long task a phone cannot answer input during (issue 8, TBT).
  startTransition(() => {
    root.render(
      <StrictMode>
        <SessionProvider>
          <RouterProvider router={createAppRouter()} />
        </SessionProvider>
      </StrictMode>,
    );
  });
});
