import type { Field } from '@atrium/core/client';
import type { FieldPermissions } from '../auth/AuthProvider.tsx';
import { PluginComponent } from '../plugins/PluginComponent.tsx';
import { useFieldRegistry } from './FieldRegistry.tsx';
import { useForm } from './FormProvider.tsx';
import type { FieldProps } from './fieldProps.ts';
import { joinPath, type Path } from './paths.ts';
import { usePassesCondition } from './useField.ts';

export type { FieldProps } from './fieldProps.ts';

type RenderFieldsProps = {
  fields: Field[];
  /** The path of the object these fields live in. Defaults to the document (`''`). */
  path?: Path;
  permissions?: FieldPermissions;
  readOnly?: boolean;
};

/** Renders a list of fields with the input registered for each type (see `FieldRegistryProvider`). */
export function RenderFields({ fields, path = '', permissions, readOnly }: RenderFieldsProps) {
  const form = useForm();
  return (
    <>
      {fields.map((field, i) => {
        const name = 'name' in field ? (field.name as string) : undefined;
        return (
          <RenderField
            key={name ?? `${field.type}-${i}`}
            field={field}
            path={name ? joinPath(path, name) : path}
            siblingPath={path}
            permissions={permissions}
            readOnly={Boolean(readOnly || form.readOnly)}
          />
        );
      })}
    </>
  );
}

function RenderField({ field, path, siblingPath, permissions, readOnly }: FieldProps) {
  const { id } = useForm();
  const { inputOf } = useFieldRegistry();
  const isVisible = usePassesCondition(path);
  const name = 'name' in field ? (field.name as string) : undefined;
  const own = name ? permissions?.[name] : undefined;
  if (!isVisible || ('hidden' in field && field.hidden) || field.admin?.hidden) return null;
  if (own?.read?.permission === false) return null;
  // Field access: creating asks `create`, editing asks `update` (a missing answer means allowed).
  const mayWrite = (id === undefined ? own?.create : own?.update)?.permission !== false;
  // A plugin's input in place of the type's (`admin.components.Field`), with the same props.
  const pluginField = field.admin?.components?.Field;
  if (typeof pluginField === 'string') {
    const props: FieldProps = {
      field,
      path,
      siblingPath,
      readOnly: readOnly || !mayWrite || Boolean(field.admin?.readOnly),
      permissions: own?.fields ?? (name ? undefined : permissions),
    };
    return <PluginComponent component={pluginField} props={props} />;
  }
  const Component = inputOf(field.type);
  if (!Component) return null;
  return (
    <Component
      field={field}
      path={path}
      siblingPath={siblingPath}
      readOnly={readOnly || !mayWrite || Boolean(field.admin?.readOnly)}
      permissions={own?.fields ?? (name ? undefined : permissions)}
    />
  );
}
