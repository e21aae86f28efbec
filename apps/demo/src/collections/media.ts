import type { CollectionConfig, Field } from '@atrium/core';
import { anyone, staff } from '../access.ts';
import { captionEditor } from '../fields/richText.ts';
import { adminGroups } from './groups.ts';

/**
 * File details the upload pipeline will fill once it lands. Until then they are ordinary fields so the
 * seed can create media references; when uploads arrive these move to the pipeline and this list goes.
 */
const fileReferenceFields: Field[] = [
  {
    type: 'collapsible',
    label: 'File',
    admin: { initCollapsed: true },
    fields: [
      { name: 'filename', type: 'text', label: 'File name', index: true, admin: { readOnly: true } },
      { name: 'mimeType', type: 'text', label: 'MIME type', admin: { readOnly: true } },
      { name: 'filesize', type: 'number', label: 'Size', integer: true, admin: { readOnly: true } },
      {
        type: 'row',
        fields: [
          { name: 'width', type: 'number', label: 'Width', integer: true, admin: { readOnly: true, width: '50%' } },
          { name: 'height', type: 'number', label: 'Height', integer: true, admin: { readOnly: true, width: '50%' } },
        ],
      },
      { name: 'url', type: 'text', label: 'URL', admin: { readOnly: true } },
    ],
  },
];

/** Images used across the site; alt text is required because every image is shown to someone who cannot see it. */
export const media: CollectionConfig = {
  slug: 'media',
  access: { read: anyone, create: staff, update: staff, delete: staff },
  labels: {
    singular: { en: 'Media', de: 'Medium', ar: 'وسيط' },
    plural: { en: 'Media', de: 'Medien', ar: 'الوسائط' },
  },
  upload: true,
  admin: { group: adminGroups.media, useAsTitle: 'alt', defaultColumns: ['alt', 'filename', 'credit', 'createdAt'] },
  fields: [
    {
      name: 'alt',
      type: 'text',
      label: 'Alternative text',
      required: true,
      maxLength: 240,
      admin: { description: 'Describe what the image shows for readers using a screen reader.' },
    },
    { name: 'caption', type: 'richText', label: 'Caption', editor: captionEditor() },
    { name: 'credit', type: 'text', label: 'Credit', admin: { placeholder: 'Photographer or source' } },
    ...fileReferenceFields,
  ],
};
