/**
 * The cell background palette: light tints on which the site's dark body text keeps at least 12:1 contrast. The
 * editor shows a painted cell with the light theme's text colours in the dark theme too (RichTextEditor.css), so
 * the same colours stay readable there; the stored value is the hex colour the HTML export writes.
 */
export const cellColors = [
  { name: 'gray', value: '#eceef1' },
  { name: 'red', value: '#fde2e1' },
  { name: 'orange', value: '#fde9d3' },
  { name: 'yellow', value: '#fcf4c5' },
  { name: 'green', value: '#ddf3e2' },
  { name: 'teal', value: '#d6f1f0' },
  { name: 'blue', value: '#dde9fd' },
  { name: 'purple', value: '#ebe3fb' },
  { name: 'pink', value: '#fbe2ef' },
] as const;

/** The name of a palette colour. */
export type CellColorName = (typeof cellColors)[number]['name'];
