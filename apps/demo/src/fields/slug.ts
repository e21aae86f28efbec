import type { FieldHook, TextField } from '@atrium/core';

/** Lower-cases text and joins its words with dashes: `Hello, World!` → `hello-world`. */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** A unique, indexed `slug` that fills itself from `sourceField` when left empty. */
export function slugField(sourceField = 'title'): TextField {
  // Editors rarely type slugs; deriving one keeps URLs stable without making the field a chore.
  const fillFromSource: FieldHook = ({ value, data }) => {
    if (typeof value === 'string' && value.trim() !== '') return slugify(value);
    const source = data?.[sourceField];
    return typeof source === 'string' ? slugify(source) : undefined;
  };
  return {
    name: 'slug',
    type: 'text',
    label: 'Slug',
    unique: true,
    index: true,
    hooks: { beforeValidate: [fillFromSource] },
    admin: {
      position: 'sidebar',
      description: `Used in the URL. Left empty, it is made from the ${sourceField}.`,
    },
  };
}
