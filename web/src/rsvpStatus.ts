/** SPEC §4: how an RSVP's answer reads to hosts, wherever it is shown (RSVPs tab, uploads, admin). */
export const RSVP_STATUS_LABELS: Record<string, string> = { YES: 'Coming', NO: 'Not Coming', MAYBE: 'Maybe' };

export function rsvpStatusLabel(status: string): string {
  return RSVP_STATUS_LABELS[status] ?? status;
}

/** Who sent a photo, as hosts read it: "Ayla Demir (RSVP: Coming, 2 guests)", else the name the guest typed. */
export function photoSenderText(
  rsvp: { fullName: string; status: string; guestsCount: number } | null | undefined,
  uploaderName: string | null | undefined,
): string {
  if (!rsvp) return uploaderName ?? 'Anonymous guest';
  const guests = `${rsvp.guestsCount} ${rsvp.guestsCount === 1 ? 'guest' : 'guests'}`;
  return `${rsvp.fullName} (RSVP: ${rsvpStatusLabel(rsvp.status)}, ${guests})`;
}
