import { echo, QueryError } from '../errors/index.ts';
import { isPlainObject } from '../fields/shared/isPlainObject.ts';

type Data = Record<string, unknown>;

const forbiddenKeys = new Set(['__proto__', 'prototype', 'constructor']);

/**
 * A document put together from a form state sent back (`{ 'layout.0.title': { value } }`): shallow paths
 * first, so a row's values land inside the row. A container that is not one yet (a list sent as its row
 * count) becomes a list when the next step is an index, else an object.
 */
export function dataFromFormState(formState: unknown): Data {
  if (!isPlainObject(formState)) throw new QueryError('query:formStateNotObject');
  const entries = Object.entries(formState).sort(([a], [b]) => a.split('.').length - b.split('.').length);
  const data: Data = {};
  for (const [path, entry] of entries) {
    if (!isPlainObject(entry)) throw new QueryError('query:formStateEntryNotObject', { path: echo(path) });
    if (!('value' in entry)) continue;
    const keys = path.split('.');
    if (keys.some((k) => k === '' || forbiddenKeys.has(k)))
      throw new QueryError('query:formStateInvalidPath', { path: echo(path) });
    let holder: Data = data;
    for (let i = 0; i < keys.length - 1; i++) {
      const next = holder[keys[i]];
      const wantsList = /^\d+$/.test(keys[i + 1]);
      if (next === null || typeof next !== 'object' || Array.isArray(next) !== wantsList) holder[keys[i]] = wantsList ? [] : {};
      holder = holder[keys[i]] as Data;
    }
    holder[keys[keys.length - 1]] = structuredClone(entry.value);
  }
  return data;
}
