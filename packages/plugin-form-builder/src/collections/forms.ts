import type { Block, CollectionConfig, Field } from '@atrium/core';
import { defaultFields, formBlocks } from '../blocks.ts';
import type { FormBuilderPluginConfig } from '../types.ts';

export const formsSlug = 'forms';

/** The blocks `fields` turns on: Payload's defaults, a block turned on or off, or a block merged over ours. */
export function enabledBlocks(fields: FormBuilderPluginConfig['fields'] = {}): Block[] {
  const wanted = { ...defaultFields, ...fields };
  const blocks: Block[] = [];
  for (const [slug, setting] of Object.entries(wanted)) {
    if (!setting) continue;
    const base = formBlocks[slug];
    if (setting === true) {
      if (!base) throw new Error(`formBuilderPlugin: fields.${slug} is true but there is no built-in "${slug}" block`);
      blocks.push(base);
    } else if (base) blocks.push({ ...base, ...setting, slug } as Block);
    else if (!setting.fields) throw new Error(`formBuilderPlugin: fields.${slug} is a block of its own and needs "fields"`);
    else blocks.push({ ...setting, slug } as Block);
  }
  return blocks;
}

/** Payload's `forms` collection: title, field blocks, submit label, confirmation, emails. */
export function formsCollection(options: FormBuilderPluginConfig): CollectionConfig {
  const redirectTo = options.redirectRelationships ?? [];
  const redirectFields: Field[] = [];
  if (redirectTo.length > 0) {
    redirectFields.push(
      {
        name: 'type',
        type: 'radio',
        label: 'Redirect to',
        defaultValue: 'reference',
        options: [
          { label: 'A document', value: 'reference' },
          { label: 'A URL', value: 'custom' },
        ],
      },
      {
        name: 'reference',
        type: 'relationship',
        label: 'Document',
        relationTo: redirectTo,
        admin: { condition: (_data, sibling) => sibling?.type === 'reference' },
      },
    );
  }
  redirectFields.push({
    name: 'url',
    type: 'text',
    label: 'URL',
    admin: redirectTo.length > 0 ? { condition: (_data, sibling) => sibling?.type === 'custom' } : undefined,
  });

  const defaultFormFields: Field[] = [
    { name: 'title', type: 'text', label: 'Title', required: true },
    { name: 'fields', type: 'blocks', label: 'Fields', blocks: enabledBlocks(options.fields) },
    { name: 'submitButtonLabel', type: 'text', label: 'Submit button label', localized: true },
    {
      name: 'confirmationType',
      type: 'radio',
      label: 'Confirmation type',
      defaultValue: 'message',
      options: [
        { label: 'Message', value: 'message' },
        { label: 'Redirect', value: 'redirect' },
      ],
      admin: { description: 'Show a message or go to another page once the form is submitted.' },
    },
    {
      name: 'confirmationMessage',
      type: 'richText',
      label: 'Confirmation message',
      localized: true,
      admin: { condition: (_data, sibling) => sibling?.confirmationType !== 'redirect' },
    },
    {
      name: 'redirect',
      type: 'group',
      label: 'Redirect',
      admin: { condition: (_data, sibling) => sibling?.confirmationType === 'redirect' },
      fields: redirectFields,
    },
    {
      name: 'emails',
      type: 'array',
      label: 'Emails',
      labels: { singular: 'Email', plural: 'Emails' },
      admin: {
        description:
          'Sent on each submission. {{name}} is replaced by the value of the field named "name", {{*}} by every value and {{*:table}} by a table of them.',
      },
      fields: [
        { name: 'emailTo', type: 'text', label: 'To', admin: { placeholder: '"Name" <name@example.com>, {{email}}' } },
        { name: 'cc', type: 'text', label: 'CC' },
        { name: 'bcc', type: 'text', label: 'BCC' },
        { name: 'replyTo', type: 'text', label: 'Reply to' },
        { name: 'emailFrom', type: 'text', label: 'From' },
        {
          name: 'subject',
          type: 'text',
          label: 'Subject',
          localized: true,
          required: true,
          defaultValue: "You've received a new message.",
        },
        { name: 'message', type: 'richText', label: 'Message', localized: true },
      ],
    },
  ];

  const { fields: overrideFields, ...override } = options.formOverrides ?? {};
  return {
    slug: formsSlug,
    labels: { singular: 'Form', plural: 'Forms' },
    admin: { useAsTitle: 'title', defaultColumns: ['title', 'updatedAt'] },
    // Public sites render forms from the REST API; staff build them.
    access: {
      read: () => true,
      create: ({ req }) => Boolean(req.user),
      update: ({ req }) => Boolean(req.user),
      delete: ({ req }) => Boolean(req.user),
    },
    ...override,
    fields: overrideFields ? overrideFields({ defaultFields: defaultFormFields }) : defaultFormFields,
  } as CollectionConfig;
}
