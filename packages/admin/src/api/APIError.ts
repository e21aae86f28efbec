/** One entry of the API's `{ errors: [...] }` body. */
export type APIErrorEntry = { name?: string; message: string; data?: any };

/** A field error the API reports on a failed write (`data.errors` of a ValidationError). */
export type FieldError = { path: string; message: string; label?: string };

/** A non-2xx answer from the REST API, with its parsed body. */
export class APIError extends Error {
  readonly status: number;
  readonly errors: APIErrorEntry[];
  readonly body: any;

  constructor(status: number, body: any) {
    const errors: APIErrorEntry[] = Array.isArray(body?.errors) ? body.errors : [];
    super(errors.map((e) => e.message).join(' ') || `HTTP ${status}`);
    this.name = 'APIError';
    this.status = status;
    this.errors = errors;
    this.body = body;
  }

  /** Per-field errors of a validation failure, flattened across entries. */
  get fieldErrors(): FieldError[] {
    return this.errors.flatMap((e) => (Array.isArray(e.data?.errors) ? (e.data.errors as FieldError[]) : []));
  }
}

/** The request never got an answer (offline, server down). */
export class NetworkError extends Error {
  constructor(cause: unknown) {
    super('Network error', { cause });
    this.name = 'NetworkError';
  }
}
