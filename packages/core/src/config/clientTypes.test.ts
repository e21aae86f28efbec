import { describe, expectTypeOf, it } from 'vitest';
import type { GroupField, RichTextField, TextField } from '../fields/types.ts';
import type { ClientCollection, ClientConfig, ClientField, ClientFieldOf, ClientGlobal } from './clientTypes.ts';
import type { SanitizedCollection } from './types.ts';

// These assertions are checked by the typecheck (`npm run check`); at run time they pass trivially.
describe('client config types', () => {
  it('drop the server-only keys at every level', () => {
    expectTypeOf<ClientConfig>().not.toHaveProperty('secret');
    expectTypeOf<ClientConfig>().not.toHaveProperty('db');
    expectTypeOf<ClientConfig>().not.toHaveProperty('collectionsBySlug');
    expectTypeOf<ClientCollection>().not.toHaveProperty('hooks');
    expectTypeOf<ClientCollection>().not.toHaveProperty('access');
    expectTypeOf<ClientCollection>().not.toHaveProperty('flattenedFields');
    expectTypeOf<ClientGlobal>().not.toHaveProperty('hooks');
    expectTypeOf<ClientFieldOf<TextField>>().not.toHaveProperty('validate');
    expectTypeOf<ClientFieldOf<TextField>>().not.toHaveProperty('hooks');
    expectTypeOf<NonNullable<Extract<ClientCollection['auth'], object>>>().not.toHaveProperty('strategies');
  });

  it('follow the sanitized types for what they keep', () => {
    expectTypeOf<ClientCollection['idType']>().toEqualTypeOf<SanitizedCollection['idType']>();
    expectTypeOf<ClientCollection['defaultSort']>().toEqualTypeOf<string>();
    expectTypeOf<ClientConfig['i18n']>().toEqualTypeOf<{ languages: string[]; fallbackLanguage: string }>();
  });

  it('carry the markers, the client form of nested fields and of a rich-text editor', () => {
    expectTypeOf<ClientField['hasCondition']>().toEqualTypeOf<true | undefined>();
    expectTypeOf<ClientFieldOf<GroupField>['fields']>().toEqualTypeOf<ClientField[]>();
    expectTypeOf<NonNullable<ClientFieldOf<RichTextField>['editor']>>().toEqualTypeOf<{
      name: string;
      props: Record<string, unknown>;
    }>();
  });
});
