import { describe, expect, it } from 'vitest';
import { APIError } from '../../api/APIError.ts';
import { bulkQuery, readBulkResult } from './bulkResult.ts';

describe('readBulkResult', () => {
  it('counts the documents done and keeps their ids', async () => {
    expect(await readBulkResult(Promise.resolve({ docs: [{ id: 1 }, { id: 2 }], errors: [] }))).toEqual({
      done: 2,
      ids: [1, 2],
      failed: [],
    });
  });

  it('reads a 400 with some failures as a result', async () => {
    const body = { docs: [{ id: 1 }], errors: [{ id: 2, message: 'The following field is invalid: title' }], message: 'x' };
    expect(await readBulkResult(Promise.reject(new APIError(400, body)))).toEqual({
      done: 1,
      ids: [1],
      failed: [{ id: 2, message: 'The following field is invalid: title' }],
    });
  });

  it('throws other errors on', async () => {
    const forbidden = new APIError(403, { errors: [{ message: 'You do not have permission to do this.' }] });
    await expect(readBulkResult(Promise.reject(forbidden))).rejects.toBe(forbidden);
  });
});

describe('bulkQuery', () => {
  it('sends an id list as a comma list', () => {
    expect(bulkQuery({ id: { in: ['3', '7'] } })).toEqual({ where: { id: { in: '3,7' } } });
  });

  it('sends any other where as JSON', () => {
    const where = { or: [{ and: [{ title: { like: 'rain' } }] }] };
    expect(bulkQuery(where)).toEqual({ where: JSON.stringify(where) });
  });
});
