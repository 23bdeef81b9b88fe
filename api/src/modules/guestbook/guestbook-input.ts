import { message } from '../../i18n/messages.ts';
import { z } from 'zod';
import { parseRowId } from '../../../../common/row-id.ts';
import { NotFoundError, ValidationError } from '../../lib/errors.ts';

// What guests and hosts send to the guestbook (decision 057), parsed once for REST and GraphQL.

export const GUESTBOOK_NAME_MAX_LENGTH = 100;
export const GUESTBOOK_MESSAGE_MAX_LENGTH = 1000;
/** Entries one host request may decide on at once, as for photos. */
export const MAX_GUESTBOOK_BATCH = 200;

// Control characters would garble the CSV, the ZIP's text file and every page; line breaks and tabs are
// how guests shape a message, so the message keeps those (as \n: CR LF and lone CR become LF).
// eslint-disable-next-line no-control-regex
const CONTROL_IN_NAME = /[\u0000-\u001f\u007f-\u009f]/;
// eslint-disable-next-line no-control-regex
const CONTROL_IN_MESSAGE = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/;

export const SignGuestbookInput = z.object({
  name: z
    .string({ error: 'Please enter your name' })
    .trim()
    .min(1, 'Please enter your name')
    .max(GUESTBOOK_NAME_MAX_LENGTH, `Your name must be at most ${GUESTBOOK_NAME_MAX_LENGTH} characters`)
    .refine((name) => !CONTROL_IN_NAME.test(name), 'Your name cannot contain control characters'),
  message: z
    .string({ error: 'Please write a message' })
    .transform((message) => message.replace(/\r\n?/g, '\n').trim())
    .pipe(
      z
        .string()
        .min(1, 'Please write a message')
        .max(GUESTBOOK_MESSAGE_MAX_LENGTH, `Your message must be at most ${GUESTBOOK_MESSAGE_MAX_LENGTH} characters`)
        .refine((message) => !CONTROL_IN_MESSAGE.test(message), 'Your message cannot contain control characters'),
    ),
  /** A photo this browser sent to the event (checked by the service). */
  uploadId: z
    .union([z.number(), z.string()], { error: 'The photo must be given by its id' })
    .nullish()
    .transform((value, context) => {
      if (value === null || value === undefined || value === '') return null;
      const id = parseRowId(value);
      if (id === null) {
        context.addIssue({ code: 'custom', message: 'This photo was not found among the ones you sent' });
        return z.NEVER;
      }
      return id;
    }),
});

export type SignGuestbook = z.output<typeof SignGuestbookInput>;

/** What hosts do with messages: show them, hide them, or delete them for good. */
export const GUESTBOOK_ACTIONS = ['APPROVE', 'HIDE', 'DELETE'] as const;
export type GuestbookAction = (typeof GUESTBOOK_ACTIONS)[number];

const ACTION_MESSAGE = 'Action must be APPROVE, HIDE or DELETE';

export function parseGuestbookAction(value: unknown): GuestbookAction {
  const action = typeof value === 'string' ? value.trim().toUpperCase() : '';
  if (!(GUESTBOOK_ACTIONS as readonly string[]).includes(action)) {
    throw new ValidationError(ACTION_MESSAGE, [{ field: 'action', message: ACTION_MESSAGE }]);
  }
  return action as GuestbookAction;
}

export const GUESTBOOK_ENTRY_NOT_FOUND = message('refusals.guestbookEntryNotFound');

/** 1 to MAX_GUESTBOOK_BATCH distinct ids; one that cannot be an id is simply not found. */
export function parseGuestbookIds(value: unknown): number[] {
  const list: unknown[] = Array.isArray(value) ? value : [];
  const ids = [...new Set(list.map((id) => parseRowId(id)))];
  if (ids.length === 0) throw new ValidationError(message('refusals.selectOneMessage'));
  if (ids.length > MAX_GUESTBOOK_BATCH) {
    throw new ValidationError(`Select at most ${MAX_GUESTBOOK_BATCH} messages at a time`);
  }
  if (ids.includes(null)) throw new NotFoundError(message('refusals.someMessagesNotFound'));
  return ids as number[];
}

/** The hosts' status filter: one status, or every one (absent). */
export const GuestbookStatusFilter = z
  .enum(['PENDING', 'APPROVED', 'HIDDEN'], { error: 'Status must be PENDING, APPROVED or HIDDEN' })
  .optional();
