import { describe, expect, it } from 'vitest';
import { extensionOf, isMimeTypeAllowed, mimeTypeOfName } from './mimeTypes.ts';

describe('isMimeTypeAllowed', () => {
  it('allows everything with an empty list, and matches types and wildcards without case or parameters', () => {
    expect(isMimeTypeAllowed('text/html', [])).toBe(true);
    expect(isMimeTypeAllowed('image/png', ['image/*'])).toBe(true);
    expect(isMimeTypeAllowed('image/svg+xml', ['image/png', 'image/jpeg'])).toBe(false);
    expect(isMimeTypeAllowed('Text/Plain; charset=utf-8', ['text/plain'])).toBe(true);
    expect(isMimeTypeAllowed('application/pdf', ['*/*'])).toBe(true);
    // `image/*` is a prefix of the type, not of any text: `imagery/x` is not an image.
    expect(isMimeTypeAllowed('imagery/x', ['image/*'])).toBe(false);
  });
});

describe('mimeTypeOfName and extensionOf', () => {
  it('map names to types and types back to their usual extension', () => {
    expect(mimeTypeOfName('a.JPEG')).toBe('image/jpeg');
    expect(mimeTypeOfName('noextension')).toBe('application/octet-stream');
    expect(extensionOf('image/jpeg')).toBe('jpg');
    expect(extensionOf('image/svg+xml')).toBe('svg');
    expect(extensionOf('application/x-unknown')).toBeUndefined();
  });
});
