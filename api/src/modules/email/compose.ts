import { render } from '@react-email/render';
import type { ReactElement } from 'react';

/** A message's two parts: HTML for mail apps, plain text for the rest (and for spam filters' sake). */
export interface ComposedBody {
  html: string;
  text: string;
}

/** Renders a React Email template to both parts: the same words, so the text part never drifts. */
export async function composeBody(template: ReactElement): Promise<ComposedBody> {
  const [html, text] = await Promise.all([render(template), render(template, { plainText: true })]);
  return { html, text };
}
