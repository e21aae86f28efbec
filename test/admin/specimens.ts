import { type CollectionConfig, Forbidden } from '@atrium/core';

/**
 * One field of every type the admin edits, for the browser tests: each input is exercised against a real
 * server. Not part of the demo site; the test server adds it to the demo config.
 */
export const specimens: CollectionConfig = {
  slug: 'specimens',
  labels: { singular: 'Specimen', plural: 'Specimens' },
  access: {
    read: () => true,
    create: () => true,
    // Test conventions, so specs meet real refusals instead of intercepted answers: a specimen whose title
    // says "read-only" cannot be updated (a Where, settled per document by /api/specimens/access/:id)…
    update: () => ({ title: { not_like: 'read-only' } }),
    delete: () => true,
  },
  hooks: {
    // …and one whose title starts with "Stubborn" refuses deletion, so a bulk delete partly fails.
    beforeDelete: [
      async ({ id, req }) => {
        const [doc] = await req.db.findByIDs({ collection: 'specimens', ids: [id], transaction: req.transaction });
        if (typeof doc?.title === 'string' && doc.title.startsWith('Stubborn')) throw new Forbidden();
      },
    ],
  },
  admin: { group: 'Testing', useAsTitle: 'title', defaultColumns: ['title', 'count', 'isFeatured', 'updatedAt'] },
  fields: [
    { name: 'title', type: 'text', label: 'Title', required: true, minLength: 3, maxLength: 80 },
    { name: 'count', type: 'number', label: 'Count', min: 0, max: 100 },
    { name: 'isFeatured', type: 'checkbox', label: 'Featured' },
    // The browser cannot know whether a value is taken: the edit view's test maps this server error to the field.
    { name: 'slug', type: 'text', label: 'Slug', unique: true, admin: { position: 'sidebar' } },
    // One field of every other type (test/admin/fields.e2e.ts fills each one). Labels avoid the words other
    // specs look fields up by (title, count, featured, slug).
    { name: 'summary', type: 'textarea', label: 'Summary', maxLength: 500, admin: { description: 'A sentence or two.' } },
    { name: 'contact', type: 'email', label: 'Contact email' },
    { name: 'snippet', type: 'code', label: 'Snippet', admin: { language: 'ts' } },
    { name: 'publishedOn', type: 'date', label: 'Published on' },
    { name: 'startsAt', type: 'date', label: 'Starts at', admin: { date: { pickerAppearance: 'dayAndTime' } } },
    {
      name: 'category',
      type: 'select',
      label: 'Category',
      options: [
        { label: 'Fossil', value: 'fossil' },
        { label: 'Mineral', value: 'mineral' },
        { label: 'Plant', value: 'plant' },
      ],
    },
    {
      name: 'tone',
      type: 'radio',
      label: 'Tone',
      options: [
        { label: 'Formal', value: 'formal' },
        { label: 'Friendly', value: 'friendly' },
        { label: 'Playful', value: 'playful' },
      ],
      admin: { layout: 'horizontal' },
    },
    { name: 'settings', type: 'json', label: 'Settings' },
    { name: 'location', type: 'point', label: 'Location' },
    { name: 'author', type: 'relationship', label: 'Author', relationTo: 'users' },
    { name: 'related', type: 'relationship', label: 'Related posts', relationTo: 'posts', hasMany: true, maxRows: 3 },
    { name: 'shownIn', type: 'relationship', label: 'Shown in', relationTo: ['categories', 'pages'] },
    { name: 'cover', type: 'upload', label: 'Cover image', relationTo: 'media' },
    {
      name: 'links',
      type: 'array',
      label: 'Links',
      labels: { singular: 'Link', plural: 'Links' },
      maxRows: 4,
      fields: [
        { name: 'label', type: 'text', label: 'Label', required: true },
        { name: 'newTab', type: 'checkbox', label: 'Open in a new tab' },
      ],
    },
    // No row limit: the admin benchmark types into a specimen with 100 of these rows.
    {
      name: 'entries',
      type: 'array',
      label: 'Entries',
      fields: [
        { name: 'label', type: 'text', label: 'Entry' },
        { name: 'isDone', type: 'checkbox', label: 'Done' },
      ],
    },
    {
      name: 'sections',
      type: 'blocks',
      label: 'Sections',
      labels: { singular: 'Section', plural: 'Sections' },
      blocks: [
        {
          slug: 'callout',
          labels: { singular: 'Callout', plural: 'Callouts' },
          fields: [
            { name: 'heading', type: 'text', label: 'Heading' },
            { name: 'variant', type: 'select', label: 'Variant', options: ['info', 'warning'] },
          ],
        },
        {
          slug: 'quote',
          labels: { singular: 'Quote', plural: 'Quotes' },
          fields: [
            { name: 'text', type: 'textarea', label: 'Quote', required: true },
            { name: 'attribution', type: 'text', label: 'Attribution' },
          ],
        },
      ],
    },
    {
      name: 'details',
      type: 'group',
      label: 'Details',
      fields: [
        { name: 'tagline', type: 'text', label: 'Tagline' },
        { name: 'rating', type: 'number', label: 'Rating', min: 1, max: 5 },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'width', type: 'number', label: 'Width (cm)', admin: { width: '50%' } },
        { name: 'height', type: 'number', label: 'Height (cm)', admin: { width: '50%' } },
      ],
    },
    {
      type: 'collapsible',
      label: 'Curator notes',
      admin: { initCollapsed: true },
      fields: [{ name: 'notes', type: 'textarea', label: 'Notes', maxLength: 200 }],
    },
    {
      type: 'tabs',
      tabs: [
        { name: 'seo', label: 'Search', fields: [{ name: 'headline', type: 'text', label: 'SEO headline', maxLength: 60 }] },
        { label: 'Extras', fields: [{ name: 'extraNote', type: 'text', label: 'Extra note' }] },
      ],
    },
    { name: 'featuredHelp', type: 'ui', admin: { description: 'The next field shows only for featured specimens.' } },
    {
      name: 'spotlightNote',
      type: 'text',
      label: 'Spotlight note',
      admin: { condition: (data: Record<string, unknown>) => data.isFeatured === true },
    },
  ],
};

type ID = string | number;

/**
 * A specimen with a value in every field (the ids name documents of the seeded test server): what the
 * browser tests and the screenshot script create to show or check a full form.
 */
export function fullSpecimenData(
  title: string,
  refs: { author: ID; related: ID[]; category: ID; media: ID },
): Record<string, unknown> {
  return {
    title,
    count: 3,
    isFeatured: true,
    spotlightNote: 'Shown in the hall',
    summary: 'Every field holds something.',
    contact: 'curator@example.com',
    snippet: 'const shelf = 3;',
    publishedOn: '2024-05-01T16:00:00.000Z',
    startsAt: '2024-05-01T13:30:00.000Z',
    category: 'fossil',
    tone: 'formal',
    settings: { shelf: 3 },
    location: [-2.94, 50.72],
    author: refs.author,
    related: refs.related,
    shownIn: { relationTo: 'categories', value: refs.category },
    cover: refs.media,
    links: [{ label: 'British Museum', newTab: true }, { label: 'Lyme Regis Museum' }],
    sections: [
      { blockType: 'quote', blockName: 'Epigraph', text: 'Time is a spiral.' },
      { blockType: 'callout', heading: 'Look closer', variant: 'info' },
    ],
    details: { tagline: 'Coiled', rating: 4 },
    width: 14,
    height: 9,
    notes: 'Charmouth',
    seo: { headline: 'An ammonite' },
    extraNote: 'On loan',
  };
}
