import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../../../common/paths';
import {
  acceptedFormats,
  acceptedVideoFormats,
  DEFAULT_MAX_VIDEO_BYTES,
  GB,
  MAX_FILES_PER_REQUEST,
  MAX_IMAGE_SIZE,
  videoLengthRule,
} from '../../../../../common/upload-limits';

export const DOC_SECTIONS = [
  { id: 'getting-started', label: 'Getting started' },
  { id: 'events', label: 'Event management' },
  { id: 'guests', label: 'Guests and uploads' },
  { id: 'moderation', label: 'Moderation and live' },
  { id: 'build', label: 'Build on the API' },
  { id: 'api', label: 'API reference' },
] as const;

export type DocSection = (typeof DOC_SECTIONS)[number]['id'];

function Guide({ title, children }: { title: string; children: ReactNode }) {
  return (
    <article className="space-y-4 leading-relaxed text-stone-700 [&_code]:rounded [&_code]:bg-stone-100 [&_code]:px-1 [&_li]:ml-5 [&_ol]:list-decimal [&_ol]:space-y-2 [&_ul]:list-disc [&_ul]:space-y-1.5">
      <h2 className="font-display text-2xl font-semibold text-stone-900">{title}</h2>
      {children}
    </article>
  );
}

export const GUIDES: Record<Exclude<DocSection, 'api' | 'build'>, () => ReactNode> = {
  'getting-started': () => (
    <Guide title="Getting started">
      <ol>
        <li>
          <Link to={paths.signup.href()} className="text-link">
            Create an account
          </Link>{' '}
          with your email and a password of at least 8 characters.
        </li>
        <li>
          Choose <strong>Create New Event</strong>: a title, the date and time, and the link guests will use (
          <code>/e/your-link</code>, 3 to 60 lowercase letters, digits and hyphens). The link cannot change later.
        </li>
        <li>Add the venue (and a map pin), a description, a cover photo, and a PIN if you want one.</li>
        <li>Share the link, or print the QR table card from the event’s overview.</li>
      </ol>
      <p>Guests need no account: they open the link, type the PIN if there is one, RSVP and upload photos.</p>
    </Guide>
  ),
  events: () => (
    <Guide title="Event management">
      <p>Each event has four tabs: Overview, Uploads, RSVPs and Settings.</p>
      <ul>
        <li>
          <strong>Settings</strong> changes anything but the link. Turning off Require PIN forgets the PIN; turning it
          on asks for a new one (4 to 8 digits). Turn off <strong>Allow videos</strong> for a photos-only event: guests
          are then offered photos only, and videos already shared stay.
        </li>
        <li>
          <strong>Deactivate</strong> closes the page to guests without deleting anything; <strong>Delete Event</strong>{' '}
          removes it with its photos and RSVPs. Only the owner can do either.
        </li>
        <li>
          <strong>Co-hosts</strong>: add people by the email of their account. They can edit settings, moderate and read
          RSVPs; they cannot delete the event, change its status or manage hosts.
        </li>
        <li>
          <strong>RSVPs</strong> shows totals and answers; export them as CSV for your caterer or seating plan.
        </li>
      </ul>
    </Guide>
  ),
  guests: () => (
    <Guide title="Guests and uploads">
      <ul>
        <li>
          Guests upload {acceptedFormats()} photos up to {MAX_IMAGE_SIZE} each, up to {MAX_FILES_PER_REQUEST} at a time.
          The type is read from the file itself; anything else is refused with a clear message.
        </li>
        <li>
          They can share videos too, as phones record them ({acceptedVideoFormats()}): up to{' '}
          {DEFAULT_MAX_VIDEO_BYTES / GB} GB each by default. {videoLengthRule()} Large clips are sent in parts and
          resume where they stopped when the connection drops, so a bad venue Wi-Fi only slows them down.
        </li>
        <li>
          Each photo is turned upright and copied without location or camera data for guests; you keep the original.
          Each video is converted to a copy every phone plays, with a poster frame, also without location; you keep the
          original there too. Until its copy is ready a video shows as processing.
        </li>
        <li>The same photo or video uploaded twice is stored once, and videos count toward the event’s storage.</li>
        <li>
          With a PIN, every page, photo, upload and RSVP checks it. After 10 wrong PINs in 15 minutes a device has to
          wait.
        </li>
        <li>An RSVP can be changed from the same browser for 30 days.</li>
      </ul>
    </Guide>
  ),
  moderation: () => (
    <Guide title="Moderation and live">
      <ul>
        <li>
          New photos arrive in your Uploads tab as <strong>Pending</strong>, live, while guests upload. Approve or
          reject them one by one or select several.
        </li>
        <li>Approved photos appear on every open guest page within a second; rejected ones disappear just as fast.</li>
        <li>Turn on auto-approve in Settings to publish uploads at once and review later.</li>
        <li>
          <strong>Open Live Slideshow</strong> (<code>/e/your-link/live</code>) is for a screen at the venue: arrow keys
          step, Space pauses, F goes full screen.
        </li>
        <li>
          <strong>Download All Approved</strong> streams a ZIP of every approved original, named after your event.
        </li>
      </ul>
    </Guide>
  ),
};
