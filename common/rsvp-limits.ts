// How long an RSVP's answers may be: the guest's form stops typing there and the API refuses more
// (api/src/modules/rsvps/rsvps.service.ts imports these). One home, so the two cannot disagree.

/** A guest's full name (SPEC §5). */
export const RSVP_FULL_NAME_MAX_LENGTH = 100;

/** An optional phone number. */
export const RSVP_PHONE_MAX_LENGTH = 40;

/** An optional message to the hosts. */
export const RSVP_NOTE_MAX_LENGTH = 1000;
