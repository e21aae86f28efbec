// Local part: printable characters without spaces, quotes, brackets or separators that mail systems reject.
const localPart = /^[^\s@"(),:;<>[\]\\]+$/u;
// A domain label: letters (any script), digits and inner hyphens.
const domainLabel = /^[\p{L}\p{N}](?:[\p{L}\p{N}-]*[\p{L}\p{N}])?$/u;

/**
 * A pragmatic address check: `local@domain.tld`, no spaces, dots not leading, trailing or doubled, a
 * top-level domain of at least two letters, and the RFC 5321 length limits. Not a deliverability check.
 */
export function isEmailAddress(value: string): boolean {
  if (value.length > 254) return false;
  const at = value.lastIndexOf('@');
  if (at < 1) return false;
  const local = value.slice(0, at);
  const domain = value.slice(at + 1);
  if (local.length > 64 || !localPart.test(local)) return false;
  if (local.startsWith('.') || local.endsWith('.') || local.includes('..')) return false;
  const labels = domain.split('.');
  if (labels.length < 2) return false;
  if (!labels.every((label) => label.length <= 63 && domainLabel.test(label))) return false;
  return /^\p{L}{2,}$/u.test(labels[labels.length - 1]);
}
