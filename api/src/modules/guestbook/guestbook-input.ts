import { message } from '../../i18n/messages.ts';
import { z } from 'zod';
import { parseRowId } from '../../../../common/row-id.ts';
import { fieldProblem, NotFoundError, ValidationError } from '../../lib/errors.ts';
import { says } from '../../lib/validation.ts';

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
    .string({ error: says('inputs.guestbookNameRequired') })
    .trim()
    .min(1, says('inputs.guestbookNameRequired'))
    .max(GUESTBOOK_NAME_MAX_LENGTH, says('inputs.guestbookNameTooLong', { max: GUESTBOOK_NAME_MAX_LENGTH }))
    .refine((name) => !CONTROL_IN_NAME.test(name), says('inputs.guestbookNameControl')),
  message: z
    .string({ error: says('inputs.guestbookMessageRequired') })
    .transform((message) => message.replace(/\r\n?/g, '\n').trim())
    .pipe(
      z
        .string()
        .min(1, says('inputs.guestbookMessageRequired'))
        .max(
          GUESTBOOK_MESSAGE_MAX_LENGTH,
          says('inputs.guestbookMessageTooLong', { max: GUESTBOOK_MESSAGE_MAX_LENGTH }),
        )
        .refine((message) => !CONTROL_IN_MESSAGE.test(message), says('inputs.guestbookMessageControl')),
    ),
  /** A photo this browser sent to the event (checked by the service). */
  uploadId: z
    .union([z.number(), z.string()], { error: says('inputs.guestbookPhotoId') })
    .nullish()
    .transform((value, context) => {
      if (value === null || value === undefined || value === '') return null;
      const id = parseRowId(value);
      if (id === null) {
        context.addIssue({ code: 'custom', message: says('inputs.guestbookPhotoNotYours') });
        return z.NEVER;
      }
      return id;
    }),
});

export type SignGuestbook = z.output<typeof SignGuestbookInput>;

/** What hosts do with messages: show them, hide them, or delete them for good. */
export const GUESTBOOK_ACTIONS = ['APPROVE', 'HIDE', 'DELETE'] as const;
export type GuestbookAction = (typeof GUESTBOOK_ACTIONS)[number];

const ACTION_MESSAGE = message('inputs.guestbookAction');

export function parseGuestbookAction(value: unknown): GuestbookAction {
  const action = typeof value === 'string' ? value.trim().toUpperCase() : '';
  if (!(GUESTBOOK_ACTIONS as readonly string[]).includes(action)) {
    throw new ValidationError(ACTION_MESSAGE, [fieldProblem('action', ACTION_MESSAGE)]);
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
    throw new ValidationError(message('inputs.guestbookBatch', { max: MAX_GUESTBOOK_BATCH }));
  }
  if (ids.includes(null)) throw new NotFoundError(message('refusals.someMessagesNotFound'));
  return ids as number[];
}

/** The hosts' status filter: one status, or every one (absent). */
export const GuestbookStatusFilter = z
  .enum(['PENDING', 'APPROVED', 'HIDDEN'], { error: says('inputs.guestbookStatus') })
  .optional();
