import { describe, expect, it } from 'vitest';
import type { ClientCollection } from '../config/index.ts';
import { isMimeTypeAllowed, isPreviewableImage, uploadOptionsOf } from './uploadOptions.ts';

const collection = (upload: unknown) => ({ slug: 'media', upload }) as unknown as ClientCollection;

describe('uploadOptionsOf', () => {
  it('is undefined for a collection without uploads', () => {
    expect(uploadOptionsOf(collection(false))).toBeUndefined();
  });

  it('fills the defaults of `upload: true`', () => {
    expect(uploadOptionsOf(collection(true))).toStrictEqual({
      imageSizes: [],
      focalPoint: true,
      crop: true,
      mimeTypes: [],
      filesizeLimit: undefined,
      displayPreview: true,
    });
  });

  it('reads the sizes, the switches and the limits', () => {
    const options = uploadOptionsOf(
      collection({
        imageSizes: [{ name: 'card', width: 640, height: 480 }],
        crop: false,
        mimeTypes: ['image/*'],
        filesizeLimit: 1024,
      }),
    );
    expect(options?.imageSizes).toStrictEqual([{ name: 'card', width: 640, height: 480 }]);
    expect(options?.crop).toBe(false);
    expect(options?.focalPoint).toBe(true);
    expect(options?.mimeTypes).toStrictEqual(['image/*']);
    expect(options?.filesizeLimit).toBe(1024);
  });
});

describe('isMimeTypeAllowed', () => {
  it('allows anything when the list is empty', () => {
    expect(isMimeTypeAllowed('application/pdf', [])).toBe(true);
  });

  it('matches wildcards and exact types, ignoring case', () => {
    expect(isMimeTypeAllowed('image/png', ['image/*'])).toBe(true);
    expect(isMimeTypeAllowed('IMAGE/PNG', ['image/png'])).toBe(true);
    expect(isMimeTypeAllowed('application/pdf', ['image/*'])).toBe(false);
    expect(isMimeTypeAllowed('image/svg+xml', ['image/png', 'image/jpeg'])).toBe(false);
  });
});

describe('isPreviewableImage (spec 5)', () => {
  it('treats jpeg, png, gif, svg, webp and avif as images', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/gif', 'image/svg+xml', 'image/webp', 'image/avif']) {
      expect(isPreviewableImage(type)).toBe(true);
    }
  });

  it('does not preview other types, images included', () => {
    for (const type of ['image/tiff', 'image/bmp', 'application/pdf', 'video/mp4', '', undefined]) {
      expect(isPreviewableImage(type)).toBe(false);
    }
  });
});
