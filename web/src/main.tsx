import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nProvider } from '@lingui/react';
import { RouterProvider } from 'react-router/dom';
import './index.css';
import { activateLocale, i18n, initialLocale } from './i18n/i18n';
import { createRouter } from './router';
import { refreshSession } from './session/SessionStore';

// Ask who is signed in before anything renders; guards show a spinner until the answer arrives. The
// Relay runtime is not loaded here: only the pages that use it load it (relay/RelayLayout, decision 021).
refreshSession();

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

// The first render waits for the reader's language (a small chunk), so no English flashes first.
void activateLocale(initialLocale(), ['guest', 'app']).then(() =>
  createRoot(container).render(
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <RouterProvider router={createRouter()} />
      </I18nProvider>
    </StrictMode>,
  ),
);
