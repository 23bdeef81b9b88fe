/**
 * Failures the services expect. GraphQL turns the listed ones into union members (data), REST into
 * `{message}` with `status`; anything else is an internal error and is never shown to the client.
 */
export abstract class AppError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export interface FieldProblem {
  field: string;
  message: string;
}

export class ValidationError extends AppError {
  constructor(
    message: string,
    readonly fieldErrors: FieldProblem[] = [],
  ) {
    super(message, 400);
  }
}

/** Wrong credentials, or an account that may not sign in. */
export class AuthError extends AppError {
  constructor(message: string) {
    super(message, 401);
  }
}

/** No valid session where one is required. */
export class UnauthenticatedError extends AppError {
  constructor(message = 'Please sign in to continue.') {
    super(message, 401);
  }
}

export class ForbiddenError extends AppError {
  constructor(message = 'You do not have access to this.') {
    super(message, 403);
  }
}

export class NotFoundError extends AppError {
  constructor(message = 'Not found.') {
    super(message, 404);
  }
}

export class ConflictError extends AppError {
  constructor(message: string) {
    super(message, 409);
  }
}

export class PayloadTooLargeError extends AppError {
  constructor(message = 'The request is too large.') {
    super(message, 413);
  }
}

export class UnsupportedMediaTypeError extends AppError {
  constructor(message: string) {
    super(message, 415);
  }
}

export class RateLimitError extends AppError {
  constructor(
    readonly retryAfterSeconds: number,
    message = 'Too many attempts. Please wait a moment and try again.',
  ) {
    super(message, 429);
  }
}

/** The server's disk is nearly full: nothing more is written until space is freed. */
export class InsufficientStorageError extends AppError {
  constructor(message = 'The server is out of storage space right now. Please try again later.') {
    super(message, 507);
  }
}
