import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import './index.css';
import { createRouter } from './router';
import { refreshSession } from './session/SessionStore';

// Ask who is signed in before anything renders; guards show a spinner until the answer arrives. The
// Relay runtime is not loaded here: only the pages that use it load it (relay/RelayLayout, decision 021).
refreshSession();

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

createRoot(container).render(
  <StrictMode>
    <RouterProvider router={createRouter()} />
  </StrictMode>,
);
