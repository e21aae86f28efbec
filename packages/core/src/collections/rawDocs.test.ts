import { describe, expect, it } from 'vitest';
import { rawJSON, withRawDocs } from './rawDocs.ts';

const raw = ['{"id":1,"title":"A"}', '{"id":2,"title":"B \\"quoted\\""}'];

describe('withRawDocs / rawJSON', () => {
  it('serializes untouched documents as their stored text, docs first', () => {
    const result = withRawDocs({ totalDocs: 2, page: 1 }, raw);
    expect(rawJSON(result)?.toString()).toBe(
      '{"docs":[{"id":1,"title":"A"},{"id":2,"title":"B \\"quoted\\""}],"totalDocs":2,"page":1}',
    );
    expect(JSON.parse(rawJSON(result)!.toString())).toEqual({
      docs: [
        { id: 1, title: 'A' },
        { id: 2, title: 'B "quoted"' },
      ],
      totalDocs: 2,
      page: 1,
    });
  });

  it('parses once on first access, after which serialization follows the objects', () => {
    const result = withRawDocs({ totalDocs: 2 }, raw);
    expect(result.docs[1].title).toBe('B "quoted"');
    expect(result.docs).toBe(result.docs);
    result.docs[0].title = 'changed';
    expect(rawJSON(result)).toBeUndefined();
    expect(JSON.parse(JSON.stringify(result)).docs[0].title).toBe('changed');
  });

  it('accepts documents as UTF-8 bytes', () => {
    const result = withRawDocs({ totalDocs: 1 }, [Buffer.from('{"id":3,"title":"Ärger"}')]);
    expect(rawJSON(result)?.toString()).toBe('{"docs":[{"id":3,"title":"Ärger"}],"totalDocs":1}');
    expect(result.docs).toEqual([{ id: 3, title: 'Ärger' }]);
  });

  it('answers undefined for an ordinary result', () => {
    expect(rawJSON({ docs: [], totalDocs: 0 })).toBeUndefined();
  });
});
