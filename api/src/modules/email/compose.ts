import { createElement } from 'react';
import type { render as renderEmail } from '@react-email/render';
import type { ActionEmail as ActionEmailTemplate, ActionEmailProps } from './templates/ActionEmail.tsx';

/** A message's two parts: HTML for mail apps, plain text for the rest (and for spam filters' sake). */
export interface ComposedBody {
  html: string;
  text: string;
}

// React Email costs about half a second to load: the server starts without it, and the first message
// loads it (restarts after a crash are what the crash tests time, and most processes send no mail soon).
let renderer: Promise<{ render: typeof renderEmail; ActionEmail: typeof ActionEmailTemplate }> | undefined;

/**
 * Loads React Email once. Callers that write a message inside a transaction await this first: on a busy
 * machine the first load took longer than a transaction may stay open (5 s), and signup failed.
 */
export function loadRenderer(): Promise<{ render: typeof renderEmail; ActionEmail: typeof ActionEmailTemplate }> {
  renderer ??= Promise.all([import('@react-email/render'), import('./templates/ActionEmail.tsx')]).then(
    ([{ render }, { ActionEmail }]) => ({ render, ActionEmail }),
  );
  return renderer;
}

/**
 * Renders the one template with these words to both parts: the same tree but for the step (the HTML's
 * button and written-out link, the text's one line), so the text part never drifts from the HTML.
 */
export async function composeBody(words: ActionEmailProps): Promise<ComposedBody> {
  const { render, ActionEmail } = await loadRenderer();
  const [html, text] = await Promise.all([
    render(createElement(ActionEmail, { ...words, part: 'html' })),
    render(createElement(ActionEmail, { ...words, part: 'text' }), { plainText: true }),
  ]);
  return { html, text };
}
