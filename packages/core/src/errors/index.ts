/**
 * The closed set of errors Atrium answers with. Each has a stable `name` and HTTP `status`; the server's
 * error handler formats them as `{ errors: [{ name, message, data? }] }`. Messages are translation keys or
 * already-translated text; `vars` fill the key's `{{placeholders}}`.
 */
export class APIError extends Error {
  readonly status: number;
  readonly data?: unknown;
  readonly vars?: Record<string, unknown>;
  /** Safe to show to the client; unknown errors are answered with a generic message instead. */
  readonly isPublic: boolean;

  constructor(message: string, status = 500, data?: unknown, vars?: Record<string, unknown>, isPublic = true) {
    super(message);
    this.name = 'APIError';
    this.status = status;
    this.data = data;
    this.vars = vars;
    this.isPublic = isPublic;
  }
}

export type FieldError = { path: string; message: string; label?: string };

/** 400: one or more fields failed validation. `data.errors` has one entry per field path. */
export class ValidationError extends APIError {
  readonly errors: FieldError[];
  readonly collection?: string;
  constructor(args: { collection?: string; global?: string; errors: FieldError[] }) {
    const paths = args.errors.map((e) => e.path).join(', ');
    super(`The following field${args.errors.length === 1 ? ' is' : 's are'} invalid: ${paths}`, 400, {
      collection: args.collection ?? args.global,
      errors: args.errors,
    });
    this.name = 'ValidationError';
    this.errors = args.errors;
    this.collection = args.collection;
  }
}

/** 400: a malformed request (query string over a limit, unknown where path, bad operator, bad depth…). */
export class QueryError extends APIError {
  constructor(message: string, data?: unknown, vars?: Record<string, unknown>) {
    super(message, 400, data, vars);
    this.name = 'QueryError';
  }
}

/** 400: a request that cannot be carried out as sent (logout with nobody signed in…). */
export class BadRequest extends APIError {
  constructor(message: string, vars?: Record<string, unknown>, data?: unknown) {
    super(message, 400, data, vars);
    this.name = 'BadRequest';
  }
}

export class NotFound extends APIError {
  constructor(message = 'error:notFound', vars?: Record<string, unknown>) {
    super(message, 404, undefined, vars);
    this.name = 'NotFound';
  }
}

export class Forbidden extends APIError {
  constructor(message = 'error:notAllowedToPerformAction', vars?: Record<string, unknown>) {
    super(message, 403, undefined, vars);
    this.name = 'Forbidden';
  }
}

export class Unauthorized extends APIError {
  constructor(message = 'error:unauthorized') {
    super(message, 401);
    this.name = 'Unauthorized';
  }
}

/**
 * 409: the document changed since the client read it (optimistic concurrency). `data.updatedAt` is the stored
 * version, for a client that decides to write over it anyway.
 */
export class Conflict extends APIError {
  constructor(message = 'error:conflict', data?: { updatedAt: string }) {
    super(message, 409, data);
    this.name = 'Conflict';
  }
}

export class PayloadTooLarge extends APIError {
  constructor(message = 'error:payloadTooLarge', vars?: Record<string, unknown>) {
    super(message, 413, undefined, vars);
    this.name = 'PayloadTooLarge';
  }
}

export class Locked extends APIError {
  constructor(message = 'error:documentLocked') {
    super(message, 423);
    this.name = 'Locked';
  }
}

export class TooManyRequests extends APIError {
  readonly retryAfterSeconds: number;
  constructor(retryAfterSeconds: number, message = 'error:tooManyRequests') {
    super(message, 429);
    this.name = 'TooManyRequests';
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

/** Thrown at start-up for a config that cannot work; the message names the collection and key. */
export class InvalidConfiguration extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'InvalidConfiguration';
  }
}
