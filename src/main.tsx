import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { createAppRouter } from '@/app/router';
import { SessionProvider } from '@/app/session-provider';
import { initI18n } from '@/i18n/i18n';
import '@/styles/global.css';
import '@/styles/perf.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

void initI18n().then(() => {
  createRoot(container).render(
    <StrictMode>
      <SessionProvider>
        <RouterProvider router={createAppRouter()} />
      </SessionProvider>
    </StrictMode>,
  );
});
