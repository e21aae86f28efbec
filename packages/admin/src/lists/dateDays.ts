import type { Where } from '@atrium/core/client';

const day = /^\d{4}-\d{2}-\d{2}$/;

/** Local midnight of `date` (`YYYY-MM-DD`) and of the day after, as the instants the API compares. */
function dayBounds(date: string): [start: string, end: string] {
  const [y, m, d] = date.split('-').map(Number);
  return [new Date(y, m - 1, d).toISOString(), new Date(y, m - 1, d + 1).toISOString()];
}

/** One operator on a date field with a whole day as its value, as conditions on instants. */
function expand(path: string, operator: string, date: string): Where | undefined {
  const [start, end] = dayBounds(date);
  switch (operator) {
    case 'equals':
      return { and: [{ [path]: { greater_than_equal: start } }, { [path]: { less_than: end } }] };
    case 'not_equals':
      return { or: [{ [path]: { less_than: start } }, { [path]: { greater_than_equal: end } }] };
    case 'greater_than':
      return { [path]: { greater_than_equal: end } };
    case 'greater_than_equal':
      return { [path]: { greater_than_equal: start } };
    case 'less_than':
      return { [path]: { less_than: start } };
    case 'less_than_equal':
      return { [path]: { less_than: end } };
    default:
      return undefined;
  }
}

/**
 * The filter builder picks a day for a date field (`2025-04-10`), while documents store instants: compared as
 * they are, "equals 10 April" would match only midnight. This turns each such condition into the day's range
 * in the browser's time zone ("equals" is from that midnight to the next, "after" from the next midnight on);
 * conditions on other fields, and dates with a time, are left as they are.
 */
export function whereWithDays(where: Where, isDateField: (path: string) => boolean): Where {
  const out: Where = {};
  const extra: Where[] = [];
  for (const [key, item] of Object.entries(where)) {
    if ((key === 'and' || key === 'or') && Array.isArray(item)) {
      out[key] = item.map((part: Where) => whereWithDays(part, isDateField));
      continue;
    }
    if (!item || typeof item !== 'object' || Array.isArray(item) || !isDateField(key)) {
      out[key] = item;
      continue;
    }
    const kept: Record<string, unknown> = {};
    for (const [operator, value] of Object.entries(item as Record<string, unknown>)) {
      const expanded = typeof value === 'string' && day.test(value) ? expand(key, operator, value) : undefined;
      if (expanded) extra.push(expanded);
      else kept[operator] = value;
    }
    if (Object.keys(kept).length > 0) out[key] = kept;
  }
  if (extra.length === 0) return out;
  const parts = Object.keys(out).length > 0 ? [out, ...extra] : extra;
  return parts.length === 1 ? parts[0] : { and: parts };
}
