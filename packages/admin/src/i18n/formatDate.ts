/**
 * Formats a date with the config's `admin.dateFormat`, a date-fns-style pattern (e.g. `MMMM do yyyy, h:mm a`), in
 * the browser's time zone. In English the pattern is followed as written. Patterns are written in English, and
 * other languages order and join the parts of a date their own way (Japanese `2025年1月5日 14:07`, German
 * `5. Januar 2025 um 14:07`), so for them the pattern only says which parts to show and how long, and `Intl`
 * writes the date in the language, with its digits and its clock.
 *
 * Tokens: yyyy yy MMMM MMM MM M dd d do EEEE EEE HH H hh h mm ss a. Text inside single quotes is copied
 * as it is (`''` is one quote); any other letter run that is not a token is copied too.
 */
export function formatDate(date: Date, pattern: string, language: string): string {
  if (Number.isNaN(date.getTime())) return '';
  if (language !== 'en' && !language.startsWith('en-')) return localFormat(pattern, language).format(date);
  return formatPattern(date, pattern, language);
}

const localFormats = new Map<string, Intl.DateTimeFormat>();

/** The `Intl` format showing the parts a pattern names, at the lengths it names them. */
function localFormat(pattern: string, language: string): Intl.DateTimeFormat {
  const key = `${language} ${pattern}`;
  let format = localFormats.get(key);
  if (format) return format;
  const options: Intl.DateTimeFormatOptions = {};
  const unquoted = pattern.replace(/'([^']|'')*'?/g, '');
  for (const [run] of unquoted.matchAll(/([a-zA-Z])\1*/g)) {
    const length = run.length;
    switch (run[0]) {
      case 'y':
        options.year = length === 2 ? '2-digit' : 'numeric';
        break;
      case 'M':
        options.month = length >= 4 ? 'long' : length === 3 ? 'short' : length === 2 ? '2-digit' : 'numeric';
        break;
      case 'd':
        options.day = length === 2 ? '2-digit' : 'numeric';
        break;
      case 'E':
        options.weekday = length >= 4 ? 'long' : 'short';
        break;
      case 'H':
      case 'h':
        // The language's own clock (24 hours in most), whatever the English pattern used.
        options.hour = 'numeric';
        break;
      case 'm':
        options.minute = '2-digit';
        break;
      case 's':
        options.second = '2-digit';
        break;
    }
  }
  if (Object.keys(options).length === 0) Object.assign(options, { dateStyle: 'medium', timeStyle: 'short' });
  format = new Intl.DateTimeFormat(language, options);
  localFormats.set(key, format);
  return format;
}

/** The pattern followed as written, with month, weekday and day-period names in `language`. */
function formatPattern(date: Date, pattern: string, language: string): string {
  const names = namesFor(language);
  let out = '';
  let i = 0;
  while (i < pattern.length) {
    const char = pattern[i];
    if (char === "'") {
      // `''` is a quote, inside a literal or outside one.
      if (pattern[i + 1] === "'") {
        out += "'";
        i += 2;
        continue;
      }
      i++;
      while (i < pattern.length) {
        if (pattern[i] !== "'") out += pattern[i++];
        else if (pattern[i + 1] === "'") {
          out += "'";
          i += 2;
        } else {
          i++;
          break;
        }
      }
      continue;
    }
    let run = 1;
    while (pattern[i + run] === char) run++;
    // `do` is the one token that mixes two letters.
    if (char === 'd' && run === 1 && pattern[i + 1] === 'o') {
      out += ordinal(date.getDate(), language);
      i += 2;
      continue;
    }
    out += token(date, char, run, names) ?? pattern.slice(i, i + run);
    i += run;
  }
  return out;
}

type Names = {
  month: (date: Date, width: 'long' | 'short') => string;
  weekday: Intl.DateTimeFormat[];
  dayPeriod: (date: Date) => string;
};

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

function token(date: Date, char: string, run: number, names: Names): string | undefined {
  const hours = date.getHours();
  const hours12 = hours % 12 === 0 ? 12 : hours % 12;
  switch (char) {
    case 'y':
      return run === 2 ? pad(date.getFullYear() % 100) : pad(date.getFullYear(), run);
    case 'M':
      if (run >= 4) return names.month(date, 'long');
      if (run === 3) return names.month(date, 'short');
      return run === 2 ? pad(date.getMonth() + 1) : String(date.getMonth() + 1);
    case 'd':
      return run === 2 ? pad(date.getDate()) : run === 1 ? String(date.getDate()) : undefined;
    case 'E':
      return names.weekday[run >= 4 ? 0 : 1].format(date);
    case 'H':
      return run === 2 ? pad(hours) : String(hours);
    case 'h':
      return run === 2 ? pad(hours12) : String(hours12);
    case 'm':
      return run === 2 ? pad(date.getMinutes()) : String(date.getMinutes());
    case 's':
      return run === 2 ? pad(date.getSeconds()) : String(date.getSeconds());
    case 'a':
      return names.dayPeriod(date);
    default:
      return undefined;
  }
}

const englishSuffixes: Record<string, string> = { one: 'st', two: 'nd', few: 'rd', other: 'th' };
let englishOrdinals: Intl.PluralRules | undefined;

/** `1st`, `22nd` in English; other languages write ordinals in too many ways for one rule, so the plain number. */
function ordinal(day: number, language: string): string {
  if (language !== 'en' && !language.startsWith('en-')) return String(day);
  englishOrdinals ??= new Intl.PluralRules('en', { type: 'ordinal' });
  return `${day}${englishSuffixes[englishOrdinals.select(day)]}`;
}

const cache = new Map<string, Names>();

function namesFor(language: string): Names {
  let names = cache.get(language);
  if (names) return names;
  // Month names are taken from a format that includes the day, so languages with a genitive form use it
  // ("5 ноября", not "ноябрь").
  const monthFormats = {
    long: new Intl.DateTimeFormat(language, { month: 'long', day: 'numeric' }),
    short: new Intl.DateTimeFormat(language, { month: 'short', day: 'numeric' }),
  };
  const dayPeriodFormat = new Intl.DateTimeFormat(language, { hour: 'numeric', hourCycle: 'h12' });
  names = {
    month: (date, width) =>
      monthFormats[width].formatToParts(date).find((p) => p.type === 'month')?.value ?? String(date.getMonth() + 1),
    weekday: [new Intl.DateTimeFormat(language, { weekday: 'long' }), new Intl.DateTimeFormat(language, { weekday: 'short' })],
    dayPeriod: (date) =>
      dayPeriodFormat.formatToParts(date).find((p) => p.type === 'dayPeriod')?.value ?? (date.getHours() < 12 ? 'AM' : 'PM'),
  };
  cache.set(language, names);
  return names;
}
