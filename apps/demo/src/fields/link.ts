import type { ArrayField, Field, GroupField } from '@atrium/core';

/** Visual weights a front end may give a link. */
export type LinkAppearance = 'default' | 'primary' | 'secondary';

type LinkOptions = {
  /** Key of the group in the document. Defaults to `'link'`. */
  name?: string;
  /** Offer an appearance choice; `false` leaves it out (plain text links in menus). */
  appearances?: LinkAppearance[] | false;
  /** Ask for a label. Defaults to `true`. */
  withLabel?: boolean;
};

/** A link that points either at a page/post of this site or at any URL. */
export function linkGroup({
  name = 'link',
  appearances = ['default', 'primary', 'secondary'],
  withLabel = true,
}: LinkOptions = {}): GroupField {
  const fields: Field[] = [
    {
      type: 'row',
      fields: [
        {
          name: 'type',
          type: 'radio',
          label: 'Link to',
          defaultValue: 'reference',
          options: [
            { label: 'A page or post', value: 'reference' },
            { label: 'A custom URL', value: 'custom' },
          ],
          admin: { width: '50%' },
        },
        { name: 'newTab', type: 'checkbox', label: 'Open in a new tab', defaultValue: false, admin: { width: '50%' } },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'reference',
          type: 'relationship',
          label: 'Document',
          relationTo: ['pages', 'posts'],
          maxDepth: 1,
          admin: { width: '50%', condition: (_data, siblingData) => siblingData?.type !== 'custom' },
        },
        {
          name: 'url',
          type: 'text',
          label: 'URL',
          admin: { width: '50%', condition: (_data, siblingData) => siblingData?.type === 'custom' },
        },
        ...(withLabel
          ? [{ name: 'label', type: 'text', label: 'Label', required: true, admin: { width: '50%' } } satisfies Field]
          : []),
      ],
    },
  ];
  if (appearances) {
    fields.push({
      name: 'appearance',
      type: 'select',
      label: 'Appearance',
      defaultValue: appearances[0],
      options: appearances.map((value) => ({ label: value[0].toUpperCase() + value.slice(1), value })),
    });
  }
  return { name, type: 'group', label: false, fields };
}

/** An array of `linkGroup()` rows, e.g. the buttons under a hero. */
export function linkArray(
  name = 'links',
  options: { maxRows?: number; appearances?: LinkAppearance[] | false } = {},
): ArrayField {
  return {
    name,
    type: 'array',
    labels: { singular: 'Link', plural: 'Links' },
    maxRows: options.maxRows,
    fields: [linkGroup({ appearances: options.appearances })],
  };
}
