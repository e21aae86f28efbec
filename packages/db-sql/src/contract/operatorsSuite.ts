import type { WhereNode } from '@atrium/core';
import { describe, expect, it } from 'vitest';
import { injection, type Seeded, seedPosts, slugsOf } from './seedPosts.ts';
import { type ContractSetup, useAdapter } from './useAdapter.ts';
import { column, path, where } from './whereBuilder.ts';

const { is, and, or, constant } = where;
const title = path('title', 'text');
const slug = path('slug', 'text');
const views = path('views', 'number');
const published = path('published', 'boolean');
const publishedAt = path('publishedAt', 'date');
const tags = path('tags', 'text', { isMany: true });
const author = path('author', 'relationship', { idType: 'number' });
const reviewers = path('reviewers', 'relationship', { idType: 'number', isMany: true });
const extra = path('extra', 'json');
const body = path('body', 'richText');
const summary = path('meta.summary', 'text');
const score = path('meta.score', 'number');

type Case = [name: string, where: (seeded: Seeded) => WhereNode, expected: string[]];

const all = ['alpha', 'beta', 'delta', 'epsilon', 'gamma'];

const cases: Case[] = [
  // text
  ['text equals is case-sensitive', () => is(title, 'equals', 'Alpha'), ['alpha']],
  ['text equals finds nothing for another case', () => is(title, 'equals', 'alpha'), []],
  ['text not_equals matches missing values', () => is(title, 'not_equals', 'Alpha'), ['beta', 'delta', 'epsilon', 'gamma']],
  ['text equals null means missing or null', () => is(title, 'equals', null), ['epsilon']],
  ['text not_equals null means present', () => is(title, 'not_equals', null), ['alpha', 'beta', 'delta', 'gamma']],
  ['text exists true', () => is(title, 'exists', true), ['alpha', 'beta', 'delta', 'gamma']],
  ['text exists false', () => is(title, 'exists', false), ['epsilon']],
  ['text in', () => is(title, 'in', ['Alpha', 'Beta']), ['alpha', 'beta']],
  ['text not_in matches missing values', () => is(title, 'not_in', ['Alpha', 'Beta']), ['delta', 'epsilon', 'gamma']],
  ['text like needs every word', () => is(title, 'like', ['ray', 'gam']), ['gamma']],
  ['text like with one missing word', () => is(title, 'like', ['alp', 'zzz']), []],
  ['text like is case-insensitive', () => is(title, 'like', ['alpha']), ['alpha']],
  ['text not_like', () => is(title, 'not_like', ['ray']), ['alpha', 'beta', 'delta', 'epsilon']],
  ['text contains is case-insensitive', () => is(title, 'contains', 'et'), ['beta']],
  // The title is the collection's useAsTitle: PostgreSQL searches it through a trigram index with a LIKE pattern,
  // in which the word's own wildcards and escape character must stay literal.
  ['text like keeps % literal', () => is(title, 'like', ['%']), []],
  ['text like keeps _ literal', () => is(title, 'like', ['a_p']), []],
  ['text contains keeps a backslash literal', () => is(title, 'contains', '\\'), []],
  ['text contains matches punctuation as it is', () => is(title, 'contains', "'; drop"), ['delta']],
  ['text greater_than', () => is(slug, 'greater_than', 'beta'), ['delta', 'epsilon', 'gamma']],
  ['text greater_than_equal', () => is(slug, 'greater_than_equal', 'delta'), ['delta', 'epsilon', 'gamma']],
  ['text less_than', () => is(slug, 'less_than', 'beta'), ['alpha']],
  ['text less_than_equal', () => is(slug, 'less_than_equal', 'beta'), ['alpha', 'beta']],
  ['SQL in a value is matched literally', () => is(title, 'equals', injection), ['delta']],
  ['SQL in a like value is matched literally', () => is(title, 'like', ['drop table', "'; "]), ['delta']],
  // number
  ['number equals', () => is(views, 'equals', 10), ['alpha']],
  ['number equals zero', () => is(views, 'equals', 0), ['delta']],
  ['number not_equals matches null', () => is(views, 'not_equals', 10), ['beta', 'delta', 'epsilon', 'gamma']],
  ['number greater_than', () => is(views, 'greater_than', 10), ['beta', 'epsilon']],
  ['number greater_than_equal', () => is(views, 'greater_than_equal', 10), ['alpha', 'beta', 'epsilon']],
  ['number less_than compares numerically', () => is(views, 'less_than', 9), ['delta']],
  ['number less_than_equal', () => is(views, 'less_than_equal', 0), ['delta']],
  ['number in', () => is(views, 'in', [0, 30]), ['delta', 'epsilon']],
  ['number not_in', () => is(views, 'not_in', [0, 30]), ['alpha', 'beta', 'gamma']],
  ['number equals null', () => is(views, 'equals', null), ['gamma']],
  ['number exists', () => is(views, 'exists', true), ['alpha', 'beta', 'delta', 'epsilon']],
  // boolean
  ['boolean equals true', () => is(published, 'equals', true), ['alpha', 'delta']],
  ['boolean equals false', () => is(published, 'equals', false), ['beta']],
  ['boolean not_equals true matches null and missing', () => is(published, 'not_equals', true), ['beta', 'epsilon', 'gamma']],
  ['boolean exists false', () => is(published, 'exists', false), ['epsilon', 'gamma']],
  // date
  ['date greater_than', () => is(publishedAt, 'greater_than', '2024-01-01T00:00:00.000Z'), ['beta']],
  ['date greater_than_equal', () => is(publishedAt, 'greater_than_equal', '2024-01-01T00:00:00.000Z'), ['alpha', 'beta']],
  ['date less_than', () => is(publishedAt, 'less_than', '2024-01-01T00:00:00.000Z'), ['delta']],
  ['date less_than_equal', () => is(publishedAt, 'less_than_equal', '2024-06-01T12:00:00.000Z'), ['alpha', 'beta', 'delta']],
  ['date exists false', () => is(publishedAt, 'exists', false), ['epsilon', 'gamma']],
  // hasMany select
  ['hasMany equals matches any element', () => is(tags, 'equals', 'a'), ['alpha', 'epsilon']],
  ['hasMany in', () => is(tags, 'in', ['c']), ['delta', 'epsilon']],
  ['hasMany not_equals', () => is(tags, 'not_equals', 'a'), ['beta', 'delta', 'gamma']],
  ['hasMany not_in', () => is(tags, 'not_in', ['a', 'b']), ['delta', 'gamma']],
  ['hasMany all needs every value', () => is(tags, 'all', ['a', 'b']), ['alpha', 'epsilon']],
  ['hasMany all with three values', () => is(tags, 'all', ['a', 'c']), ['epsilon']],
  ['hasMany exists means non-empty', () => is(tags, 'exists', true), ['alpha', 'beta', 'delta', 'epsilon']],
  ['hasMany exists false means missing or empty', () => is(tags, 'exists', false), ['gamma']],
  ['hasMany contains', () => is(tags, 'contains', 'c'), ['delta', 'epsilon']],
  ['hasMany like', () => is(tags, 'like', ['b']), ['alpha', 'beta', 'epsilon']],
  // relationship
  ['relationship equals', (s) => is(author, 'equals', s.ann), ['alpha', 'delta']],
  ['relationship not_equals', (s) => is(author, 'not_equals', s.ann), ['beta', 'epsilon', 'gamma']],
  ['relationship in', (s) => is(author, 'in', [s.ann, s.bob]), ['alpha', 'beta', 'delta']],
  ['relationship exists false', () => is(author, 'exists', false), ['gamma']],
  ['hasMany relationship equals', (s) => is(reviewers, 'equals', s.bob), ['alpha', 'beta']],
  ['hasMany relationship all', (s) => is(reviewers, 'all', [s.ann, s.bob]), ['alpha']],
  ['hasMany relationship exists false', () => is(reviewers, 'exists', false), ['delta', 'gamma']],
  // json, rich text
  ['json equals compares the value', () => is(extra, 'equals', { list: [1, { a: 1, b: 2 }], k: 1 }), ['alpha']],
  ['json equals needs the whole value', () => is(extra, 'equals', { k: 1 }), []],
  ['json not_equals', () => is(extra, 'not_equals', { k: 2 }), ['alpha', 'delta', 'epsilon', 'gamma']],
  ['json in', () => is(extra, 'in', [{ k: 2 }, { k: 3 }]), ['beta']],
  ['json exists', () => is(extra, 'exists', true), ['alpha', 'beta']],
  ['richText contains', () => is(body, 'contains', 'rich'), ['alpha']],
  ['richText like', () => is(body, 'like', ['words', 'rich']), ['alpha']],
  ['richText exists false', () => is(body, 'exists', false), ['beta', 'delta', 'epsilon', 'gamma']],
  // case folding and wildcards
  ['contains folds non-ASCII case', () => is(summary, 'contains', 'ärg'), ['alpha']],
  ['like folds non-ASCII case', () => is(summary, 'like', ['ärger', 'hello']), ['alpha']],
  ['% in a like word is literal', () => is(summary, 'like', ['0%']), ['beta']],
  ['% is not a wildcard', () => is(summary, 'like', ['o%f']), []],
  ['_ in contains is literal', () => is(summary, 'contains', 'f_s'), ['beta']],
  ['_ is not a wildcard', () => is(summary, 'contains', 'o_f'), []],
  ['not_like on a group field', () => is(summary, 'not_like', ['%']), ['alpha', 'delta', 'epsilon', 'gamma']],
  // null inside a group
  [
    'equals null in a group covers null, missing and missing group',
    () => is(score, 'equals', null),
    ['beta', 'delta', 'epsilon', 'gamma'],
  ],
  ['number in a group', () => is(score, 'greater_than', 1), ['alpha']],
  // columns
  ['id equals', (s) => is(column('id'), 'equals', s.posts.beta), ['beta']],
  ['id in', (s) => is(column('id'), 'in', [s.posts.alpha, s.posts.gamma]), ['alpha', 'gamma']],
  ['id not_in', (s) => is(column('id'), 'not_in', [s.posts.alpha, s.posts.gamma]), ['beta', 'delta', 'epsilon']],
  ['createdAt greater_than', () => is(column('createdAt'), 'greater_than', '2000-01-01T00:00:00.000Z'), all],
  ['createdAt less_than', () => is(column('createdAt'), 'less_than', '2000-01-01T00:00:00.000Z'), []],
  // constants and nesting
  ['constant true', () => constant(true), all],
  ['constant false', () => constant(false), []],
  ['empty and is true', () => and(), all],
  ['empty or is false', () => or(), []],
  [
    'or of and',
    () => or(and(is(views, 'greater_than', 5), is(published, 'equals', true)), is(title, 'equals', null)),
    ['alpha', 'epsilon'],
  ],
  [
    'and of or',
    () => and(or(is(tags, 'equals', 'c'), is(tags, 'equals', 'a')), or(is(views, 'less_than', 5), is(views, 'greater_than', 25))),
    ['delta', 'epsilon'],
  ],
  ['deep nesting with constants', () => and(constant(true), or(constant(false), and(or(is(slug, 'equals', 'beta'))))), ['beta']],
  [
    'negation inside or',
    () => or(is(views, 'not_equals', null), is(published, 'equals', null)),
    ['alpha', 'beta', 'delta', 'epsilon', 'gamma'],
  ],
];

/** Every operator on every value kind, with the null/missing semantics of negative operators. */
export function operatorsSuite(setup: ContractSetup): void {
  describe('where operators', () => {
    const seeded = {} as Seeded;
    const adapter = useAdapter(setup, (db) => seedPosts(db, seeded));

    it.each(cases)('%s', async (_name, build, expected) => {
      expect(await slugsOf(adapter(), build(seeded))).toStrictEqual(expected);
    });

    it('keeps the table after matching SQL-looking values', async () => {
      expect(await adapter().count({ collection: 'posts' })).toBe(5);
      const [doc] = await adapter().findByIDs({ collection: 'posts', ids: [seeded.posts.delta] });
      expect(doc.title).toBe(injection);
    });

    it('counts with the same where as find', async () => {
      expect(await adapter().count({ collection: 'posts', where: is(tags, 'equals', 'b') })).toBe(3);
      expect(await adapter().count({ collection: 'posts', where: is(title, 'not_equals', 'Alpha') })).toBe(4);
    });
  });
}
