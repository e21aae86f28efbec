import { describe, expect, it } from 'vitest';
import { filterSlashOptions, matchSlashQuery, type SlashOption } from './slashOptions.ts';

const option = (id: string, label: string, keywords: string[] = []): SlashOption => ({ id, label, keywords, group: 'text' });
const options = [
  option('paragraph', 'Paragraph', ['text']),
  option('h1', 'Heading 1', ['h1', 'title']),
  option('h2', 'Heading 2', ['h2']),
  option('bullet', 'Bulleted list', ['ul', 'unordered']),
  option('number', 'Numbered list', ['ol', 'ordered']),
  option('upload', 'Upload', ['image', 'file']),
  option('pullQuote', 'Pull quote', ['pullQuote']),
  option('quote', 'Quote', ['blockquote']),
];
const ids = (query: string) => filterSlashOptions(options, query).map((o) => o.id);

describe('filterSlashOptions', () => {
  it('lists everything for an empty query', () => {
    expect(ids('')).toEqual(options.map((o) => o.id));
  });

  it('matches the beginnings of label words and keywords', () => {
    expect(ids('head')).toEqual(['h1', 'h2']);
    expect(ids('h2')).toEqual(['h2']);
    expect(ids('heading 2')).toEqual(['h2']);
    expect(ids('ul')).toEqual(['bullet']);
    expect(ids('image')).toEqual(['upload']);
    expect(ids('list')).toEqual(['bullet', 'number']);
  });

  it('puts options whose label starts with the query first', () => {
    expect(ids('quo')).toEqual(['quote', 'pullQuote']);
  });

  it('ignores case and accents, and finds nothing for a word nothing starts with', () => {
    expect(ids('HÉAD')).toEqual(['h1', 'h2']);
    expect(ids('zebra')).toEqual([]);
  });
});

describe('matchSlashQuery', () => {
  it('finds a slash at the start or after a space, with the query after it', () => {
    expect(matchSlashQuery('/')).toEqual({ query: '', start: 0 });
    expect(matchSlashQuery('Some text /hea')).toEqual({ query: 'hea', start: 10 });
    expect(matchSlashQuery('/heading 2')).toEqual({ query: 'heading 2', start: 0 });
  });

  it('ignores slashes inside words, URLs and after a second space', () => {
    expect(matchSlashQuery('and/or')).toBeNull();
    expect(matchSlashQuery('https://example.com')).toBeNull();
    expect(matchSlashQuery('/heading two words')).toBeNull();
  });
});
