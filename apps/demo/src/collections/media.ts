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
    label: { en: 'File', de: 'Datei', ar: 'الملف' },
    admin: { initCollapsed: true },
    fields: [
      {
        name: 'filename',
        type: 'text',
        label: { en: 'File name', de: 'Dateiname', ar: 'اسم الملف' },
        index: true,
        admin: { readOnly: true },
      },
      { name: 'mimeType', type: 'text', label: { en: 'MIME type', de: 'MIME-Typ', ar: 'نوع MIME' }, admin: { readOnly: true } },
      {
        name: 'filesize',
        type: 'number',
        label: { en: 'Size', de: 'Größe', ar: 'الحجم' },
        integer: true,
        admin: { readOnly: true },
      },
      {
        type: 'row',
        fields: [
          {
            name: 'width',
            type: 'number',
            label: { en: 'Width', de: 'Breite', ar: 'العرض' },
            integer: true,
            admin: { readOnly: true, width: '50%' },
          },
          {
            name: 'height',
            type: 'number',
            label: { en: 'Height', de: 'Höhe', ar: 'الارتفاع' },
            integer: true,
            admin: { readOnly: true, width: '50%' },
          },
        ],
      },
      { name: 'url', type: 'text', label: { en: 'URL', de: 'URL', ar: 'الرابط (URL)' }, admin: { readOnly: true } },
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
      label: { en: 'Alternative text', de: 'Alternativtext', ar: 'النص البديل' },
      required: true,
      maxLength: 240,
      admin: {
        description: {
          en: 'Describe what the image shows for readers using a screen reader.',
          de: 'Beschreiben Sie, was das Bild zeigt, für Leser mit Bildschirmleser.',
          ar: 'صِف ما تُظهره الصورة للقرّاء الذين يستخدمون قارئ الشاشة.',
        },
      },
    },
    {
      name: 'caption',
      type: 'richText',
      label: { en: 'Caption', de: 'Bildunterschrift', ar: 'التعليق' },
      editor: captionEditor(),
    },
    {
      name: 'credit',
      type: 'text',
      label: { en: 'Credit', de: 'Bildnachweis', ar: 'المصدر' },
      admin: { placeholder: { en: 'Photographer or source', de: 'Fotograf oder Quelle', ar: 'المصوّر أو المصدر' } },
    },
    ...fileReferenceFields,
  ],
};
