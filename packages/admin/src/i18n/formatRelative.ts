const steps: [unit: Intl.RelativeTimeFormatUnit, seconds: number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

const formats = new Map<string, Intl.RelativeTimeFormat>();

/**
 * How long ago (or ahead) `date` is from `now`, in the language's words ("3 minutes ago", "vor 3 Minuten",
 * "3分前"): the largest whole unit from years down to minutes; under a minute, "now".
 */
export function formatRelative(date: Date, language: string, now: Date = new Date()): string {
  let format = formats.get(language);
  if (!format) {
    format = new Intl.RelativeTimeFormat(language, { numeric: 'auto' });
    formats.set(language, format);
  }
  const seconds = (date.getTime() - now.getTime()) / 1000;
  for (const [unit, size] of steps) {
    if (Math.abs(seconds) >= size) return format.format(Math.trunc(seconds / size), unit);
  }
  return format.format(0, 'second');
}
