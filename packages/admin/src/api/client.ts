import { APIError, NetworkError } from './APIError.ts';
import { type APIRequest, forgetEarly, requestKey, startEarly, takeEarly } from './early.ts';
import { stringifyQuery } from './stringifyQuery.ts';

export type RequestOptions = {
  /** Query parameters, serialized like `qs` (nested objects become `a[b][c]`). */
  query?: Record<string, unknown>;
  /** A JSON body. */
  body?: unknown;
  signal?: AbortSignal;
  headers?: Record<string, string>;
};

let apiRoute = '/api';

/** Sets the API's base path (the config's `routes.api`); called once at start-up. */
export function setAPIRoute(route: string): void {
  apiRoute = route.replace(/\/$/, '');
}

/** The URL of an API path (`/posts` → `/api/posts`). */
export function apiURL(path: string, query?: Record<string, unknown>): string {
  const qs = query ? stringifyQuery(query) : '';
  return `${apiRoute}${path}${qs ? `?${qs}` : ''}`;
}

/** The `fetch` arguments of an API request: JSON in and out, with the session cookie (spec 7). */
export function fetchArguments(
  method: string,
  path: string,
  options: Pick<RequestOptions, 'query' | 'body' | 'headers'> = {},
): { url: string; init: RequestInit & { body?: string } } {
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  let body: string | undefined;
  if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  return { url: apiURL(path, options.query), init: { method, headers, body, credentials: 'include' } };
}

/** Starts `request` at once (the boot script), for the app's first identical request to take over. */
export function fetchEarly({ method, path, query, body }: APIRequest): void {
  const { url, init } = fetchArguments(method, path, { query, body });
  startEarly(requestKey(method, url, init.body), fetch(url, init));
}

/**
 * Calls the REST API with the session cookie (spec 7: every request includes credentials) and answers the
 * parsed JSON; a non-2xx answer throws `APIError`, no answer at all throws `NetworkError`. When the page
 * already started the same request (`src/boot`), its answer is used instead of asking again.
 */
export async function request<T = any>(method: string, path: string, options: RequestOptions = {}): Promise<T> {
  const { url, init } = fetchArguments(method, path, options);
  const early = options.headers ? undefined : takeEarly(requestKey(method, url, init.body));
  // Anything but a read may change what an early answer says.
  if (!early && method !== 'GET') forgetEarly();
  const ask = () => fetch(url, { ...init, signal: options.signal });
  let response: Response;
  try {
    // An early request that failed is simply asked again.
    response = await (early ? early.catch(ask) : ask());
  } catch (error) {
    if ((error as Error)?.name === 'AbortError') throw error;
    throw new NetworkError(error);
  }
  const text = await response.text();
  let parsed: any = null;
  if (text) {
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = { errors: [{ message: text.slice(0, 200) }] };
    }
  }
  if (!response.ok) throw new APIError(response.status, parsed);
  return parsed as T;
}

/** The fetch helper of spec 7: GET (query serialized), POST, PUT, PATCH and DELETE. */
export const api = {
  get: <T = any>(path: string, query?: Record<string, unknown>, signal?: AbortSignal) =>
    request<T>('GET', path, { query, signal }),
  post: <T = any>(path: string, body?: unknown, query?: Record<string, unknown>) => request<T>('POST', path, { body, query }),
  put: <T = any>(path: string, body?: unknown, query?: Record<string, unknown>) => request<T>('PUT', path, { body, query }),
  patch: <T = any>(path: string, body?: unknown, query?: Record<string, unknown>) => request<T>('PATCH', path, { body, query }),
  delete: <T = any>(path: string, query?: Record<string, unknown>) => request<T>('DELETE', path, { query }),
};
