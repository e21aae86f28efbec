import type { Field } from '@atrium/core/client';
import { type ComponentType, useMemo } from 'react';
import { useTranslation } from '../../../i18n/I18nProvider.tsx';
import type { DiffFieldsProps } from '../../types.ts';
import { DiffColumns, EmptyValue } from './DiffColumns.tsx';
import { matchRows, type RowMatch } from './matchRows.ts';

type Row = Record<string, unknown>;

const badgeKeys = { added: 'version:added', removed: 'version:removed', changed: 'version:rowChanged', unchanged: '' } as const;

type Props = {
  before: unknown;
  after: unknown;
  /** The fields of a row (a block's depend on its type), with the row's name (a block's label). */
  describe: (row: Row) => { fields: Field[]; name?: string };
  /** Whether two rows with one id may pair (a block's type must be the same). */
  isSameKind?: (before: Row, after: Row) => boolean;
  Fields: ComponentType<DiffFieldsProps>;
};

const rowsOf = (value: unknown): Row[] =>
  Array.isArray(value) ? value.filter((row): row is Row => row !== null && typeof row === 'object') : [];

/**
 * Rows of an array or blocks field compared one by one: paired by id, each marked added, removed, changed or
 * moved, and drawn as its fields' diff; unchanged rows only name themselves.
 */
export function RowsDiff({ before, after, describe, isSameKind, Fields }: Props) {
  const { t, formatNumber } = useTranslation();
  const matches = useMemo(() => matchRows(rowsOf(before), rowsOf(after), isSameKind), [before, after, isSameKind]);
  if (matches.length === 0) return <DiffColumns before={<EmptyValue />} after={<EmptyValue />} isChanged={false} />;
  const heading = (match: RowMatch) => {
    const row = (match.after ?? match.before) as Row;
    const position = (match.afterIndex ?? match.beforeIndex ?? 0) + 1;
    const name = describe(row).name;
    const number = t('version:rowNumber', { n: formatNumber(position) });
    return name ? `${number} · ${name}` : number;
  };
  return (
    <ol className="diff-rows">
      {matches.map((match, i) => {
        const row = (match.after ?? match.before) as Row;
        const key = `${String(row.id ?? i)}:${match.change}`;
        return (
          <li key={key} className={`diff-row diff-row--${match.change}`}>
            <div className="diff-row__head">
              <span className="diff-row__name">{heading(match)}</span>
              {match.change === 'unchanged' ? null : (
                <span className={`diff-badge diff-badge--${match.change}`}>{t(badgeKeys[match.change])}</span>
              )}
              {match.isMoved ? (
                <span className="diff-badge diff-badge--moved">
                  {t('version:movedFrom', { n: formatNumber((match.beforeIndex ?? 0) + 1) })}
                </span>
              ) : null}
            </div>
            {match.change === 'unchanged' ? null : (
              <Fields fields={describe(row).fields} before={match.before} after={match.after} />
            )}
          </li>
        );
      })}
    </ol>
  );
}
