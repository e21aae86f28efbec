/**
 * Requests the page starts before the app has loaded (see `src/boot`), handed to the app's first identical
 * request instead of asking the server twice. An answer is used at most once, only while the page is young,
 * and never after the app has written anything (a sign-in, a save): from then on it may be out of date.
 */

/** One API request, as the app and the boot script both describe it. */
export type APIRequest = {
  method: 'GET' | 'POST';
  path: string;
  query?: Record<string, unknown>;
  body?: unknown;
};

type EarlyRequest = { key: string; response: Promise<Response> };

declare global {
  interface Window {
    /** Written by the boot script (inlined in index.html by the server). */
    __ATRIUM_EARLY__?: EarlyRequest[];
  }
}

/** How long after navigation an early answer may still be taken (milliseconds). */
const freshFor = 10_000;

/** What makes two requests the same: method, URL and body. */
export function requestKey(method: string, url: string, body: string | undefined): string {
  return `${method} ${url}${body === undefined ? '' : ` ${body}`}`;
}

/** Starts a request on the page's behalf (the boot script). */
export function startEarly(key: string, response: Promise<Response>): void {
  // A failed early request is asked again by the app; it must not surface as an unhandled rejection.
  response.catch(() => undefined);
  window.__ATRIUM_EARLY__ ??= [];
  window.__ATRIUM_EARLY__.push({ key, response });
}

/** The early answer to this exact request, once; `undefined` when there is none or it may be stale. */
export function takeEarly(key: string): Promise<Response> | undefined {
  const early = window.__ATRIUM_EARLY__;
  if (!early?.length) return undefined;
  if (performance.now() > freshFor) {
    forgetEarly();
    return undefined;
  }
  const index = early.findIndex((request) => request.key === key);
  if (index < 0) return undefined;
  const [taken] = early.splice(index, 1);
  return taken.response;
}

/** Drops every early answer not yet taken (after a write, none may be trusted). */
export function forgetEarly(): void {
  if (window.__ATRIUM_EARLY__) window.__ATRIUM_EARLY__.length = 0;
}
