import type { AtriumRequest, Block, CollectionConfig, EmailMessage, Field } from '@atrium/core';

/** The field blocks the plugin offers, each on (`true`), off (`false`) or replaced by a block of one's own. */
export type FieldsConfig = {
  checkbox?: boolean | Partial<Block>;
  country?: boolean | Partial<Block>;
  date?: boolean | Partial<Block>;
  email?: boolean | Partial<Block>;
  message?: boolean | Partial<Block>;
  number?: boolean | Partial<Block>;
  payment?: boolean | Partial<Block>;
  radio?: boolean | Partial<Block>;
  select?: boolean | Partial<Block>;
  state?: boolean | Partial<Block>;
  text?: boolean | Partial<Block>;
  textarea?: boolean | Partial<Block>;
  [slug: string]: boolean | Partial<Block> | undefined;
};

/** One stored `submissionData` row: the field's name and the submitted value as text. */
export type SubmissionValue = { field: string; value: string };

/** A stored form block as the submission checks read it (Payload's shape). */
export type FormFieldBlock = {
  blockType: string;
  name?: string;
  label?: string;
  required?: boolean;
  defaultValue?: unknown;
  options?: Array<{ label?: string; value: string }>;
  min?: number | null;
  max?: number | null;
  basePrice?: number | null;
  paymentProcessor?: string | null;
  priceConditions?: PriceCondition[] | null;
  [key: string]: unknown;
};

/** A price condition of a payment block (Payload's stored shape). */
export type PriceCondition = {
  /** The name of the form field the condition reads. */
  fieldToUse?: string | null;
  condition?: 'equals' | 'notEquals' | 'hasValue' | null;
  valueForCondition?: string | null;
  operator?: 'add' | 'subtract' | 'multiply' | 'divide' | null;
  /** `static` uses `valueForOperator`; `valueOfField` uses the submitted value of `fieldToUse`. */
  valueType?: 'static' | 'valueOfField' | null;
  valueForOperator?: string | number | null;
};

/** A form's email as stored (Payload's shape): addresses and subject may hold `{{field}}` placeholders. */
export type FormEmail = {
  emailTo?: string | null;
  cc?: string | null;
  bcc?: string | null;
  replyTo?: string | null;
  emailFrom?: string | null;
  subject?: string | null;
  message?: unknown;
};

/** An email ready to send, after the placeholders are filled; `beforeEmail` may change the list. */
export type FormattedEmail = EmailMessage;

export type BeforeEmailArgs = { form: Record<string, unknown>; submission: Record<string, unknown>; req: AtriumRequest };
export type BeforeEmail = (emails: FormattedEmail[], args: BeforeEmailArgs) => FormattedEmail[] | Promise<FormattedEmail[]>;

export type HandlePaymentArgs = {
  form: Record<string, unknown>;
  /** The submitted values, the payment field's value set to the computed total. */
  submissionData: SubmissionValue[];
  /** The total the server computed from the base price and the price conditions. */
  payment: { field: string; amount: number; paymentProcessor?: string | null };
  req: AtriumRequest;
};
export type HandlePaymentResult = { status?: string } | undefined;
/** Charges the submission; may answer a status stored as `payment.status`. */
export type HandlePayment = (
  args: HandlePaymentArgs,
) => HandlePaymentResult | Promise<HandlePaymentResult> | void | Promise<void>;

export type CollectionOverride = Partial<Omit<CollectionConfig, 'fields'>> & {
  /** Receives the plugin's fields and answers the fields to use. */
  fields?: (args: { defaultFields: Field[] }) => Field[];
};

/** A submission rate limit per client IP (REST callers without a session). */
export type SubmissionRateLimit = {
  max: number;
  windowMs: number;
  /**
   * Where to count: the server's rate-limit store (`createRateLimitStore` of `@atrium/server`), so several servers
   * or cluster workers share the windows. Defaults to this process's memory (each process counts its own share).
   */
  store?: { hit(key: string, windowMs: number): Promise<{ count: number; resetInMs: number }> };
};

export type FormBuilderPluginConfig = {
  /** The blocks offered. Defaults to every block but `payment` and `date`… see `defaultFields`. */
  fields?: FieldsConfig;
  /** Collections a redirect may point at (a document instead of a URL). Defaults to none. */
  redirectRelationships?: string[];
  formOverrides?: CollectionOverride;
  formSubmissionOverrides?: CollectionOverride;
  beforeEmail?: BeforeEmail;
  handlePayment?: HandlePayment;
  /** Where an email without `emailTo` goes. Defaults to none (such an email is not sent). */
  defaultToEmail?: string;
  /** Submissions per IP and window on REST; `false` turns it off. Defaults to 10 a minute. */
  rateLimit?: false | SubmissionRateLimit;
  /**
   * The name of the hidden field a person leaves empty and a bot fills: a submission with a value under it is
   * refused and nothing is stored or sent. `false` turns it off. Defaults to `'_honeypot'`.
   */
  honeypot?: string | false;
};
