import { describe, expect, it } from 'vitest';
import type { ClientCollection } from '../config/index.ts';
import { listColumns } from './listFields.ts';
import { listJoins, listSelect } from './listSelect.ts';

const collection: ClientCollection = {
  slug: 'media',
  labels: { singular: 'Medium', plural: 'Media' },
  admin: { useAsTitle: 'alt', pagination: { defaultLimit: 10, limits: [10] } },
  fields: [
    { name: 'alt', type: 'text' },
    { name: 'caption', type: 'richText' },
    { name: 'meta', type: 'group', fields: [{ name: 'credit', type: 'text' }] },
  ],
  timestamps: true,
  trash: false,
  upload: {
    mimeTypes: [],
    filesizeLimit: 52_428_800,
    imageSizes: [],
    focalPoint: true,
    crop: true,
    withMetadata: false,
    disableLocalStorage: false,
    displayPreview: true,
    bulkUpload: true,
  },
  versions: false,
  lockDocuments: false,
  auth: false,
  defaultSort: '-createdAt',
  idType: 'number',
};

describe('listSelect', () => {
  it('asks for every light column, the heavy ones shown, the timestamps and what a thumbnail needs', () => {
    const available = listColumns(collection);
    expect(listSelect(collection, available, ['alt'])).toEqual({
      alt: true,
      meta: { credit: true },
      createdAt: true,
      updatedAt: true,
      url: true,
      thumbnailURL: true,
      filename: true,
      mimeType: true,
      filesize: true,
      width: true,
      height: true,
      sizes: true,
    });
    expect(listSelect(collection, available, ['alt', 'caption'])).toHaveProperty('caption', true);
  });
});

describe('listJoins', () => {
  const categories: ClientCollection = {
    ...collection,
    slug: 'categories',
    upload: false,
    admin: { ...collection.admin, useAsTitle: 'title' },
    fields: [
      { name: 'title', type: 'text' },
      { name: 'posts', type: 'join', collection: 'posts', on: 'category' },
    ],
  };
  const available = listColumns(categories);

  it('reads joins only while a join column shows, and selects the join only then', () => {
    expect(listJoins(available, ['title'])).toBe(false);
    expect(listSelect(categories, available, ['title'])).not.toHaveProperty('posts');
    expect(listJoins(available, ['title', 'posts'])).toBe(undefined);
    expect(listSelect(categories, available, ['title', 'posts'])).toHaveProperty('posts', true);
  });
});
