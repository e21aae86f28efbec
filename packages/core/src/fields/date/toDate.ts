// ISO 8601 calendar date, optionally with a time (`T` or a space) and a zone: 2024-05-01, 2024-05-01T10:30:00.000Z.
const isoPattern = /^([+-]\d{6}|\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})?)?$/i;

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/**
 * The instant a value stands for: a valid `Date`, a finite timestamp in milliseconds, or an ISO 8601
 * string. Engines roll impossible days over (Feb 30 → Mar 1) and guess at free text, so strings must be
 * ISO with real calendar values. Anything else answers `undefined`.
 */
export function toDate(value: unknown): Date | undefined {
  let date: Date | undefined;
  if (value instanceof Date) date = new Date(value.getTime());
  else if (typeof value === 'number') date = Number.isFinite(value) ? new Date(value) : undefined;
  else if (typeof value === 'string') date = parseIso(value.trim());
  return date && !Number.isNaN(date.getTime()) ? date : undefined;
}

function parseIso(text: string): Date | undefined {
  const match = isoPattern.exec(text);
  if (!match) return undefined;
  const [, year, month, day, hour, minute, second] = match;
  const m = Number(month);
  if (m < 1 || m > 12 || Number(day) < 1 || Number(day) > daysInMonth(Number(year), m)) return undefined;
  if (hour !== undefined && (Number(hour) > 23 || Number(minute) > 59 || Number(second ?? 0) > 59)) return undefined;
  // Date.parse wants a `T` and a colon in the offset.
  const normalized = text
    .toUpperCase()
    .replace(' ', 'T')
    .replace(/([+-]\d{2})(\d{2})$/, '$1:$2');
  return new Date(Date.parse(normalized));
}
