import { type FieldProps, GroupInput } from '@atrium/admin/plugin';
import type { GroupField } from '@atrium/core/client';
import { SeoPanel } from './SeoPanel/index.tsx';

/** The plugin's `meta` group: the group's fields as any group draws them, with the search-appearance panel below. */
export default function SeoGroup(props: FieldProps<GroupField>) {
  return <GroupInput {...props} after={<SeoPanel field={props.field} path={props.path} />} />;
}
