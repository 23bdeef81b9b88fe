import { message, render, type Message } from '../i18n/messages.ts';
import type { LoadableLocale } from '../../../common/i18n/locales.ts';

/**
 * What an error says: a message from the server's catalogs (common/i18n/messages/server, or the guest
 * namespace for a rule both sides word), rendered in each reader's language; or plain English words, for
 * refusals no person reads (a malformed request an integrator sends, say).
 */
export type ErrorWords = Message | string;

/**
 * Failures the services expect. GraphQL turns the listed ones into union members (data), REST into
 * `{message, code}` with `status`; anything else is an internal error and is never shown to the client.
 * `message` stays English (logs, and tests that read it); `messageIn(locale)` is what a person reads.
 */
export abstract class AppError extends Error {
  /** The message before it knows its reader; null when the error was given plain English words. */
  readonly words: Message | null;

  constructor(
    words: ErrorWords,
    readonly status: number,
  ) {
    super(typeof words === 'string' ? words : render('en', words));
    this.name = new.target.name;
    this.words = typeof words === 'string' ? null : words;
  }

  /** The message in the reader's language (English when it has no catalog words). */
  messageIn(locale: LoadableLocale): string {
    return this.words ? render(locale, this.words) : this.message;
  }
}

/**
 * Any error's message in `locale`: an AppError's catalog words, else its English. By shape, not class:
 * a union member may reach its resolver as another copy of the class (the errors plugin's own).
 */
export function errorMessageIn(error: Error, locale: LoadableLocale): string {
  const { words } = error as Partial<Pick<AppError, 'words'>>;
  return words ? render(locale, words) : error.message;
}

export interface FieldProblem {
  field: string;
  /** English, as `AppError.message`. */
  message: string;
  /** The catalog message, when there is one: what `FieldError.message` renders in the reader's language. */
  words?: Message;
}

/** A field's problem from catalog words: `{ field, message: English, words }`. */
export function fieldProblem(field: string, words: ErrorWords): FieldProblem {
  return typeof words === 'string' ? { field, message: words } : { field, message: render('en', words), words };
}

/** A field problem's message in the reader's language. */
export function fieldMessageIn(problem: FieldProblem, locale: LoadableLocale): string {
  return problem.words ? render(locale, problem.words) : problem.message;
}

export class ValidationError extends AppError {
  readonly fieldErrors: FieldProblem[];
  /**
   * The field a REST answer names beside `message` and `code` (`{message, code, field}`): set only for
   * refusals a client acts on whatever the language, as GraphQL clients read `fieldErrors[].field`
   * (an upload's `albumId`, `fieldRefusal`). Null: the answer names none.
   */
  readonly field: string | null;

  constructor(words: ErrorWords, fieldErrors: FieldProblem[] = [], options: { field?: string } = {}) {
    super(words, 400);
    this.fieldErrors = fieldErrors;
    this.field = options.field ?? null;
  }
}

/** A refusal of one field that REST answers name too (`field`): a stable signal, in any language. */
export function fieldRefusal(field: string, words: ErrorWords): ValidationError {
  return new ValidationError(words, [fieldProblem(field, words)], { field });
}

/** Wrong credentials, or an account that may not sign in. */
export class AuthError extends AppError {
  constructor(words: ErrorWords) {
    super(words, 401);
  }
}

/** No valid session where one is required. */
export class UnauthenticatedError extends AppError {
  constructor(words: ErrorWords = message('errors.signInFirst')) {
    super(words, 401);
  }
}

export class ForbiddenError extends AppError {
  constructor(words: ErrorWords = message('errors.noAccess')) {
    super(words, 403);
  }
}

export class NotFoundError extends AppError {
  constructor(words: ErrorWords = message('errors.notFound')) {
    super(words, 404);
  }
}

export class ConflictError extends AppError {
  constructor(words: ErrorWords) {
    super(words, 409);
  }
}

export class PayloadTooLargeError extends AppError {
  constructor(words: ErrorWords = message('errors.requestTooLarge')) {
    super(words, 413);
  }
}

export class UnsupportedMediaTypeError extends AppError {
  constructor(words: ErrorWords) {
    super(words, 415);
  }
}

export class RateLimitError extends AppError {
  constructor(
    readonly retryAfterSeconds: number,
    words: ErrorWords = message('errors.tooManyAttempts'),
  ) {
    super(words, 429);
  }
}

/** The server's disk is nearly full: nothing more is written until space is freed. */
export class InsufficientStorageError extends AppError {
  constructor(words: ErrorWords = message('errors.outOfStorage')) {
    super(words, 507);
  }
}
