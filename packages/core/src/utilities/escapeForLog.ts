// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const unsafe = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\\]/g;
const named: Record<string, string> = { '\n': '\\n', '\r': '\\r', '\t': '\\t', '\\': '\\\\' };

/**
 * A value that may come from a request, as a log line may hold it: control characters (newlines first of all),
 * the Unicode line separators and backslashes written as escapes, so a request can never start a log line of
 * its own (a forged JSON record under the server's), and cut to `max` characters.
 */
export function escapeForLog(value: unknown, max = 200): string {
  const text = String(value);
  const cut = text.length > max ? `${text.slice(0, max)}…` : text;
  return cut.replace(unsafe, (c) => named[c] ?? `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
