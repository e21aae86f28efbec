import type { ComponentType, ReactElement } from 'react';
import type { CellProps, DiffProps } from '../../types.ts';
import { DiffColumns, EmptyValue, isEmptyValue } from './DiffColumns.tsx';
import { isEqualValue } from './isEqualValue.ts';

/**
 * The diff of a value read whole (a number, a date, an option, a checkbox, a reference): each version's value as
 * the type's list cell draws it, before and after.
 */
export function valueDiff<F>(Cell: ComponentType<CellProps<F>>): (props: DiffProps<F>) => ReactElement {
  return function ValueDiff({ field, before, after, lookup }: DiffProps<F>) {
    const side = (value: unknown) =>
      isEmptyValue(value) ? <EmptyValue /> : <Cell field={field} value={value} lookup={lookup} />;
    return <DiffColumns before={side(before)} after={side(after)} isChanged={!isEqualValue(before, after)} />;
  };
}
