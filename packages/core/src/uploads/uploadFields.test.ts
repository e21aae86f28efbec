import { describe, expect, it } from 'vitest';
import type { Field } from '../fields/types.ts';
import { sanitizeUpload } from './sanitizeUpload.ts';
import { uploadFields } from './uploadFields.ts';

const upload = sanitizeUpload({ imageSizes: [{ name: 'thumbnail', width: 10, height: 10 }] }, { owner: 'm', slug: 'media' });
const names = (fields: Field[]) => fields.map((f) => ('name' in f ? f.name : f.type));

describe('uploadFields', () => {
  it('adds the file’s fields in Payload’s order, sizes last', () => {
    expect(names(uploadFields('media', upload, [{ name: 'alt', type: 'text' }]))).toEqual([
      'alt',
      'url',
      'thumbnailURL',
      'filename',
      'mimeType',
      'filesize',
      'width',
      'height',
      'focalX',
      'focalY',
      'sizes',
    ]);
  });

  it('leaves out a field the collection declares itself, also inside a layout field', () => {
    const declared: Field[] = [
      { type: 'collapsible', label: 'File', fields: [{ name: 'filename', type: 'text' }] },
      { type: 'tabs', tabs: [{ label: 'Size', fields: [{ name: 'filesize', type: 'number' }] }] },
    ];
    const added = names(uploadFields('media', sanitizeUpload(true, { owner: 'm', slug: 'media' }), declared));
    expect(added).toEqual(['collapsible', 'tabs', 'url', 'thumbnailURL', 'mimeType', 'width', 'height', 'focalX', 'focalY']);
  });
});
