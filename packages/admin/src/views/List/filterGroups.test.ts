import { describe, expect, it } from 'vitest';
import {
  countConditions,
  type FilterGroup,
  groupsFromWhere,
  hiddenConditionCount,
  isComplete,
  whereFromGroups,
} from './filterGroups.ts';

const strip = (groups: FilterGroup[]) => groups.map((g) => g.conditions.map(({ id: _id, ...rest }) => rest));

describe('whereFromGroups', () => {
  it('writes an or of ands from the complete rows only', () => {
    const groups: FilterGroup[] = [
      {
        id: 'g1',
        conditions: [
          { id: 'a', path: 'status', operator: 'equals', value: 'draft' },
          { id: 'b', path: 'title', operator: 'like', value: '' },
        ],
      },
      { id: 'g2', conditions: [{ id: 'c', path: 'readingTime', operator: 'greater_than', value: ' 5 ' }] },
      { id: 'g3', conditions: [{ id: 'd', path: '', operator: '', value: '' }] },
    ];
    expect(whereFromGroups(groups)).toEqual({
      or: [{ and: [{ status: { equals: 'draft' } }] }, { and: [{ readingTime: { greater_than: '5' } }] }],
    });
  });

  it('makes exists a boolean and in a list', () => {
    const groups: FilterGroup[] = [
      {
        id: 'g',
        conditions: [
          { id: 'a', path: 'publishedAt', operator: 'exists', value: 'false' },
          { id: 'b', path: 'status', operator: 'in', value: 'draft, published,' },
          { id: 'c', path: 'categories', operator: 'not_in', value: ['1', '2'] },
        ],
      },
    ];
    expect(whereFromGroups(groups)).toEqual({
      or: [
        {
          and: [
            { publishedAt: { exists: false } },
            { status: { in: ['draft', 'published'] } },
            { categories: { not_in: ['1', '2'] } },
          ],
        },
      ],
    });
  });

  it('answers undefined when nothing is complete', () => {
    expect(whereFromGroups([])).toBeUndefined();
    expect(
      whereFromGroups([{ id: 'g', conditions: [{ id: 'a', path: 'title', operator: 'equals', value: ' ' }] }]),
    ).toBeUndefined();
  });
});

describe('groupsFromWhere', () => {
  it('reads back what whereFromGroups writes', () => {
    const where = {
      or: [{ and: [{ status: { equals: 'draft' } }, { tags: { in: ['a', 'b'] } }] }, { and: [{ title: { like: 'x' } }] }],
    };
    const groups = groupsFromWhere(where);
    expect(strip(groups)).toEqual([
      [
        { path: 'status', operator: 'equals', value: 'draft' },
        { path: 'tags', operator: 'in', value: ['a', 'b'] },
      ],
      [{ path: 'title', operator: 'like', value: 'x' }],
    ]);
    expect(whereFromGroups(groups)).toEqual(where);
  });

  it('reads a hand-written where as one group and drops operators it has no row for', () => {
    const groups = groupsFromWhere({ status: { equals: 'draft', all: ['x'] }, and: [{ title: { contains: 'rain' } }] } as any);
    expect(strip(groups)).toEqual([
      [
        { path: 'status', operator: 'equals', value: 'draft' },
        { path: 'title', operator: 'contains', value: 'rain' },
      ],
    ]);
  });

  it('gives no groups for no where', () => {
    expect(groupsFromWhere(undefined)).toEqual([]);
  });
});

describe('isComplete', () => {
  it('needs a path, an operator and a value', () => {
    expect(isComplete({ id: 'a', path: 'title', operator: 'equals', value: 'x' })).toBe(true);
    expect(isComplete({ id: 'a', path: 'title', operator: '', value: 'x' })).toBe(false);
    expect(isComplete({ id: 'a', path: 'title', operator: 'in', value: [] })).toBe(false);
  });
});

describe('hiddenConditionCount', () => {
  it('is zero for what the builder writes and for a plain hand-written where', () => {
    const written = { or: [{ and: [{ status: { equals: 'draft' } }] }, { and: [{ title: { like: 'x' } }] }] };
    expect(countConditions(written)).toBe(2);
    expect(hiddenConditionCount(written)).toBe(0);
    expect(hiddenConditionCount({ status: { equals: 'draft' }, title: { contains: 'a', exists: true } })).toBe(0);
    expect(hiddenConditionCount(undefined)).toBe(0);
  });

  it('counts the operators the builder does not offer and the or nested in an and', () => {
    expect(hiddenConditionCount({ status: { equals: 'draft', all: ['x'] } } as any)).toBe(1);
    const nested = {
      and: [{ status: { equals: 'draft' } }, { or: [{ title: { like: 'a' } }, { title: { like: 'b' } }] }],
    };
    expect(countConditions(nested)).toBe(3);
    expect(hiddenConditionCount(nested)).toBe(2);
  });
});
