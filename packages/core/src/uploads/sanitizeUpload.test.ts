import { describe, expect, it } from 'vitest';
import { defaultFilesizeLimit, sanitizeUpload } from './sanitizeUpload.ts';

const ctx = { owner: 'collection "media"', slug: 'media' };

describe('sanitizeUpload', () => {
  it('fills every default (staticDir under data/uploads, 50 MiB, focal point and crop on, metadata off)', () => {
    const upload = sanitizeUpload(true, ctx);
    expect({ ...upload, storage: upload.storage.name }).toEqual({
      staticDir: 'data/uploads/media',
      mimeTypes: [],
      filesizeLimit: defaultFilesizeLimit,
      imageSizes: [],
      adminThumbnail: undefined,
      focalPoint: true,
      crop: true,
      formatOptions: undefined,
      resizeOptions: undefined,
      withMetadata: false,
      disableLocalStorage: false,
      displayPreview: true,
      bulkUpload: true,
      storage: 'local-disk',
    });
  });

  it('takes the global limit when the collection sets none', () => {
    expect(sanitizeUpload({}, { ...ctx, globalLimit: 1234 }).filesizeLimit).toBe(1234);
    expect(sanitizeUpload({ filesizeLimit: 99 }, { ...ctx, globalLimit: 1234 }).filesizeLimit).toBe(99);
  });

  it('fails at start-up naming the collection and the key', () => {
    expect(() => sanitizeUpload({ mimeTypes: ['png'] }, ctx)).toThrow('collection "media", upload.mimeTypes');
    expect(() => sanitizeUpload({ imageSizes: [{ name: 'thumb' }] }, ctx)).toThrow('upload.imageSizes[0]: needs a width');
    expect(() =>
      sanitizeUpload(
        {
          imageSizes: [
            { name: 'a', width: 1 },
            { name: 'a', width: 2 },
          ],
        },
        ctx,
      ),
    ).toThrow('"a" is used twice');
    expect(() => sanitizeUpload({ adminThumbnail: 'missing' }, ctx)).toThrow('upload.adminThumbnail');
    expect(() => sanitizeUpload({ formatOptions: { format: 'bmp' as never } }, ctx)).toThrow('upload.formatOptions.format');
    expect(() => sanitizeUpload({ filesizeLimit: -1 }, ctx)).toThrow('upload.filesizeLimit');
    expect(() => sanitizeUpload({ disableLocalStorage: true }, ctx)).toThrow('upload.disableLocalStorage');
  });
});
