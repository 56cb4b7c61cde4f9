import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { createQueryClient } from './api/query-client.js';
import { DateFormatProvider } from './format/date-format.js';
import { preloadPage, router } from './router.js';
import { registerServiceWorker } from './service-worker.js';
import { AppToaster } from './toasts/app-toaster.js';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('missing #root');
const queryClient = createQueryClient();
preloadPage(location.pathname);

createRoot(root).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <DateFormatProvider>
        <RouterProvider router={router} />
        <AppToaster />
      </DateFormatProvider>
    </QueryClientProvider>
  </StrictMode>,
);

registerServiceWorker();
