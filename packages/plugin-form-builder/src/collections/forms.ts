import { type Block, type CollectionConfig, type Field, labelInEveryLanguage } from '@atrium/core';
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
        label: labelInEveryLanguage('formBuilder:redirectTo'),
        defaultValue: 'reference',
        options: [
          { label: labelInEveryLanguage('formBuilder:redirectToDocument'), value: 'reference' },
          { label: labelInEveryLanguage('formBuilder:redirectToUrl'), value: 'custom' },
        ],
      },
      {
        name: 'reference',
        type: 'relationship',
        label: labelInEveryLanguage('formBuilder:document'),
        relationTo: redirectTo,
        admin: { condition: (_data, sibling) => sibling?.type === 'reference' },
      },
    );
  }
  redirectFields.push({
    name: 'url',
    type: 'text',
    label: labelInEveryLanguage('formBuilder:url'),
    admin: redirectTo.length > 0 ? { condition: (_data, sibling) => sibling?.type === 'custom' } : undefined,
  });

  const defaultFormFields: Field[] = [
    { name: 'title', type: 'text', label: labelInEveryLanguage('formBuilder:title'), required: true },
    { name: 'fields', type: 'blocks', label: labelInEveryLanguage('formBuilder:fields'), blocks: enabledBlocks(options.fields) },
    { name: 'submitButtonLabel', type: 'text', label: labelInEveryLanguage('formBuilder:submitButtonLabel'), localized: true },
    {
      name: 'confirmationType',
      type: 'radio',
      label: labelInEveryLanguage('formBuilder:confirmationType'),
      defaultValue: 'message',
      options: [
        { label: labelInEveryLanguage('formBuilder:message'), value: 'message' },
        { label: labelInEveryLanguage('formBuilder:redirect'), value: 'redirect' },
      ],
      admin: { description: labelInEveryLanguage('formBuilder:confirmationTypeDescription') },
    },
    {
      name: 'confirmationMessage',
      type: 'richText',
      label: labelInEveryLanguage('formBuilder:confirmationMessage'),
      localized: true,
      admin: { condition: (_data, sibling) => sibling?.confirmationType !== 'redirect' },
    },
    {
      name: 'redirect',
      type: 'group',
      label: labelInEveryLanguage('formBuilder:redirect'),
      admin: { condition: (_data, sibling) => sibling?.confirmationType === 'redirect' },
      fields: redirectFields,
    },
    {
      name: 'emails',
      type: 'array',
      label: labelInEveryLanguage('formBuilder:emails'),
      labels: { singular: labelInEveryLanguage('formBuilder:email'), plural: labelInEveryLanguage('formBuilder:emails') },
      admin: {
        description: labelInEveryLanguage('formBuilder:emailsDescription'),
      },
      fields: [
        {
          name: 'emailTo',
          type: 'text',
          label: labelInEveryLanguage('formBuilder:emailTo'),
          admin: { placeholder: '"Name" <name@example.com>, {{email}}' },
        },
        { name: 'cc', type: 'text', label: labelInEveryLanguage('formBuilder:cc') },
        { name: 'bcc', type: 'text', label: labelInEveryLanguage('formBuilder:bcc') },
        { name: 'replyTo', type: 'text', label: labelInEveryLanguage('formBuilder:replyTo') },
        { name: 'emailFrom', type: 'text', label: labelInEveryLanguage('formBuilder:emailFrom') },
        {
          name: 'subject',
          type: 'text',
          label: labelInEveryLanguage('formBuilder:subject'),
          localized: true,
          required: true,
          defaultValue: "You've received a new message.",
        },
        { name: 'message', type: 'richText', label: labelInEveryLanguage('formBuilder:message'), localized: true },
      ],
    },
    // Stores nothing: the admin lists the form's submissions here, under their form.
    { name: 'submissions', type: 'ui', admin: { components: { Field: '@atrium/plugin-form-builder#Submissions' } } },
  ];

  const { fields: overrideFields, ...override } = options.formOverrides ?? {};
  return {
    slug: formsSlug,
    labels: { singular: labelInEveryLanguage('formBuilder:form'), plural: labelInEveryLanguage('formBuilder:forms') },
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
