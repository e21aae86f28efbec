import { describe, expect, it } from 'vitest';
import { isEmptyFilter } from './isEmptyFilter.ts';
import type { ResolvedPath, WhereNode } from './types.ts';

const path: ResolvedPath = { path: 'title', steps: [{ kind: 'key', key: 'title' }], kind: 'text', isMany: false };
const title: WhereNode = { kind: 'condition', path, operator: 'equals', value: 'x' };
const and = (...children: WhereNode[]): WhereNode => ({ kind: 'and', children });
const or = (...children: WhereNode[]): WhereNode => ({ kind: 'or', children });

describe('isEmptyFilter', () => {
  it('calls every spelling of "no condition" empty', () => {
    for (const node of [
      undefined,
      and(),
      or(),
      and(and(), or(and())),
      or(title, and()),
      { kind: 'constant', value: true } as const,
    ]) {
      expect(isEmptyFilter(node), JSON.stringify(node)).toBe(true);
    }
  });

  it('calls a tree with a condition every branch must meet a filter, and so an always-false constant', () => {
    for (const node of [title, and(and(), title), or(title, and(title)), { kind: 'constant', value: false } as const]) {
      expect(isEmptyFilter(node), JSON.stringify(node)).toBe(false);
    }
  });
});
