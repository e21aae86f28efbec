import type { CellProps } from '../types.ts';
import { richTextExcerpt } from './richTextExcerpt.ts';

/** The first words of the text (the editor's code is not needed for this). */
export function RichTextCell({ value }: CellProps) {
  return <span className="cell__excerpt">{richTextExcerpt(value) || '\u2014'}</span>;
}
