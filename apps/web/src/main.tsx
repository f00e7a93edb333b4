import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';

import { Providers } from '@/app/providers';
import { queryClient } from '@/app/query-client';
import { createRoutes } from '@/app/router';

import './styles.css';
import '@/lib/i18n';

const router = createBrowserRouter(createRoutes(queryClient));

const root = document.getElementById('root');
if (!root) throw new Error('index.html lacks the #root element');

createRoot(root).render(
  <StrictMode>
    <Providers>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>,
);
