/** The product name shown in the navbar, footer and document titles. */
export const APP_NAME = 'Wedding Photos';

export function pageTitle(title?: string): string {
  return title ? `${title} | ${APP_NAME}` : APP_NAME;
}
