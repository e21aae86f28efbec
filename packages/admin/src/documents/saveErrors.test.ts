import { describe, expect, it } from 'vitest';
import { APIError, NetworkError } from '../api/APIError.ts';
import { describeSaveError, fieldPathOf } from './saveErrors.ts';

const t = (key: string, vars?: Record<string, unknown>) => (vars ? `${key} ${JSON.stringify(vars)}` : key);

describe('describeSaveError', () => {
  it('maps a validation error onto its fields', () => {
    const error = new APIError(400, {
      errors: [
        {
          name: 'ValidationError',
          message: 'The following field is invalid: slug',
          data: { collection: 'specimens', errors: [{ path: 'slug', message: 'Value must be unique', label: 'Slug' }] },
        },
      ],
    });
    expect(describeSaveError(error, t)).toEqual({
      fieldErrors: [{ path: 'slug', message: 'Value must be unique', label: 'Slug' }],
      message: 'edit:fixErrors',
    });
  });

  it('puts an error inside rich text on the rich-text field (regression: it went to no input and was never shown)', () => {
    const path = 'content.root.children.9.children.1.fields.doc.value';
    const error = new APIError(400, {
      errors: [
        { name: 'ValidationError', message: 'invalid', data: { errors: [{ path, message: 'posts has no document 7.' }] } },
      ],
    });
    expect(describeSaveError(error, t).fieldErrors).toEqual([{ path: 'content', message: 'posts has no document 7.' }]);
    expect(fieldPathOf('layout.2.body.root.children.0.fields.url')).toBe('layout.2.body');
    expect(fieldPathOf('meta.root')).toBe('meta.root');
  });

  it('shows the message of a 400 that names no field', () => {
    const error = new APIError(400, { errors: [{ name: 'QueryError', message: 'Bad input.' }] });
    expect(describeSaveError(error, t)).toEqual({ fieldErrors: [], message: 'edit:notSavedInvalid {"message":"Bad input."}' });
  });

  it('says why a save was refused, by status', () => {
    expect(describeSaveError(new APIError(403, null), t).message).toBe('edit:notSavedForbidden');
    expect(describeSaveError(new APIError(409, null), t).message).toBe('edit:notSavedConflict');
    expect(describeSaveError(new APIError(500, null), t).message).toBe('edit:notSavedServer');
    expect(describeSaveError(new APIError(502, null), t).message).toBe('edit:notSavedServer');
  });

  it('tells a network failure from a server failure', () => {
    expect(describeSaveError(new NetworkError(new TypeError('Failed to fetch')), t).message).toBe('edit:notSavedNetwork');
    expect(describeSaveError(new Error('boom'), t).message).toBe('edit:notSavedServer');
  });
});
