import { APP_NAME } from '../../../common/brand.ts';
import { DEFAULT_LOCALE, type LoadableLocale } from '../../../common/i18n/locales.ts';
import { translate } from '../i18n/messages.ts';

/** What a link preview may show about an event; null for events guests cannot open. */
export interface EventPreview {
  title: string;
  coupleNames: string | null;
  dateTime: Date;
  /** The event's IANA zone: the preview reads the time on the clock of its place. */
  timeZone: string;
  venueName: string | null;
  coverImageUrl: string | null;
  /** PIN-protected events get generic tags: a preview must not reveal what the PIN protects. */
  isPinRequired: boolean;
  /** The host made it PUBLIC (and it has no PIN): search engines may index it. */
  listed: boolean;
  /** The event's language ('en', 'tr', 'de', 'es'): the page's for readers whose browser asks for none of ours. */
  language: string;
}

/** The product name, as the web app writes it in its titles. */
export const SITE_NAME = APP_NAME;

/**
 * Open Graph and Twitter tags for /e/{slug}, so WhatsApp and social networks show the couple, the date
 * and the cover, in the reader's language (the page's: web-app.ts chooses it). Every value is
 * HTML-escaped: titles are written by hosts.
 */
export function linkPreviewTags(
  preview: EventPreview | null,
  pageUrl: string,
  origin: string,
  locale: LoadableLocale = DEFAULT_LOCALE,
): string {
  const open = preview && !preview.isPinRequired ? preview : null;
  const title = open
    ? open.coupleNames
      ? `${open.title} · ${open.coupleNames}`
      : open.title
    : translate(locale, 'preview.invited');
  const description = open ? describe(open, locale) : translate(locale, 'preview.openLink');
  const image = open?.coverImageUrl ? absolute(open.coverImageUrl, origin) : null;
  const tags: [string, string, string][] = [
    ['property', 'og:type', 'website'],
    ['property', 'og:site_name', SITE_NAME],
    ['property', 'og:title', title],
    ['property', 'og:description', description],
    ['property', 'og:url', pageUrl],
    ['name', 'twitter:card', image ? 'summary_large_image' : 'summary'],
    ['name', 'twitter:title', title],
    ['name', 'twitter:description', description],
    ['name', 'description', description],
  ];
  // Link-only events stay out of search engines: the page is for people who have the link.
  if (!preview?.listed) tags.push(['name', 'robots', 'noindex']);
  if (image) tags.push(['property', 'og:image', image], ['name', 'twitter:image', image]);
  return [
    `<title>${escapeHtml(`${title} | ${SITE_NAME}`)}</title>`,
    ...tags.map(([attribute, key, value]) => `<meta ${attribute}="${key}" content="${escapeHtml(value)}" />`),
  ].join('\n    ');
}

/**
 * Starts the cover's download with the HTML, before the page's scripts run and ask for the event: the
 * cover is the largest thing a guest sees first. The same URL the page renders (an open event's cover
 * carries no token); none for a PIN-protected event, whose cover the PIN protects.
 */
export function coverPreloadTag(preview: EventPreview | null): string {
  const cover = preview && !preview.isPinRequired ? preview.coverImageUrl : null;
  if (!cover || absolute(cover, 'http://localhost') === null) return '';
  return `<link rel="preload" as="image" href="${escapeHtml(cover)}" fetchpriority="high" />`;
}

/** One per language and zone, kept: a formatter costs about a millisecond to make, which every guest page view paid. */
const previewDates = new Map<string, Intl.DateTimeFormat>();

/** Intl's tag for a language: English reads as it always has (day before month, 24-hour clock). */
function dateLocale(locale: LoadableLocale): string {
  return locale === DEFAULT_LOCALE || locale.startsWith(`${DEFAULT_LOCALE}-`) ? 'en-GB' : locale;
}

/**
 * 'Saturday, 12 June 2027 at 16:00 GMT+3' ('12 Haziran 2027 Cumartesi 16:00 GMT+3' in Turkish): the day
 * and time at the event's place (decision 047), with the zone's name, since whoever reads a preview may be
 * anywhere.
 */
function previewDate(instant: Date, timeZone: string, locale: LoadableLocale): string {
  const language = dateLocale(locale);
  const key = `${language} ${timeZone}`;
  let formatter = previewDates.get(key);
  if (!formatter) {
    const options: Intl.DateTimeFormatOptions = {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      timeZoneName: 'short',
    };
    try {
      formatter = new Intl.DateTimeFormat(language, { ...options, timeZone });
    } catch {
      formatter = new Intl.DateTimeFormat(language, { ...options, timeZone: 'UTC' }); // a zone this engine lost
    }
    previewDates.set(key, formatter);
  }
  return formatter.format(instant);
}

function describe(preview: EventPreview, locale: LoadableLocale): string {
  const date = previewDate(preview.dateTime, preview.timeZone, locale);
  return [date, preview.venueName, translate(locale, 'preview.rsvpAndShare')].filter(Boolean).join(' · ');
}

function absolute(url: string, origin: string): string | null {
  try {
    const resolved = new URL(url, origin);
    return resolved.protocol === 'https:' || resolved.protocol === 'http:' ? resolved.toString() : null;
  } catch {
    return null;
  }
}

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/**
 * The page's HTML with these tags in place of its generic <title> and description. Replacer
 * functions, not strings: a host's title containing `$&` or `$\`` must not copy parts of the page.
 */
export function withLinkPreview(html: string, tags: string): string {
  const page = html.replace(/<title>[^<]*<\/title>/, '').replace(/<meta\s+name="description"[^>]*\/?>/, '');
  // Built pages have a head; a bare shell gets the tags right after its doctype.
  return page.includes('</head>')
    ? page.replace('</head>', () => `  ${tags}\n  </head>`)
    : page.replace(/^(<!doctype html>)?/i, (doctype) => `${doctype}${tags}`);
}
