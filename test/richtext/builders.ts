/** Builders for stored rich-text values in the rich-text suites (shapes as in `@atrium/richtext` types). */

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
