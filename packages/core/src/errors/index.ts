import type { MessageKey } from '@atrium/translations';

export type { MessageKey };

/** How many characters of a request's own text an error repeats (a path, an operator, a value). */
export const maxEchoLength = 100;

/**
 * Whatever a variable holds is cut to this length, for a request value a throw site forgot to pass through
 * `echo` (lists the server writes itself, such as the allowed operators, stay well under it).
 */
const maxVariableLength = 500;

/**
 * A value from the request as an error may repeat it: text (anything else as JSON), cut to `max` characters
 * with an ellipsis, so a 14 KB operator name is named, not sent back whole.
 */
export function echo(value: unknown, max = maxEchoLength): string {
  const text = typeof value === 'string' ? value : asJSON(value);
  if (text.length <= max) return text;
  // Never cut a surrogate pair in two: the half left behind is not text.
  const end = /[\uD800-\uDBFF]/.test(text[max - 1]) ? max - 1 : max;
  return `${text.slice(0, end)}…`;
}

/** `echo` of a value as JSON (`"abc"`, `12`, `{"a":1}`): for messages that quote what was sent. */
export function echoJSON(value: unknown, max = maxEchoLength): string {
  return echo(asJSON(value), max);
}

function asJSON(value: unknown): string {
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    // A BigInt or a cyclic value from the Local API cannot be serialized.
    return String(value);
  }
}

function capVariables(vars: Record<string, unknown> | undefined): Record<string, unknown> | undefined {
  if (!vars) return vars;
  const capped: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(vars))
    capped[name] = typeof value === 'string' && value.length > maxVariableLength ? echo(value, maxVariableLength) : value;
  return capped;
}

/**
 * The closed set of errors Atrium answers with. Each has a stable `name` and HTTP `status`; the server's
 * error handler formats them as `{ errors: [{ name, message, data? }] }`. The message is a translation key
 * (`MessageKey`: a template literal holding request text does not compile) and `vars` fill its
 * `{{placeholders}}`: a value taken from the request goes there, through `echo`, never into the key, so the
 * translator only ever sees the keys English defines.
 */
export class APIError extends Error {
  /** The translation key; `message` is the same key until the Local API sets it to the translated text. */
  readonly key: MessageKey;
  readonly status: number;
  readonly data?: unknown;
  readonly vars?: Record<string, unknown>;
  /** Safe to show to the client; unknown errors are answered with a generic message instead. */
  readonly isPublic: boolean;

  constructor(message: MessageKey, status = 500, data?: unknown, vars?: Record<string, unknown>, isPublic = true) {
    super(message);
    this.name = 'APIError';
    this.key = message;
    this.status = status;
    this.data = data;
    this.vars = capVariables(vars);
    this.isPublic = isPublic;
  }
}

export type FieldError = { path: string; message: string; label?: string };

/** 400: one or more fields failed validation. `data.errors` has one entry per field path. */
export class ValidationError extends APIError {
  readonly errors: FieldError[];
  readonly collection?: string;
  constructor(args: { collection?: string; global?: string; errors: FieldError[] }) {
    // A path can be a key the request sent (an unknown field), so the list is cut like any echoed value.
    const paths = echo(args.errors.map((e) => e.path).join(', '), 3 * maxEchoLength);
    super(
      'query:fieldsInvalid',
      400,
      { collection: args.collection ?? args.global, errors: args.errors },
      { count: args.errors.length, paths },
    );
    this.name = 'ValidationError';
    this.errors = args.errors;
    this.collection = args.collection;
  }
}

/** 400: a malformed request (query string over a limit, unknown where path, bad operator, bad depth…). */
export class QueryError extends APIError {
  constructor(message: MessageKey, vars?: Record<string, unknown>, data?: unknown) {
    super(message, 400, data, vars);
    this.name = 'QueryError';
  }
}

/** 400: a request that cannot be carried out as sent (logout with nobody signed in…). */
export class BadRequest extends APIError {
  constructor(message: MessageKey, vars?: Record<string, unknown>, data?: unknown) {
    super(message, 400, data, vars);
    this.name = 'BadRequest';
  }
}

export class NotFound extends APIError {
  constructor(message: MessageKey = 'error:notFound', vars?: Record<string, unknown>) {
    super(message, 404, undefined, vars);
    this.name = 'NotFound';
  }
}

export class Forbidden extends APIError {
  constructor(message: MessageKey = 'error:notAllowedToPerformAction', vars?: Record<string, unknown>) {
    super(message, 403, undefined, vars);
    this.name = 'Forbidden';
  }
}

export class Unauthorized extends APIError {
  constructor(message: MessageKey = 'error:unauthorized') {
    super(message, 401);
    this.name = 'Unauthorized';
  }
}

/**
 * 409: the document changed since the client read it (optimistic concurrency). `data.updatedAt` is the stored
 * version, for a client that decides to write over it anyway.
 */
export class Conflict extends APIError {
  constructor(message: MessageKey = 'error:conflict', data?: { updatedAt: string }) {
    super(message, 409, data);
    this.name = 'Conflict';
  }
}

export class PayloadTooLarge extends APIError {
  constructor(message: MessageKey = 'error:payloadTooLarge', vars?: Record<string, unknown>) {
    super(message, 413, undefined, vars);
    this.name = 'PayloadTooLarge';
  }
}

/** 423: someone else holds the document's lock (`data.lock` says who and until when). */
export class Locked extends APIError {
  constructor(message: MessageKey = 'error:documentLocked', vars?: Record<string, unknown>, data?: unknown) {
    super(message, 423, data, vars);
    this.name = 'Locked';
  }
}

export class TooManyRequests extends APIError {
  readonly retryAfterSeconds: number;
  constructor(retryAfterSeconds: number, message: MessageKey = 'error:tooManyRequests') {
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

/**
 * 503: the database cannot answer right now (the connection dropped, the server is restarting or stalled). The
 * request may be retried after `retryAfterSeconds`, sent as `Retry-After`; `cause` keeps the driver's error for
 * the log.
 */
export class ServiceUnavailable extends APIError {
  readonly retryAfterSeconds: number;
  constructor(options: { retryAfterSeconds?: number; message?: MessageKey; cause?: unknown } = {}) {
    super(options.message ?? 'error:databaseUnavailable', 503);
    this.name = 'ServiceUnavailable';
    this.retryAfterSeconds = options.retryAfterSeconds ?? 5;
    if (options.cause !== undefined) this.cause = options.cause;
  }
}
