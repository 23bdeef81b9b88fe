import { useToast } from './components/Toast';
import { translate } from './i18n/i18n';

// Sharing an event's link, the one way every page does it (the guest page's Share This Event, the
// dashboard's Share menu, the event overview's Share with guests): the phone's own share sheet where
// there is one, copying with a small 'Link copied' toast otherwise, never a browser dialog. The guest
// page imports this module too: it holds no host code, only the toast it already has.

/** The text that goes with a shared link (SPEC §2): 'Join us for {title}!', in the page's language. */
export function shareText(title: string): string {
  return translate('event.shareText', { title });
}

/**
 * The networks offered beside the share sheet: WhatsApp, where wedding guests talk, and Facebook,
 * whose sharer still takes a link. (Twitter's intent went with the name: it only redirects to X now,
 * and a public post is the wrong place for a private wedding's link; the share sheet reaches X, Signal,
 * Messages and the rest on a phone.)
 */
export function shareTargets(title: string, url: string) {
  return [
    { name: 'WhatsApp', href: `https://wa.me/?text=${encodeURIComponent(`${shareText(title)} ${url}`)}` },
    // Facebook takes only the link; the post text is the sharer's own.
    { name: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}` },
  ] as const;
}

/** Whether this browser has a share sheet (phones, and some desktops). */
export function canShareNatively(): boolean {
  return typeof navigator !== 'undefined' && typeof navigator.share === 'function';
}

/** Puts `text` on the clipboard; false when the browser refuses (an insecure page, a denied permission). */
export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    // Older and insecure pages: the selection-and-copy command still works from a tap.
    const field = document.createElement('textarea');
    field.value = text;
    field.setAttribute('readonly', '');
    field.style.position = 'fixed';
    field.style.opacity = '0';
    document.body.append(field);
    field.select();
    try {
      return document.execCommand('copy');
    } catch {
      return false;
    } finally {
      field.remove();
    }
  }
}

/** Share and copy actions for one link, each ending in a toast rather than a dialog. */
export function useShareLink(title: string, url: string) {
  const toast = useToast();

  const copy = async () => {
    // Where nothing can copy, the link itself shows long enough to be copied by hand.
    toast(
      (await copyText(url))
        ? { text: translate('event.linkCopied') }
        : { text: translate('event.copyThisLink', { url }), ms: 8_000 },
    );
  };

  /** The share sheet where there is one, copying where there is not. */
  const share = async () => {
    if (!canShareNatively()) return copy();
    try {
      await navigator.share({ title, text: shareText(title), url });
    } catch (error) {
      // Closing the sheet is no failure; a sheet that cannot open (no user gesture, a refused
      // permission) falls back to copying.
      if (!(error instanceof DOMException && error.name === 'AbortError')) await copy();
    }
  };

  return { copy, share };
}
