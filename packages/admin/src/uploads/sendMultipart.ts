import { APIError, NetworkError } from '../api/APIError.ts';
import { apiURL } from '../api/client.ts';
import { forgetEarly } from '../api/early.ts';

export type MultipartArgs = {
  method: 'POST' | 'PATCH';
  path: string;
  query?: Record<string, unknown>;
  headers?: Record<string, string>;
  /** The other fields, sent as JSON in `_payload` (as Payload's clients send them). */
  data: Record<string, unknown>;
  file: File;
  /** The share of the body sent (0–1), or `null` when the browser cannot tell the total. */
  onProgress?: (progress: number | null) => void;
};

/**
 * Sends a document with its file as `multipart/form-data` (`file` and `_payload`), with the session cookie.
 * XMLHttpRequest rather than `fetch`: only it reports how much of a request body has gone (upload progress).
 * Answers the parsed JSON; a non-2xx answer throws `APIError` (a 413 included), no answer throws `NetworkError`.
 */
export function sendMultipart<T>({ method, path, query, headers, data, file, onProgress }: MultipartArgs): Promise<T> {
  forgetEarly();
  const body = new FormData();
  body.append('_payload', JSON.stringify(data));
  body.append('file', file, file.name);
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, apiURL(path, query));
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    for (const [name, value] of Object.entries(headers ?? {})) xhr.setRequestHeader(name, value);
    xhr.upload.addEventListener('progress', (event) => {
      onProgress?.(event.lengthComputable && event.total > 0 ? event.loaded / event.total : null);
    });
    xhr.addEventListener('load', () => {
      const parsed = parse(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) resolve(parsed as T);
      else reject(new APIError(xhr.status, parsed));
    });
    // A server that cuts the body off at its limit may close the connection before the browser reads the 413.
    xhr.addEventListener('error', () => reject(new NetworkError(new Error('The upload did not get an answer.'))));
    xhr.addEventListener('abort', () => reject(new DOMException('The upload was stopped.', 'AbortError')));
    xhr.send(body);
  });
}

function parse(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return { errors: [{ message: text.slice(0, 200) }] };
  }
}
