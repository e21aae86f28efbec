export { formBlocks } from './blocks.ts';
export { defaultRateLimit, formSubmissionsCollection, formSubmissionsSlug } from './collections/formSubmissions.ts';
export { enabledBlocks, formsCollection, formsSlug } from './collections/forms.ts';
export { buildEmails } from './email/buildEmails.ts';
export { fillPlaceholders } from './email/fillPlaceholders.ts';
export { formBuilderPlugin } from './formBuilderPlugin.ts';
export { type FieldValues, getPaymentTotal } from './payment/getPaymentTotal.ts';
export { validateSubmission } from './submissions/validateSubmission.ts';
export type * from './types.ts';
