import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RelayEnvironmentProvider } from 'react-relay';
import { RouterProvider } from 'react-router-dom';
import { ToastProvider } from './app/toast.tsx';
import { environment } from './relay/environment.ts';
import { router } from './routing/router.tsx';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <FluentProvider theme={webLightTheme}>
      <RelayEnvironmentProvider environment={environment}>
        <ToastProvider>
          <RouterProvider router={router} />
        </ToastProvider>
      </RelayEnvironmentProvider>
    </FluentProvider>
  </StrictMode>,
);
