import type { ErrorEntry, ErrorResponse, FieldError, ValidationErrorData } from '@atrium/core/client';

export type { FieldError };

/**
 * One entry of the API's `{ errors: [...] }` body (core's `ErrorEntry`). `name` may be missing: a body that did
 * not come from the API (a proxy's error page) is read as one entry with its text as the message.
 */
export type APIErrorEntry = Omit<ErrorEntry, 'name'> & { name?: string };

/** A non-2xx answer from the REST API, with its parsed body. */
export class APIError extends Error {
  readonly status: number;
  readonly errors: APIErrorEntry[];
  readonly body: any;

  constructor(status: number, body: any) {
    const errors: APIErrorEntry[] = Array.isArray(body?.errors) ? (body as ErrorResponse).errors : [];
    super(errors.map((e) => e.message).join(' ') || `HTTP ${status}`);
    this.name = 'APIError';
    this.status = status;
    this.errors = errors;
    this.body = body;
  }

  /** Per-field errors of a validation failure, flattened across entries. */
  get fieldErrors(): FieldError[] {
    return this.errors.flatMap((e) => {
      const data = e.data as Partial<ValidationErrorData> | undefined;
      return Array.isArray(data?.errors) ? data.errors : [];
    });
  }
}

/** The request never got an answer (offline, server down). */
export class NetworkError extends Error {
  constructor(cause: unknown) {
    super('Network error', { cause });
    this.name = 'NetworkError';
  }
}
