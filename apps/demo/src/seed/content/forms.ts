/**
 * The demo's forms (the form builder's `forms` collection, Payload's stored shape): a contact form that answers
 * with a message and emails the team, and a paid workshop sign-up whose price the server works out from a base
 * price and price conditions, then redirects to a thank-you page. Written in English; the labels, the button and
 * the confirmation are also given in German and Arabic (`formTranslations`), the fields themselves are shared.
 */
import { heading, paragraph, richText } from '../richText.ts';

type Seed = Record<string, unknown> & { key: string; title: string };

/** Where the demo's own mail goes (the log, unless SMTP is configured: see the README). */
export const teamAddress = 'hello@waymark.example';

const contact: Seed = {
  key: 'contact',
  title: 'Contact us',
  fields: [
    { blockType: 'text', name: 'name', label: 'Your name', width: 50, required: true },
    { blockType: 'email', name: 'email', label: 'Email', width: 50, required: true },
    {
      blockType: 'select',
      name: 'topic',
      label: 'Topic',
      options: [
        { label: 'A question about a route', value: 'route' },
        { label: 'A correction', value: 'correction' },
        { label: 'Something else', value: 'other' },
      ],
    },
    { blockType: 'textarea', name: 'message', label: 'Message', required: true },
  ],
  submitButtonLabel: 'Send message',
  confirmationType: 'message',
  confirmationMessage: richText(
    heading('Thank you for writing', 'h2'),
    paragraph('We read every message and usually answer within two days.'),
  ),
  emails: [
    {
      emailTo: teamAddress,
      replyTo: '{{email}}',
      emailFrom: `Waymark <${teamAddress}>`,
      subject: 'New message from {{name}}: {{topic}}',
      message: richText(paragraph('{{name}} ({{email}}) wrote:'), paragraph('{{message}}'), paragraph('{{*:table}}')),
    },
    {
      emailTo: '{{email}}',
      emailFrom: `Waymark <${teamAddress}>`,
      subject: 'We have your message',
      message: richText(paragraph('Hello {{name}}, thank you for writing to Waymark. We will answer soon.')),
    },
  ],
};

const workshop: Seed = {
  key: 'workshop',
  title: 'Watercolour sketching workshop',
  fields: [
    {
      blockType: 'message',
      message: richText(
        paragraph('A day of sketching along the river path, materials included. A ticket is 40 euros; lunch is 12 euros more.'),
      ),
    },
    { blockType: 'text', name: 'name', label: 'Your name', width: 50, required: true },
    { blockType: 'email', name: 'email', label: 'Email', width: 50, required: true },
    {
      blockType: 'radio',
      name: 'session',
      label: 'Session',
      defaultValue: 'morning',
      required: true,
      options: [
        { label: 'Morning', value: 'morning' },
        { label: 'Evening (5 euros off)', value: 'evening' },
      ],
    },
    { blockType: 'number', name: 'tickets', label: 'Tickets', width: 50, defaultValue: 1, required: true },
    { blockType: 'checkbox', name: 'lunch', label: 'Add lunch', width: 50 },
    {
      blockType: 'payment',
      name: 'total',
      label: 'Total',
      basePrice: 40,
      required: true,
      priceConditions: [
        {
          fieldToUse: 'lunch',
          condition: 'equals',
          valueForCondition: 'true',
          operator: 'add',
          valueType: 'static',
          valueForOperator: '12',
        },
        {
          fieldToUse: 'session',
          condition: 'equals',
          valueForCondition: 'evening',
          operator: 'subtract',
          valueType: 'static',
          valueForOperator: '5',
        },
        {
          fieldToUse: 'tickets',
          condition: 'hasValue',
          operator: 'multiply',
          // The value of the field itself (Payload's `valueOfField`): the number of tickets.
          valueType: 'valueOfField',
        },
      ],
    },
  ],
  submitButtonLabel: 'Sign up',
  confirmationType: 'redirect',
  redirect: { type: 'custom', url: '/forms/thank-you' },
  emails: [
    {
      emailTo: '{{email}}',
      bcc: teamAddress,
      emailFrom: `Waymark workshops <${teamAddress}>`,
      subject: 'Your place at the watercolour workshop',
      message: richText(paragraph('Hello {{name}}, you are signed up for the {{session}} session:'), paragraph('{{*:table}}')),
    },
  ],
};

/** The forms, in the order they are created. */
export const formSeeds: readonly Seed[] = [contact, workshop];

type Localized = {
  title?: string;
  submitButtonLabel: string;
  labels: Record<string, string>;
  options?: Record<string, Record<string, string>>;
  message?: ReturnType<typeof richText>;
  confirmationMessage?: ReturnType<typeof richText>;
  /** Each email's subject and message, in the order of the form's emails. */
  emails: Array<{ subject: string; message: ReturnType<typeof richText> }>;
};

/** The localized parts of each form, by form key and locale. */
export const formTranslations: Record<string, Record<'de' | 'ar', Localized>> = {
  contact: {
    de: {
      submitButtonLabel: 'Nachricht senden',
      labels: { name: 'Ihr Name', email: 'E-Mail', topic: 'Thema', message: 'Nachricht' },
      options: { topic: { route: 'Eine Frage zu einer Route', correction: 'Eine Korrektur', other: 'Etwas anderes' } },
      confirmationMessage: richText(
        heading('Danke für Ihre Nachricht', 'h2'),
        paragraph('Wir lesen jede Nachricht und antworten meist innerhalb von zwei Tagen.'),
      ),
      emails: [
        {
          subject: 'Neue Nachricht von {{name}}: {{topic}}',
          message: richText(paragraph('{{name}} ({{email}}) schreibt:'), paragraph('{{message}}'), paragraph('{{*:table}}')),
        },
        {
          subject: 'Wir haben Ihre Nachricht erhalten',
          message: richText(paragraph('Hallo {{name}}, danke für Ihre Nachricht an Waymark. Wir antworten bald.')),
        },
      ],
    },
    ar: {
      submitButtonLabel: 'أرسل الرسالة',
      labels: { name: 'اسمك', email: 'البريد الإلكتروني', topic: 'الموضوع', message: 'الرسالة' },
      options: { topic: { route: 'سؤال عن مسار', correction: 'تصحيح', other: 'شيء آخر' } },
      confirmationMessage: richText(heading('شكرًا لرسالتك', 'h2'), paragraph('نقرأ كل رسالة ونجيب عادةً خلال يومين.')),
      emails: [
        {
          subject: 'رسالة جديدة من {{name}}: {{topic}}',
          message: richText(paragraph('كتب {{name}} ({{email}}):'), paragraph('{{message}}'), paragraph('{{*:table}}')),
        },
        {
          subject: 'وصلتنا رسالتك',
          message: richText(paragraph('مرحبًا {{name}}، شكرًا لمراسلتك Waymark. سنجيبك قريبًا.')),
        },
      ],
    },
  },
  workshop: {
    de: {
      submitButtonLabel: 'Anmelden',
      labels: {
        name: 'Ihr Name',
        email: 'E-Mail',
        session: 'Termin',
        tickets: 'Karten',
        lunch: 'Mittagessen dazu',
        total: 'Summe',
      },
      options: { session: { morning: 'Vormittag', evening: 'Abend (5 Euro günstiger)' } },
      message: richText(
        paragraph('Ein Tag Skizzieren am Flussweg, Material inklusive. Eine Karte kostet 40 Euro, Mittagessen 12 Euro mehr.'),
      ),
      emails: [
        {
          subject: 'Ihr Platz im Aquarell-Workshop',
          message: richText(
            paragraph('Hallo {{name}}, Sie sind für den Termin {{session}} angemeldet:'),
            paragraph('{{*:table}}'),
          ),
        },
      ],
    },
    ar: {
      submitButtonLabel: 'سجّلني',
      labels: {
        name: 'اسمك',
        email: 'البريد الإلكتروني',
        session: 'الجلسة',
        tickets: 'التذاكر',
        lunch: 'أضف الغداء',
        total: 'المجموع',
      },
      options: { session: { morning: 'صباحية', evening: 'مسائية (خصم 5 يورو)' } },
      message: richText(paragraph('يوم من الرسم على طريق النهر، والأدوات مشمولة. سعر التذكرة 40 يورو، والغداء 12 يورو إضافية.')),
      emails: [
        {
          subject: 'مكانك في ورشة الرسم بالألوان المائية',
          message: richText(paragraph('مرحبًا {{name}}، أنت مسجَّل في الجلسة {{session}}:'), paragraph('{{*:table}}')),
        },
      ],
    },
  },
};

type Block = Record<string, unknown> & { blockType: string; name?: string; options?: Array<Record<string, unknown>> };

/** A stored form's blocks (ids kept) with the labels, options and message of `locale`. */
export function localizeFields(blocks: Block[], localized: Localized): Block[] {
  return blocks.map((block) => {
    const out: Block = { ...block };
    if (block.name && localized.labels[block.name]) out.label = localized.labels[block.name];
    const options = block.name ? localized.options?.[block.name] : undefined;
    if (options && block.options) {
      out.options = block.options.map((option) => ({ ...option, label: options[option.value as string] ?? option.label }));
    }
    if (block.blockType === 'message' && localized.message) out.message = localized.message;
    return out;
  });
}
