import { AppError, ForbiddenError, type ErrorWords } from '../../lib/errors.ts';
import { message } from '../../i18n/messages.ts';

// What a guest is told when the gate refuses them: the SPEC's texts, and the two refusals clients tell
// apart by type (the PIN gate, the "temporarily disabled" page). Other modules import them from here.

export const EVENT_NOT_FOUND = message('gate.eventNotFound');
export const EVENT_INACTIVE = message('gate.eventInactive');
export const PIN_REQUIRED = message('gate.pinRequired');
export const PIN_INCORRECT = message('gate.pinIncorrect');

/** The event exists but its hosts switched it off (SPEC §4); 423, so clients tell it from the PIN gate (403). */
export class EventInactiveError extends AppError {
  constructor() {
    super(EVENT_INACTIVE, 423);
  }
}

/** What the PIN screen shows of the event it guards (the couple's names, the day); never its photos or venue. */
export interface PinGateEvent {
  title: string;
  coupleNames: string | null;
  dateTime: Date;
  /** The event's IANA zone: the day is the one at its place (decision 047). */
  timeZone: string;
}

/** A PIN is needed, or the one given is wrong: the page shows the PIN gate. */
export class PinRequiredError extends ForbiddenError {
  readonly event: PinGateEvent | null;

  constructor(
    readonly pinGiven: boolean,
    event?: PinGateEvent,
    words?: ErrorWords,
  ) {
    super(words ?? (pinGiven ? PIN_INCORRECT : PIN_REQUIRED));
    this.event = event
      ? { title: event.title, coupleNames: event.coupleNames, dateTime: event.dateTime, timeZone: event.timeZone }
      : null;
  }
}
