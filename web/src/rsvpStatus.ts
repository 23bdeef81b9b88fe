import { translate, type MessageId } from './i18n/i18n';

/** SPEC §4: how an RSVP's answer reads to hosts, wherever it is shown (RSVPs tab, uploads, admin). */
const RSVP_STATUS_LABELS: Record<string, MessageId> = {
  YES: 'rsvpStatus.yes',
  NO: 'rsvpStatus.no',
  MAYBE: 'rsvpStatus.maybe',
};

/** 'Coming', 'Not Coming', 'Maybe' in the reader's language; an answer this build does not know, as is. */
export function rsvpStatusLabel(status: string): string {
  const id = RSVP_STATUS_LABELS[status];
  return id ? translate(id) : status;
}

/** Who sent a photo, as hosts read it: "Ayla Demir (RSVP: Coming, 2 guests)", else the name the guest typed. */
export function photoSenderText(
  rsvp: { fullName: string; status: string; guestsCount: number } | null | undefined,
  uploaderName: string | null | undefined,
): string {
  if (!rsvp) return uploaderName ?? translate('rsvpStatus.anonymous');
  return translate('rsvpStatus.sender', {
    name: rsvp.fullName,
    status: rsvpStatusLabel(rsvp.status),
    guests: rsvp.guestsCount,
  });
}
