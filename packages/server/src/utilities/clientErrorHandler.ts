import http from 'node:http';
import type { Socket } from 'node:net';
import { type ErrorResponse, getTranslate, matchLanguage, type SanitizedConfig } from '@atrium/core';

/** What Node's `clientError` event hands over (Fastify types `rawPacket` as a serialized Buffer; it is a Buffer). */
type ParserError = Error & { code?: string; rawPacket?: unknown };

/**
 * Answers what Node's HTTP parser refuses before Fastify sees a request (headers over `maxHeaderSize`, a request
 * line too long, bytes that are not HTTP, a request that took too long to arrive) in the API's error shape. These
 * never reach the error handler: there is no request yet, only the socket, so the answer is written raw and the
 * connection closed. The language comes from an `Accept-Language` among the bytes received, if any.
 */
export function createClientErrorHandler(config: SanitizedConfig) {
  const maxHeaderSize = http.maxHeaderSize;
  return (error: ParserError, socket: Socket): void => {
    // A reset connection has no one left to answer.
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    const raw = Buffer.isBuffer(error.rawPacket) ? error.rawPacket.toString('latin1') : '';
    const t = getTranslate(config, languageOf(config, raw));
    let status = 400;
    let name = 'BadRequest';
    let message = t('error:unreadableRequest');
    if (error.code === 'HPE_HEADER_OVERFLOW') {
      // The parser counts the request line with the headers; when the packet holds the start of the request and
      // its first line never ends, the address is what is too long.
      const isRequestLine = /^[A-Z]+ \S/.test(raw) && !raw.slice(0, maxHeaderSize).includes('\r\n');
      status = isRequestLine ? 414 : 431;
      name = isRequestLine ? 'URITooLong' : 'RequestHeaderFieldsTooLarge';
      message = isRequestLine
        ? t('error:urlTooLong', { limit: maxHeaderSize })
        : t('error:headersTooLarge', { limit: maxHeaderSize });
    } else if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') {
      status = 408;
      name = 'RequestTimeout';
      message = t('error:requestTimeout');
    }
    const body = JSON.stringify({ errors: [{ name, message }] } satisfies ErrorResponse);
    if (socket.writable) {
      socket.write(
        `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
          `Content-Length: ${Buffer.byteLength(body)}\r\nX-Content-Type-Options: nosniff\r\nConnection: close\r\n\r\n${body}`,
      );
    }
    socket.destroySoon();
  };
}

function languageOf(config: SanitizedConfig, raw: string): string {
  const header = /\r\naccept-language:[ \t]*([^\r\n]{0,200})/i.exec(raw)?.[1];
  return matchLanguage(header, Object.keys(config.i18n.supportedLanguages), config.i18n.fallbackLanguage);
}
