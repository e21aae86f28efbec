import type { BlocksField } from '@atrium/core/client';
import { useCallback } from 'react';
import { useTranslation } from '../../i18n/I18nProvider.tsx';
import { RowsDiff } from '../shared/diffs/RowsDiff.tsx';
import type { DiffProps } from '../types.ts';

const isSameKind = (before: Record<string, unknown>, after: Record<string, unknown>) => before.blockType === after.blockType;

/** Blocks paired by id and compared one by one, each named by its block's label (and its own name). */
export function BlocksDiff({ field, before, after, Fields }: DiffProps<BlocksField>) {
  const { label } = useTranslation();
  const describe = useCallback(
    (row: Record<string, unknown>) => {
      const block = field.blocks.find((candidate) => candidate.slug === row.blockType);
      const kind = block ? label(block.labels?.singular, block.slug) : String(row.blockType ?? '');
      const name = typeof row.blockName === 'string' && row.blockName ? `${kind}: ${row.blockName}` : kind;
      return { fields: block?.fields ?? [], name };
    },
    [field, label],
  );
  return <RowsDiff before={before} after={after} describe={describe} isSameKind={isSameKind} Fields={Fields} />;
}
