import { describe, expect, it } from 'vitest';
import { runValidate } from '../shared/testing.ts';
import type { UploadField } from '../types.ts';
import { uploadField } from './index.ts';

const field = (extra: Partial<UploadField> = {}): UploadField => ({
  type: 'upload',
  name: 'image',
  relationTo: 'media',
  ...extra,
});
const validate = (f: UploadField, value: unknown) => runValidate(uploadField, f, value);

describe('upload field', () => {
  it('validates ids like a relationship', () => {
    expect(validate(field(), 'abc')).toBe(true);
    expect(validate(field(), 4)).toBe(true);
    expect(validate(field(), [4])).toBe(
      'This link to another document is not valid: [4] is not an id: ids are non-empty text or whole numbers.',
    );
    expect(validate(field({ required: true }), null)).toBe('Fill in this field.');
  });

  it('validates hasMany and polymorphic uploads', () => {
    expect(validate(field({ hasMany: true, maxRows: 1 }), ['a', 'b'])).toBe('Keep it to 1 row at most.');
    const f = field({ relationTo: ['media', 'documents'] });
    expect(validate(f, { relationTo: 'documents', value: 'd1' })).toBe(true);
    expect(validate(f, { relationTo: 'users', value: 'd1' })).toBe(
      'This link to another document is not valid: "users" is not one of the collections allowed here (media, documents).',
    );
  });

  it('reduces a populated upload to its id', () => {
    expect(uploadField.beforeWrite?.({ id: 'm1', url: '/api/media/file/a.png' }, field())).toBe('m1');
    expect(uploadField.beforeWrite?.('m1', field({ hasMany: true }))).toStrictEqual(['m1']);
  });

  it('checks relationTo in the config', () => {
    expect(() => uploadField.sanitize?.(field({ relationTo: [] }), 'posts.image')).toThrow(
      'Invalid config: posts.image: `relationTo` must name at least one collection',
    );
  });

  it('is a relationship for queries', () => {
    expect(uploadField.queryKind).toBe('relationship');
    expect(uploadField.isMany?.(field({ hasMany: true }))).toBe(true);
  });
});
