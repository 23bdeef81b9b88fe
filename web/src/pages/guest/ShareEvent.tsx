import { useEffect, useId, useRef, useState } from 'react';
import { LinkIcon, ShareIcon } from '../../components/icons';
import { eventUrl, shareTargets, shareText } from './share';
import { cardClass, headingClass } from './styles';

/** SPEC §4: messages clear after 3 s. */
const MESSAGE_MS = 3000;

const buttonClass = 'btn-secondary w-full px-3';

/** SPEC §2: Share This Event — WhatsApp, Twitter, Facebook, Copy Link, and the phone's own share sheet. */
export function ShareEvent({ slug, title }: { slug: string; title: string }) {
  const headingId = useId();
  const [message, setMessage] = useState<string | null>(null);
  const timer = useRef<number>(undefined);
  const url = eventUrl(slug);
  const canShareNatively = typeof navigator !== 'undefined' && typeof navigator.share === 'function';

  useEffect(() => () => window.clearTimeout(timer.current), []);
  const flash = (text: string) => {
    window.clearTimeout(timer.current);
    setMessage(text);
    timer.current = window.setTimeout(() => setMessage(null), MESSAGE_MS);
  };

  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(url);
      flash('Link copied to clipboard!');
    } catch {
      // No clipboard (an insecure page, or permission refused): let the guest copy it by hand.
      window.prompt('Copy this link:', url);
    }
  };

  const shareNatively = async () => {
    try {
      await navigator.share({ title, text: shareText(title), url });
    } catch {
      // The guest closed the share sheet: nothing to report.
    }
  };

  return (
    <section aria-labelledby={headingId} className={cardClass}>
      <h2 id={headingId} className={headingClass}>
        Share This Event
      </h2>
      <p className="mt-2 text-stone-600">Invite friends and family to follow along.</p>
      <div className="mt-5 grid grid-cols-2 gap-3 sm:grid-cols-4">
        {shareTargets(title, url).map((target) => (
          <a key={target.name} href={target.href} target="_blank" rel="noopener noreferrer" className={buttonClass}>
            {target.name}
          </a>
        ))}
        <button type="button" className={buttonClass} onClick={() => void copyLink()}>
          <LinkIcon className="size-4" />
          Copy Link
        </button>
        {canShareNatively && (
          <button
            type="button"
            className={`${buttonClass} col-span-2 sm:col-span-4`}
            onClick={() => void shareNatively()}
          >
            <ShareIcon className="size-4" />
            More ways to share
          </button>
        )}
      </div>
      <p role="status" className="mt-3 min-h-5 text-sm font-medium text-emerald-800">
        {message}
      </p>
    </section>
  );
}
