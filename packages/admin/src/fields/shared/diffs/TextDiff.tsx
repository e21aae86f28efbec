import { useMemo } from 'react';
import type { DiffProps } from '../../types.ts';
import { TextCell } from '../cells/index.tsx';
import { DiffColumns, EmptyValue, isEmptyValue } from './DiffColumns.tsx';
import { valueDiff } from './valueDiff.tsx';
import { sideOf, type TextPart, wordDiff } from './wordDiff.ts';

// Text cells read any field's values as text.
const ListDiff = valueDiff<any>(TextCell);

/** One side of a word diff: shared text plain, its own changes marked (`del` before, `ins` after). */
export function MarkedText({ parts, side }: { parts: TextPart[]; side: 'before' | 'after' }) {
  return (
    <>
      {sideOf(parts, side).map((part, i) => {
        const key = `${i}:${part.kind}`;
        if (part.kind === 'removed') return <del key={key}>{part.text}</del>;
        if (part.kind === 'added') return <ins key={key}>{part.text}</ins>;
        return <span key={key}>{part.text}</span>;
      })}
    </>
  );
}

/**
 * Text (single-line, multi-line, email, code) with its changes marked word by word; line breaks and indentation
 * kept. Several values (`hasMany`) compare as a list.
 */
export function TextDiff(props: DiffProps<{ type: string }>) {
  const { before, after, field } = props;
  const isList = Array.isArray(before) || Array.isArray(after);
  const parts = useMemo(() => (isList ? [] : wordDiff(textOf(before), textOf(after))), [isList, before, after]);
  if (isList) return <ListDiff {...props} />;
  const side = (value: unknown, which: 'before' | 'after') =>
    isEmptyValue(value) ? (
      <EmptyValue />
    ) : (
      <span className={`diff-text diff-text--${field.type}`} dir="auto">
        <MarkedText parts={parts} side={which} />
      </span>
    );
  return (
    <DiffColumns before={side(before, 'before')} after={side(after, 'after')} isChanged={textOf(before) !== textOf(after)} />
  );
}

const textOf = (value: unknown) => (value === null || value === undefined ? '' : String(value));
