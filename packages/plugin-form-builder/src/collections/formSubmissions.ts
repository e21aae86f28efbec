import {
  type CollectionConfig,
  type CollectionHooks,
  type Field,
  findByID,
  labelInEveryLanguage,
  ValidationError,
} from '@atrium/core';
import { buildEmails } from '../email/buildEmails.ts';
import { getPaymentTotal } from '../payment/getPaymentTotal.ts';
import { createSubmissionLimiter } from '../submissions/submissionLimiter.ts';
import { validateSubmission } from '../submissions/validateSubmission.ts';
import type { FormBuilderPluginConfig, FormEmail, FormFieldBlock, SubmissionValue } from '../types.ts';
import { enabledBlocks, formsSlug } from './forms.ts';

export const formSubmissionsSlug = 'form-submissions';
/** Where a submission's hooks keep its form between steps, in `req.context`. */
const formKey = 'formBuilder:form';
export const defaultRateLimit = { max: 10, windowMs: 60_000 };

type Data = Record<string, unknown>;

/** Payload's `form-submissions`: the form, the values as `{ field, value }` rows, and the payment if any. */
export function formSubmissionsCollection(options: FormBuilderPluginConfig): CollectionConfig {
  const honeypot = options.honeypot === undefined ? '_honeypot' : options.honeypot;
  const limiter = options.rateLimit === false ? undefined : createSubmissionLimiter(options.rateLimit ?? defaultRateLimit);
  const hasPayment = enabledBlocks(options.fields).some((block) => block.slug === 'payment');

  const defaultSubmissionFields: Field[] = [
    {
      name: 'form',
      type: 'relationship',
      label: labelInEveryLanguage('formBuilder:form'),
      relationTo: formsSlug,
      required: true,
      admin: { readOnly: true },
    },
    {
      name: 'submissionData',
      type: 'array',
      label: labelInEveryLanguage('formBuilder:submissionData'),
      admin: { readOnly: true },
      fields: [
        { name: 'field', type: 'text', label: labelInEveryLanguage('formBuilder:field'), required: true },
        { name: 'value', type: 'text', label: labelInEveryLanguage('formBuilder:value'), required: true },
      ],
    },
  ];
  if (hasPayment)
    defaultSubmissionFields.push({
      name: 'payment',
      type: 'group',
      label: labelInEveryLanguage('formBuilder:payment'),
      admin: { readOnly: true },
      fields: [
        { name: 'field', type: 'text', label: labelInEveryLanguage('formBuilder:field') },
        { name: 'status', type: 'text', label: labelInEveryLanguage('formBuilder:status') },
        { name: 'amount', type: 'number', label: labelInEveryLanguage('formBuilder:amount') },
        { name: 'paymentProcessor', type: 'text', label: labelInEveryLanguage('formBuilder:paymentProcessor') },
      ],
    });

  const hooks: CollectionHooks = {
    beforeOperation: [
      async ({ args, operation, req }) => {
        // REST callers without a session: the public form. Staff and the Local API are not counted.
        if (limiter && operation === 'create' && req.ip && !req.user) await limiter.consume(req.ip);
        return args;
      },
    ],
    beforeValidate: [
      async ({ data, operation, req, context }) => {
        if (operation !== 'create') return data;
        const formID = data.form;
        const form =
          formID === undefined || formID === null || formID === ''
            ? null
            : await findByID({
                collection: formsSlug,
                id: formID as string,
                req,
                overrideAccess: true,
                depth: 0,
                disableErrors: true,
              }).catch(() => null);
        if (!form) {
          const message =
            formID == null || formID === ''
              ? req.t('validation:required')
              : req.t('validation:relationshipNotFound', { relationTo: formsSlug, value: String(formID) });
          throw new ValidationError({ collection: formSubmissionsSlug, errors: [{ path: 'form', message }] });
        }
        const blocks = (form.fields as FormFieldBlock[] | undefined) ?? [];
        const { values, errors } = validateSubmission({
          blocks,
          submissionData: data.submissionData,
          t: req.t,
          formTitle: String(form.title ?? formsSlug),
          honeypot,
        });
        if (errors.length > 0) throw new ValidationError({ collection: formSubmissionsSlug, errors });
        context[formKey] = form;
        // What the client says it paid is never read: the server computes the payment before the change.
        const { payment: _ignored, ...rest } = data;
        return { ...rest, submissionData: values };
      },
    ],
    beforeChange: [
      async ({ data, operation, req, context }) => {
        if (operation !== 'create') return data;
        const form = context[formKey] as Data | undefined;
        const block = ((form?.fields as FormFieldBlock[] | undefined) ?? []).find((b) => b.blockType === 'payment' && b.name);
        if (!form || !block || !hasPayment) return data;
        const submissionData = (data.submissionData as SubmissionValue[]).filter((row) => row.field !== block.name);
        const values = Object.fromEntries(submissionData.map((row) => [row.field, row.value]));
        const amount = getPaymentTotal({ basePrice: block.basePrice, priceConditions: block.priceConditions, values });
        submissionData.push({ field: block.name as string, value: String(amount) });
        const payment = { field: block.name as string, amount, paymentProcessor: block.paymentProcessor ?? null };
        const answer = options.handlePayment ? await options.handlePayment({ form, submissionData, payment, req }) : undefined;
        return { ...data, submissionData, payment: { ...payment, status: answer?.status ?? 'pending' } };
      },
    ],
    // After the create's transaction committed: a slow mail server holds no transaction open, and a submission
    // that rolled back sends nothing.
    afterOperation: [
      async ({ operation, result, req, context }) => {
        const form = context[formKey] as Data | undefined;
        if (operation !== 'create' || !form) return result;
        delete context[formKey];
        const doc = result as Data;
        let emails = buildEmails({
          emails: form.emails as FormEmail[] | undefined,
          values: (doc.submissionData as SubmissionValue[] | undefined) ?? [],
          defaultToEmail: options.defaultToEmail,
        });
        if (options.beforeEmail) emails = await options.beforeEmail(emails, { form, submission: doc, req });
        // A mail server that is down must not lose the submission: the failure is logged, the submission kept.
        for (const email of emails) {
          try {
            await req.config.email.send(email);
          } catch (error) {
            console.error(`[atrium] form-builder: the email "${email.subject}" of form ${String(form.id)} was not sent:`, error);
          }
        }
        return result;
      },
    ],
  };

  const { fields: overrideFields, hooks: overrideHooks, ...override } = options.formSubmissionOverrides ?? {};
  const merged: CollectionHooks = { ...overrideHooks };
  for (const [name, list] of Object.entries(hooks) as [keyof CollectionHooks, unknown[]][])
    (merged as Record<string, unknown[]>)[name] = [...list, ...((overrideHooks?.[name] as unknown[] | undefined) ?? [])];
  return {
    slug: formSubmissionsSlug,
    labels: {
      singular: labelInEveryLanguage('formBuilder:formSubmission'),
      plural: labelInEveryLanguage('formBuilder:formSubmissions'),
    },
    admin: { defaultColumns: ['form', 'createdAt'] },
    // Anyone submits a form; signed-in staff read and delete; nobody edits what was submitted.
    access: {
      create: () => true,
      read: ({ req }) => Boolean(req.user),
      update: () => false,
      delete: ({ req }) => Boolean(req.user),
    },
    ...override,
    hooks: merged,
    fields: overrideFields ? overrideFields({ defaultFields: defaultSubmissionFields }) : defaultSubmissionFields,
  } as CollectionConfig;
}
