import type { DataField } from '@atrium/core/client';
import { dataFieldUI } from '../../../fields/registry.ts';
import { TextCell } from '../../../fields/shared/cells/index.tsx';
import type { LookupRelated } from '../../../fields/shared/relations/relatedRefs.ts';
import { PluginComponent } from '../../../plugins/PluginComponent.tsx';
import { StatusPill } from '../../../versions/StatusPill/index.tsx';

type Props = {
  field: DataField;
  value: unknown;
  lookup: LookupRelated;
  /** An upload's size in bytes, shown in the largest fitting unit. */
  isFileSize?: boolean;
};

const isEmpty = (value: unknown) =>
  value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);

/** One table cell's content, drawn by the field type's own cell; an empty value is a dash. */
export function Cell({ field, value, lookup, isFileSize }: Props) {
  // A plugin's cell (`admin.components.Cell`) draws every value, empty ones too.
  const pluginCell = field.admin?.components?.Cell;
  if (typeof pluginCell === 'string')
    return <PluginComponent component={pluginCell} props={{ field, value, lookup, isFileSize }} fallback={null} />;
  if (isEmpty(value)) return <span className="cell__empty">{'\u2014'}</span>;
  // A document's draft or published state (collections with drafts) reads at a glance as a pill.
  if (field.name === '_status' && (value === 'draft' || value === 'published')) return <StatusPill status={value} />;
  const TypeCell = dataFieldUI(field.type)?.Cell ?? TextCell;
  return <TypeCell field={field} value={value} lookup={lookup} isFileSize={isFileSize} />;
}
