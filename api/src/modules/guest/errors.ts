import { AppError, ForbiddenError } from '../../lib/errors.ts';

// What a guest is told when the gate refuses them: the SPEC's texts, and the two refusals clients tell
// apart by type (the PIN gate, the "temporarily disabled" page). Other modules import them from here.

export const EVENT_NOT_FOUND = 'Event not found';
export const EVENT_INACTIVE = 'This event is currently inactive and not accessible to guests.';
export const PIN_REQUIRED = 'This event is protected';
export const PIN_INCORRECT = 'Incorrect PIN. Please try again.';

/** The event exists but its hosts switched it off (SPEC §4); 423, so clients tell it from the PIN gate (403). */
export class EventInactiveError extends AppError {
  constructor() {
    super(EVENT_INACTIVE, 423);
  }
}

/** A PIN is needed, or the one given is wrong: the page shows the PIN gate. */
export class PinRequiredError extends ForbiddenError {
  constructor(readonly pinGiven: boolean) {
    super(pinGiven ? PIN_INCORRECT : PIN_REQUIRED);
  }
}
