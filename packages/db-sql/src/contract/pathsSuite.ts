import type { WhereNode } from '@atrium/core';
import { describe, expect, it } from 'vitest';
import { type Seeded, seedPosts, slugsOf } from './seedPosts.ts';
import { type ContractSetup, useAdapter } from './useAdapter.ts';
import { each, key, path, relation, where } from './whereBuilder.ts';

const { is, and, or } = where;
const rowLabel = path('rows.label', 'text', { steps: [key('rows'), each, key('label')] });
const rowQty = path('rows.qty', 'number', { steps: [key('rows'), each, key('qty')] });
const blockType = path('layout.blockType', 'text', { steps: [key('layout'), each, key('blockType')] });
const heading = path('layout.heading', 'text', { steps: [key('layout'), each, key('heading')] });
const quote = path('layout.text', 'text', { steps: [key('layout'), each, key('text')] });
const headlineEn = path('headline.en', 'text');
const headlineDe = path('headline.de', 'text');
const authorName = path('author.name', 'text', { steps: [key('author'), relation('people'), key('name')] });
const authorAge = path('author.age', 'number', { steps: [key('author'), relation('people'), key('age')] });
const authorCreatedAt = path('author.createdAt', 'date', { steps: [key('author'), relation('people'), key('createdAt')] });
const reviewerName = path('reviewers.name', 'text', { steps: [key('reviewers'), each, relation('people'), key('name')] });
const ownerPerson = path('owner.name', 'text', { steps: [key('owner'), relation('people', true), key('name')] });
const ownerOrg = path('owner.name', 'text', { steps: [key('owner'), relation('orgs', true), key('name')] });
const location = path('location', 'point');
const tags = path('tags', 'text', { isMany: true });

type Case = [name: string, where: (seeded: Seeded) => WhereNode, expected: string[]];

const cases: Case[] = [
  // arrays: some element matches
  ['array field equals', () => is(rowLabel, 'equals', 'y'), ['alpha']],
  ['array field in', () => is(rowLabel, 'in', ['y', 'z']), ['alpha', 'beta']],
  [
    'array field not_equals is the negation over the document',
    () => is(rowLabel, 'not_equals', 'y'),
    ['beta', 'delta', 'epsilon', 'gamma'],
  ],
  ['array number greater_than', () => is(rowQty, 'greater_than', 1), ['alpha', 'beta']],
  ['array number greater_than on every row', () => is(rowQty, 'greater_than', 2), ['beta']],
  ['array field exists', () => is(rowLabel, 'exists', true), ['alpha', 'beta']],
  ['array field exists false', () => is(rowLabel, 'exists', false), ['delta', 'epsilon', 'gamma']],
  ['array conditions combine per document', () => and(is(rowLabel, 'equals', 'x'), is(rowQty, 'equals', 2)), ['alpha']],
  // blocks
  ['block type', () => is(blockType, 'equals', 'quote'), ['beta']],
  ['block field', () => is(heading, 'equals', 'Big'), ['alpha']],
  ['block field contains', () => is(quote, 'contains', 'wise'), ['beta']],
  ['block field like', () => is(quote, 'like', ['words']), ['beta']],
  // localized values
  ['localized key equals', () => is(headlineEn, 'equals', 'Hello'), ['alpha']],
  ['localized key of another locale', () => is(headlineDe, 'equals', 'Welt'), ['gamma']],
  ['localized key exists', () => is(headlineDe, 'exists', true), ['alpha', 'gamma']],
  ['localized key not_equals', () => is(headlineEn, 'not_equals', 'Hello'), ['beta', 'delta', 'epsilon', 'gamma']],
  // across relationships
  ['relationship path equals', () => is(authorName, 'equals', 'Bob'), ['beta']],
  ['relationship path number', () => is(authorAge, 'greater_than', 35), ['beta']],
  ['relationship path in', () => is(authorName, 'in', ['Ann', 'Bob']), ['alpha', 'beta', 'delta']],
  ['relationship path not_equals', () => is(authorName, 'not_equals', 'Bob'), ['alpha', 'delta', 'epsilon', 'gamma']],
  ['relationship path like', () => is(authorName, 'like', ['an']), ['alpha', 'delta']],
  ['relationship path to a column', () => is(authorCreatedAt, 'exists', true), ['alpha', 'beta', 'delta']],
  ['hasMany relationship path', () => is(reviewerName, 'equals', 'Ann'), ['alpha', 'epsilon']],
  ['hasMany relationship path not_equals', () => is(reviewerName, 'not_equals', 'Ann'), ['beta', 'delta', 'gamma']],
  ['polymorphic path into one collection', () => is(ownerPerson, 'equals', 'Bob'), ['delta']],
  ['polymorphic path into a uuid collection', () => is(ownerOrg, 'equals', 'Acme'), ['beta']],
  ['polymorphic path requires relationTo', () => is(ownerPerson, 'equals', 'Acme'), []],
  [
    'polymorphic path exists',
    () => or(is(ownerPerson, 'exists', true), is(ownerOrg, 'exists', true)),
    ['alpha', 'beta', 'delta'],
  ],
  // point stored as [lng, lat]
  ['point exists', () => is(location, 'exists', true), ['alpha']],
];

/** Paths into groups, arrays, blocks, localized values and across (polymorphic) relationships. */
export function pathsSuite(setup: ContractSetup): void {
  describe('where paths', () => {
    const seeded = {} as Seeded;
    const adapter = useAdapter(setup, (db) => seedPosts(db, seeded));

    it.each(cases)('%s', async (_name, build, expected) => {
      expect(await slugsOf(adapter(), build(seeded))).toStrictEqual(expected);
    });

    it('ignores values that are not arrays where an array is expected', async () => {
      const odd = await adapter().create({
        collection: 'posts',
        data: { slug: 'odd', tags: 'a', rows: { label: 'y' }, layout: 'Big' },
      });
      expect(await slugsOf(adapter(), is(tags, 'equals', 'a'))).toStrictEqual(['alpha', 'epsilon']);
      expect(await slugsOf(adapter(), is(rowLabel, 'equals', 'y'))).toStrictEqual(['alpha']);
      expect(await slugsOf(adapter(), is(tags, 'exists', true))).toStrictEqual(['alpha', 'beta', 'delta', 'epsilon']);
      await adapter().deleteOne({ collection: 'posts', id: odd.id });
    });

    it('follows a relationship to a document created later', async () => {
      const carol = await adapter().create({ collection: 'people', data: { name: 'Carol' } });
      await adapter().create({ collection: 'posts', data: { slug: 'zeta', author: carol.id } });
      expect(await slugsOf(adapter(), is(authorName, 'equals', 'Carol'))).toStrictEqual(['zeta']);
    });
  });
}
