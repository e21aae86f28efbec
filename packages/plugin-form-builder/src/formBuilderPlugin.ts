import type { CollectionConfig, Field, Plugin } from '@atrium/core';
import { formSubmissionsCollection } from './collections/formSubmissions.ts';
import { formsCollection } from './collections/forms.ts';
import type { FormBuilderPluginConfig } from './types.ts';

/** The fields without `localized`, for a config without localization (where core refuses the key). */
function unlocalized(fields: Field[]): Field[] {
  return fields.map((field) => {
    const { localized: _localized, ...rest } = field as Field & { localized?: boolean };
    const copy = rest as Record<string, unknown>;
    if (Array.isArray(copy.fields)) copy.fields = unlocalized(copy.fields as Field[]);
    if (Array.isArray(copy.blocks))
      copy.blocks = (copy.blocks as Array<{ fields: Field[] }>).map((block) => ({ ...block, fields: unlocalized(block.fields) }));
    return copy as Field;
  });
}

/** Payload's form builder as an Atrium plugin: adds the `forms` and `form-submissions` collections. */
export function formBuilderPlugin(options: FormBuilderPluginConfig = {}): Plugin {
  return (config) => {
    const fit = (collection: CollectionConfig): CollectionConfig =>
      config.localization ? collection : { ...collection, fields: unlocalized(collection.fields) };
    return {
      ...config,
      collections: [...(config.collections ?? []), fit(formsCollection(options)), fit(formSubmissionsCollection(options))],
    };
  };
}
