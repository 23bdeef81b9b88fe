import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../../../common/paths';
import {
  DEFAULT_MAX_VIDEO_BYTES,
  DEFAULT_MAX_VIDEO_SECONDS,
  GB,
  MAX_FILES_PER_REQUEST,
  MAX_IMAGE_BYTES,
  MB,
} from '../../../../../common/upload-limits';
import type { MessageId } from '../../../i18n/i18n';
import { T } from '../../../i18n/Trans';
import { useT } from '../../../i18n/useT';

// The hosts' guides (app part `docs`); the API reference beside them is generated and stays English.
export const DOC_SECTIONS = [
  { id: 'getting-started', label: 'docs.sectionGettingStarted' },
  { id: 'events', label: 'docs.sectionEvents' },
  { id: 'guests', label: 'docs.sectionGuests' },
  { id: 'moderation', label: 'docs.sectionModeration' },
  { id: 'build', label: 'docs.sectionBuild' },
  { id: 'api', label: 'docs.sectionApi' },
] as const satisfies readonly { id: string; label: MessageId }[];

export type DocSection = (typeof DOC_SECTIONS)[number]['id'];

/** The limits the guides name. */
const LIMITS = {
  maxImageMb: MAX_IMAGE_BYTES / MB,
  maxFiles: MAX_FILES_PER_REQUEST,
  maxVideoGb: DEFAULT_MAX_VIDEO_BYTES / GB,
  maxVideoMinutes: DEFAULT_MAX_VIDEO_SECONDS / 60,
};

const strong = <strong />;
const code = <code />;

function Guide({ title, children }: { title: MessageId; children: ReactNode }) {
  const t = useT();
  return (
    <article className="space-y-4 leading-relaxed text-stone-700 [&_code]:rounded [&_code]:bg-stone-100 [&_code]:px-1 [&_li]:ml-5 [&_ol]:list-decimal [&_ol]:space-y-2 [&_ul]:list-disc [&_ul]:space-y-1.5">
      <h2 className="font-display text-2xl font-semibold text-stone-900">{t(title)}</h2>
      {children}
    </article>
  );
}

export const GUIDES: Record<Exclude<DocSection, 'api' | 'build'>, () => ReactNode> = {
  'getting-started': () => (
    <Guide title="docs.gettingStartedTitle">
      <ol>
        <li>
          <T
            id="docs.gettingStartedAccount"
            components={{ 0: <Link to={paths.signup.href()} className="text-link" /> }}
          />
        </li>
        <li>
          <T id="docs.gettingStartedCreate" components={{ 0: strong, 1: code }} />
        </li>
        <li>
          <T id="docs.gettingStartedDetails" />
        </li>
        <li>
          <T id="docs.gettingStartedShare" />
        </li>
      </ol>
      <p>
        <T id="docs.gettingStartedGuests" />
      </p>
    </Guide>
  ),
  events: () => (
    <Guide title="docs.eventsTitle">
      <p>
        <T id="docs.eventsTabs" />
      </p>
      <ul>
        <li>
          <T id="docs.eventsSettings" components={{ 0: strong }} />
        </li>
        <li>
          <T id="docs.eventsDeactivate" components={{ 0: strong, 1: strong }} />
        </li>
        <li>
          <T id="docs.eventsCohosts" components={{ 0: strong }} />
        </li>
        <li>
          <T id="docs.eventsRsvps" components={{ 0: strong }} />
        </li>
      </ul>
    </Guide>
  ),
  guests: () => (
    <Guide title="docs.guestsTitle">
      <ul>
        <li>
          <T id="docs.guestsPhotos" values={LIMITS} />
        </li>
        <li>
          <T id="docs.guestsVideos" values={LIMITS} />
        </li>
        <li>
          <T id="docs.guestsCopies" />
        </li>
        <li>
          <T id="docs.guestsDuplicates" />
        </li>
        <li>
          <T id="docs.guestsPin" />
        </li>
        <li>
          <T id="docs.guestsRsvp" />
        </li>
      </ul>
    </Guide>
  ),
  moderation: () => (
    <Guide title="docs.moderationTitle">
      <ul>
        <li>
          <T id="docs.moderationPending" components={{ 0: strong }} />
        </li>
        <li>
          <T id="docs.moderationLive" />
        </li>
        <li>
          <T id="docs.moderationAuto" />
        </li>
        <li>
          <T id="docs.moderationSlideshow" components={{ 0: strong, 1: code }} />
        </li>
        <li>
          <T id="docs.moderationDownload" components={{ 0: strong }} />
        </li>
      </ul>
    </Guide>
  ),
};
