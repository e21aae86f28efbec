/** Builders for stored rich-text values in tests (shapes as in `@atrium/richtext` types). */

export const text = (value: string, format = 0) => ({
  type: 'text',
  version: 1,
  text: value,
  format,
  style: '',
  mode: 'normal',
  detail: 0,
});

export const element = (type: string, children: unknown[], extra: Record<string, unknown> = {}) => ({
  type,
  version: 1,
  children,
  direction: 'ltr',
  format: '',
  indent: 0,
  ...extra,
});

export const paragraph = (...children: unknown[]) => element('paragraph', children, { textFormat: 0, textStyle: '' });

/** An editor state holding these top-level nodes. */
export const state = (...children: unknown[]) => ({ root: element('root', children) });

/** A stored rich-text value of one paragraph holding `value` as plain text. */
export const paragraphDocument = (value: string) => state(paragraph(text(value)));
