/** Markdown to and from rich text: see `markdownWrite.ts` for the mapping both ways. */
export { fromMarkdown } from './markdownRead.ts';
export { type MarkdownOptions, toMarkdown } from './markdownWrite.ts';
