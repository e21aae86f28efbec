let fileTypeLoaded: Promise<typeof import('file-type')> | undefined;

/** How many leading bytes the detection reads: enough for file-type's signatures and for a text file's start. */
export const headLength = 4100;

/**
 * The content type of a file from its first bytes, never from its name or the client's claim: binary signatures
 * (`file-type`), else text, told apart as SVG, HTML (so an allow-list can refuse it, whatever its name says) or
 * plain text (the name's extension may say CSV, JSON or Markdown: all equally inert); anything else is
 * `application/octet-stream`.
 */
export async function detectMimeType(head: Uint8Array, name: string): Promise<string> {
  // file-type and its signature tables load with the first upload, not at every server start.
  fileTypeLoaded ??= import('file-type');
  const found = await (await fileTypeLoaded).fileTypeFromBuffer(head);
  // file-type names any text starting with `<?xml` XML: an SVG or an XHTML page is told apart below.
  if (found && found.mime !== 'application/xml') return found.mime;
  const text = asText(head);
  if (text === undefined) return 'application/octet-stream';
  const start = skipProlog(text).toLowerCase();
  if (/^<svg[\s>]/.test(start)) return 'image/svg+xml';
  if (looksLikeHTML(start, text)) return 'text/html';
  const extension = name.slice(name.lastIndexOf('.') + 1).toLowerCase();
  if (extension === 'csv') return 'text/csv';
  if (extension === 'json' && /^[[{"]/.test(start)) return 'application/json';
  if (extension === 'md' || extension === 'markdown') return 'text/markdown';
  if (start.startsWith('<?xml') || (extension === 'xml' && start.startsWith('<'))) return 'application/xml';
  return 'text/plain';
}

/** The bytes as UTF-8 text, or `undefined` when they are not text (a NUL, an invalid sequence, control bytes). */
function asText(head: Uint8Array): string | undefined {
  let text: string;
  try {
    // `stream`: the head may end in the middle of a character.
    text = new TextDecoder('utf-8', { fatal: true }).decode(head, { stream: true });
  } catch {
    return undefined;
  }
  for (const char of text) {
    const code = char.charCodeAt(0);
    if (code < 32 && code !== 9 && code !== 10 && code !== 12 && code !== 13) return undefined;
  }
  return text.replace(/^\uFEFF/, '');
}

/** The text after an XML declaration, comments and a doctype that is not HTML's (where an SVG's root starts). */
function skipProlog(text: string): string {
  let rest = text.trimStart();
  for (;;) {
    const before = rest;
    if (rest.startsWith('<?xml')) rest = rest.slice(rest.indexOf('?>') + 2).trimStart();
    else if (rest.startsWith('<!--')) rest = rest.slice(rest.indexOf('-->') + 3).trimStart();
    else if (/^<!doctype\s+svg/i.test(rest)) rest = rest.slice(rest.indexOf('>') + 1).trimStart();
    if (rest === before || rest.length === 0) return rest;
  }
}

/** Markup a browser would run as a page, anywhere near the start (browsers sniff leniently, so this does too). */
function looksLikeHTML(start: string, text: string): boolean {
  if (/^<!doctype\s+html/.test(start) || /^<(html|head|body|script|iframe|meta|title|style)[\s>/]/.test(start)) return true;
  return /<(html|script|iframe|body|object|embed)[\s>/]/i.test(text);
}
