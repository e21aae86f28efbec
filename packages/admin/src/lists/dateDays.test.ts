import { describe, expect, it } from 'vitest';
import { whereWithDays } from './dateDays.ts';

const isDate = (path: string) => path === 'publishedAt' || path === 'meta.reviewedOn';
const midnight = (y: number, m: number, d: number) => new Date(y, m - 1, d).toISOString();

describe('whereWithDays', () => {
  it('makes "equals a day" the whole day and "not equals" everything outside it', () => {
    expect(whereWithDays({ publishedAt: { equals: '2025-04-10' } }, isDate)).toEqual({
      and: [
        { publishedAt: { greater_than_equal: midnight(2025, 4, 10) } },
        { publishedAt: { less_than: midnight(2025, 4, 11) } },
      ],
    });
    expect(whereWithDays({ publishedAt: { not_equals: '2025-04-10' } }, isDate)).toEqual({
      or: [{ publishedAt: { less_than: midnight(2025, 4, 10) } }, { publishedAt: { greater_than_equal: midnight(2025, 4, 11) } }],
    });
  });

  it('counts "after" from the next midnight and "before" up to the day, inclusive ones with the day', () => {
    expect(whereWithDays({ publishedAt: { greater_than: '2025-12-31' } }, isDate)).toEqual({
      publishedAt: { greater_than_equal: midnight(2026, 1, 1) },
    });
    expect(whereWithDays({ publishedAt: { less_than: '2025-03-01' } }, isDate)).toEqual({
      publishedAt: { less_than: midnight(2025, 3, 1) },
    });
    expect(whereWithDays({ publishedAt: { less_than_equal: '2025-02-28' } }, isDate)).toEqual({
      publishedAt: { less_than: midnight(2025, 3, 1) },
    });
    expect(whereWithDays({ publishedAt: { greater_than_equal: '2025-02-28' } }, isDate)).toEqual({
      publishedAt: { greater_than_equal: midnight(2025, 2, 28) },
    });
  });

  it('reaches into groups and nested paths, and leaves other fields, other operators and full instants alone', () => {
    const where = {
      or: [
        { and: [{ title: { equals: '2025-04-10' } }, { 'meta.reviewedOn': { equals: '2025-04-10' } }] },
        { publishedAt: { equals: '2025-04-10T08:30:00.000Z', exists: true } },
      ],
    };
    const out = whereWithDays(where, isDate) as { or: Array<Record<string, any>> };
    expect(out.or[0].and[0]).toEqual({ title: { equals: '2025-04-10' } });
    expect(out.or[0].and[1]).toEqual({
      and: [
        { 'meta.reviewedOn': { greater_than_equal: midnight(2025, 4, 10) } },
        { 'meta.reviewedOn': { less_than: midnight(2025, 4, 11) } },
      ],
    });
    expect(out.or[1]).toEqual({ publishedAt: { equals: '2025-04-10T08:30:00.000Z', exists: true } });
  });

  it('keeps the other operators of the same field beside the expanded day', () => {
    expect(whereWithDays({ publishedAt: { exists: true, less_than: '2025-03-01' }, title: { like: 'a' } }, isDate)).toEqual({
      and: [{ publishedAt: { exists: true }, title: { like: 'a' } }, { publishedAt: { less_than: midnight(2025, 3, 1) } }],
    });
  });
});
