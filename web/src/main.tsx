import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RelayEnvironmentProvider } from 'react-relay/hooks';
import { RouterProvider } from 'react-router/dom';
import './index.css';
import { environment } from './relay/environment';
import { createRouter } from './router';
import { refreshSession } from './session/SessionStore';

// Ask who is signed in before anything renders; guards show a spinner until the answer arrives.
refreshSession();

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

createRoot(container).render(
  <StrictMode>
    <RelayEnvironmentProvider environment={environment}>
      <RouterProvider router={createRouter()} />
    </RelayEnvironmentProvider>
  </StrictMode>,
);
