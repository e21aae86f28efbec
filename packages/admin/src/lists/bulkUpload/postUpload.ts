import { APIError, NetworkError } from '../../api/APIError.ts';
import { apiURL } from '../../api/client.ts';

export type PostUploadArgs = {
  /** The upload collection's slug: the file becomes a new document of it. */
  slug: string;
  file: File;
  /** The document's other fields, sent as JSON in `_payload` (as Payload's clients send them). */
  data: Record<string, unknown>;
  /** Bytes sent so far, as the browser reports them. */
  onProgress?: (loaded: number, total: number) => void;
  signal?: AbortSignal;
};

/**
 * Creates one document of an upload collection from a file: `POST /api/{slug}` as multipart form data, the
 * file in `file` and the fields in `_payload`. XHR rather than fetch, since only XHR reports how much of the
 * body has been sent. Answers the created document; a refusal throws `APIError` (with the server's message,
 * e.g. a type not allowed or a file too large), no answer `NetworkError`, an abort an `AbortError`.
 */
export function postUpload({ slug, file, data, onProgress, signal }: PostUploadArgs): Promise<Record<string, unknown>> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(new DOMException('Aborted', 'AbortError'));
      return;
    }
    const body = new FormData();
    body.append('file', file, file.name);
    body.append('_payload', JSON.stringify(data));
    const xhr = new XMLHttpRequest();
    xhr.open('POST', apiURL(`/${slug}`));
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (event) => onProgress?.(event.loaded, event.lengthComputable ? event.total : file.size);
    const handleAbort = () => xhr.abort();
    signal?.addEventListener('abort', handleAbort, { once: true });
    const settle = () => signal?.removeEventListener('abort', handleAbort);
    xhr.onload = () => {
      settle();
      let parsed: any = null;
      try {
        parsed = xhr.responseText ? JSON.parse(xhr.responseText) : null;
      } catch {
        parsed = { errors: [{ message: xhr.responseText.slice(0, 200) }] };
      }
      if (xhr.status >= 200 && xhr.status < 300) resolve((parsed?.doc ?? parsed) as Record<string, unknown>);
      else reject(new APIError(xhr.status, parsed));
    };
    xhr.onerror = () => {
      settle();
      reject(new NetworkError(new Error('XHR failed')));
    };
    xhr.onabort = () => {
      settle();
      reject(new DOMException('Aborted', 'AbortError'));
    };
    xhr.send(body);
  });
}
