import { describe, expect, it } from 'vitest';
import { spliceDocument, spliceRaw } from './spliceDocument.ts';

const at = '2025-01-01T00:00:00.000Z';
const raw = (json: string, id: unknown = 7) => JSON.parse(spliceRaw(id, Buffer.from(json), at, at).toString('utf8'));

describe('spliceRaw', () => {
  it('splices id and timestamps around stored fields without parsing them', () => {
    expect(spliceRaw(7, Buffer.from('{"title":"Ärger \\"quoted\\""}'), at, at).toString('utf8')).toBe(
      `{"id":7,"title":"Ärger \\"quoted\\"","createdAt":"${at}","updatedAt":"${at}"}`,
    );
    expect(spliceRaw('a-b', Buffer.from('{}')).toString('utf8')).toBe('{"id":"a-b"}');
    expect(spliceRaw(undefined, Buffer.from('{}'), at, at).toString('utf8')).toBe(`{"createdAt":"${at}","updatedAt":"${at}"}`);
  });

  it('still answers valid JSON for text another tool wrote with whitespace', () => {
    expect(raw('{ }')).toEqual({ id: 7, createdAt: at, updatedAt: at });
    expect(raw('{\n  "a": 1\n}')).toEqual({ id: 7, a: 1, createdAt: at, updatedAt: at });
    expect(raw(' {"a":1} ')).toEqual({ id: 7, a: 1, createdAt: at, updatedAt: at });
  });

  it('matches spliceDocument', () => {
    for (const json of ['{}', '{"a":[1,{"b":null}]}', '{ "x" : true }']) {
      expect(raw(json)).toEqual(spliceDocument(7, json, at, at));
    }
  });
});
