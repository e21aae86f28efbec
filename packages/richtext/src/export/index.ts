/*
 * Exports of stored rich text (plain JSON editor states) to HTML, plain text and Markdown, and Markdown back to an
 * editor state.
 */
export {
  escapeHTML,
  type HTMLConverter,
  type HTMLConverterArgs,
  type HTMLConverters,
  type HTMLOptions,
  type ResolvedHTMLOptions,
  toHTML,
} from './html.ts';
export { fromMarkdown, type MarkdownOptions, toMarkdown } from './markdown.ts';
export { toPlainText } from './plainText.ts';
export { type DocumentReference, defaultInternalDocToHref, imageMimeTypes } from './shared.ts';
