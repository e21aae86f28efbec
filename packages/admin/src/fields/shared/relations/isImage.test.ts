import { describe, expect, it } from 'vitest';
import { isImage, previewURL } from './isImage.ts';

describe('isImage', () => {
  it('accepts the six image types of spec 5 and nothing else', () => {
    for (const type of ['jpeg', 'png', 'gif', 'svg+xml', 'webp', 'avif'])
      expect(isImage({ mimeType: `image/${type}` })).toBe(true);
    expect(isImage({ mimeType: 'image/tiff' })).toBe(false);
    expect(isImage({ mimeType: 'application/pdf', filename: 'x.png' })).toBe(false);
  });

  it('falls back to the extension when there is no MIME type', () => {
    expect(isImage({ filename: 'harbour.JPG' })).toBe(true);
    expect(isImage({ filename: 'notes.txt' })).toBe(false);
    expect(isImage({})).toBe(false);
  });
});

describe('previewURL', () => {
  it('prefers the thumbnail, then the file of an image, then nothing', () => {
    expect(previewURL({ thumbnailURL: '/t.webp', url: '/a.png', mimeType: 'image/png' })).toBe('/t.webp');
    expect(previewURL({ url: '/a.png', mimeType: 'image/png' })).toBe('/a.png');
    expect(previewURL({ url: '/a.pdf', mimeType: 'application/pdf' })).toBeUndefined();
  });

  it('takes the smallest generated size over the original when there is no thumbnail', () => {
    const doc = {
      url: '/api/media/file/big.jpg',
      mimeType: 'image/jpeg',
      sizes: {
        hero: { url: '/api/media/file/big-1600x900.jpg', width: 1600, mimeType: 'image/jpeg' },
        card: { url: '/api/media/file/big-640x480.webp', width: 640, mimeType: 'image/webp' },
        og: { url: null, width: null, mimeType: null },
      },
    };
    expect(previewURL(doc)).toBe('/api/media/file/big-640x480.webp');
  });

  it('keeps the original when no size has a file, and never previews a non-image through its sizes', () => {
    expect(previewURL({ url: '/a.png', mimeType: 'image/png', sizes: { card: { url: null } } })).toBe('/a.png');
    expect(previewURL({ url: '/a.pdf', mimeType: 'application/pdf', sizes: { card: { url: '/c.png' } } })).toBeUndefined();
  });
});
