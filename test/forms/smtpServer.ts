import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** One message the test SMTP server accepted: the envelope as sent over SMTP and the raw message. */
export type ReceivedMail = { from: string; to: string[]; raw: string };

/**
 * A real SMTP server on a free local port, without TLS or authentication, keeping every message it accepts.
 * `waitForMail(n)` resolves once `n` messages have arrived.
 */
export async function startSMTPServer(): Promise<{
  port: number;
  mails: ReceivedMail[];
  waitForMail: (count: number) => Promise<ReceivedMail[]>;
  close: () => Promise<void>;
}> {
  const mails: ReceivedMail[] = [];
  const waiting: Array<{ count: number; resolve: (mails: ReceivedMail[]) => void }> = [];
  const server = new SMTPServer({
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
        mails.push({ from, to: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks).toString('utf8') });
        for (const wait of [...waiting])
          if (mails.length >= wait.count) {
            waiting.splice(waiting.indexOf(wait), 1);
            wait.resolve([...mails]);
          }
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    port,
    mails,
    waitForMail: (count) =>
      mails.length >= count ? Promise.resolve([...mails]) : new Promise((resolve) => waiting.push({ count, resolve })),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** The headers of a raw message, names lower-cased, folded lines joined. */
export function mailHeaders(raw: string): Record<string, string> {
  const head = raw.split(/\r?\n\r?\n/)[0];
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
  }
  return headers;
}

function decodePart(part: string): { type: string; body: string } {
  const [head, ...rest] = part.split(/\r?\n\r?\n/);
  const headers = mailHeaders(`${head}\r\n\r\n`);
  const body = rest.join('\r\n\r\n');
  const encoding = (headers['content-transfer-encoding'] ?? '7bit').toLowerCase();
  let decoded = body;
  if (encoding === 'base64') decoded = Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  else if (encoding === 'quoted-printable') {
    const text = body.replace(/=\r?\n/g, '');
    const bytes: number[] = [];
    for (let i = 0; i < text.length; i++) {
      const hex = text[i] === '=' ? /^[0-9A-F]{2}$/i.exec(text.slice(i + 1, i + 3)) : null;
      if (hex) {
        bytes.push(Number.parseInt(hex[0], 16));
        i += 2;
      } else bytes.push(text.charCodeAt(i));
    }
    decoded = Buffer.from(bytes).toString('utf8');
  }
  return {
    type: (headers['content-type'] ?? 'text/plain').split(';')[0].trim().toLowerCase(),
    body: decoded.replace(/\r\n/g, '\n'),
  };
}

/** The text and HTML bodies of a raw message (a single part or multipart/alternative), decoded. */
export function mailBodies(raw: string): { text?: string; html?: string } {
  const headers = mailHeaders(raw);
  const boundary = /boundary="?([^";]+)"?/.exec(headers['content-type'] ?? '')?.[1];
  const parts = boundary
    ? raw
        .split(`--${boundary}`)
        .slice(1, -1)
        .map((p) => decodePart(p.replace(/^\r?\n/, '')))
    : [decodePart(raw)];
  return {
    text: parts.find((p) => p.type === 'text/plain')?.body.trim(),
    html: parts.find((p) => p.type === 'text/html')?.body.trim(),
  };
}
