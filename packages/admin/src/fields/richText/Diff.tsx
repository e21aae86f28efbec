import type { RichTextField } from '@atrium/core/client';
import { useMemo } from 'react';
import { DiffColumns, EmptyValue } from '../shared/diffs/DiffColumns.tsx';
import { isEqualValue } from '../shared/diffs/isEqualValue.ts';
import { MarkedText } from '../shared/diffs/TextDiff.tsx';
import type { DiffProps } from '../types.ts';
import { type MarkedBlock, richTextDiff } from './richTextDiff.ts';

function Blocks({ blocks, side }: { blocks: MarkedBlock[]; side: 'before' | 'after' }) {
  if (blocks.length === 0) return <EmptyValue />;
  return (
    <div className="diff-rich">
      {blocks.map(({ block, state, parts }, i) => {
        const className = `diff-rich__block diff-rich__block--${state} diff-rich__block--${block.tag}`;
        const content = parts ? <MarkedText parts={parts} side={side} /> : block.text;
        const key = `${i}:${state}`;
        if (block.tag === 'hr') return <hr key={key} className={className} />;
        const Tag = (/^(h[1-6]|blockquote|pre|p)$/.test(block.tag) ? block.tag : 'div') as 'p';
        return (
          <Tag
            key={key}
            className={className}
            data-list={block.listType}
            dir="auto"
            style={block.indent ? { marginInlineStart: `${block.indent * 1.25}rem` } : undefined}
          >
            {content}
          </Tag>
        );
      })}
    </div>
  );
}

/** Rich text as both versions read: their blocks drawn as text, changed blocks marked, words within them too. */
export function RichTextDiff({ before, after }: DiffProps<RichTextField>) {
  const diff = useMemo(() => richTextDiff(before, after), [before, after]);
  return (
    <DiffColumns
      before={<Blocks blocks={diff.before} side="before" />}
      after={<Blocks blocks={diff.after} side="after" />}
      isChanged={!isEqualValue(before, after)}
    />
  );
}
