import { describe, expect, it } from 'vitest';
import { escapeForLog } from './escapeForLog.ts';

describe('escapeForLog', () => {
  // Issue 15: a request value holding a newline could write a JSON record of its own into the server's log.
  it('writes newlines, control characters and line separators as escapes, so a value stays on its line', () => {
    const forged = 'x\n{"level":30,"msg":"admin signed in"}\r\u0000\u001b[2J\u2028\u2029\\n';
    const escaped = escapeForLog(forged);
    expect(escaped).toBe('x\\n{"level":30,"msg":"admin signed in"}\\r\\u0000\\u001b[2J\\u2028\\u2029\\\\n');
  });

  it('leaves ordinary text, accents and other scripts as they are', () => {
    expect(escapeForLog('Grüße, مرحبا, 日本 "quoted"')).toBe('Grüße, مرحبا, 日本 "quoted"');
  });

  it('cuts a long value with an ellipsis', () => {
    expect(escapeForLog('a'.repeat(5000), 10)).toBe('aaaaaaaaaa…');
  });
});
