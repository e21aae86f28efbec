import type { Field, Label } from '@atrium/core/client';
import { createContext, type ReactNode, useContext } from 'react';
import { dataFieldUI } from '../../fields/registry.ts';
import { isEqualValue } from '../../fields/shared/diffs/isEqualValue.ts';
import type { LookupRelated } from '../../fields/shared/relations/relatedRefs.ts';
import type { DiffFieldsProps } from '../../fields/types.ts';
import { useTranslation } from '../../i18n/I18nProvider.tsx';
import { labelFromName } from '../../lists/listFields.ts';
import './index.css';

const LookupContext = createContext<LookupRelated>(() => null);

/** Gives the diffs below it the titles of the documents both versions refer to. */
export const DiffLookupProvider = LookupContext.Provider;

type Data = Record<string, unknown>;
type Item = { key: string; isChanged: boolean; node: ReactNode };

const objectOf = (value: unknown): Data => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Data) : {});
const isShown = (field: Field) => !('hidden' in field && field.hidden) && !field.admin?.hidden;

/** Whether any value these fields hold differs between the two (layout fields looked through). */
export function hasChanges(fields: readonly Field[], before: unknown, after: unknown): boolean {
  const a = objectOf(before);
  const b = objectOf(after);
  return fields.some((field) => {
    if (!isShown(field) || field.type === 'ui') return false;
    if (field.type === 'row' || field.type === 'collapsible') return hasChanges(field.fields, a, b);
    if (field.type === 'tabs') {
      return field.tabs.some((tab) =>
        tab.name ? hasChanges(tab.fields, a[tab.name], b[tab.name]) : hasChanges(tab.fields, a, b),
      );
    }
    return dataFieldUI(field.type)?.Diff !== undefined && !isEqualValue(a[field.name], b[field.name]);
  });
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="diff-section">
      <h3 className="diff-section__title">{title}</h3>
      {children}
    </section>
  );
}

/**
 * Fields of two versions compared one by one, each by its type's own diff; groups, tabs and collapsibles as
 * nested sections. Changed fields come first in their config order; unchanged ones fold away under one line.
 */
export function DiffFields({ fields, before, after }: DiffFieldsProps) {
  const { t, label, formatNumber } = useTranslation();
  const lookup = useContext(LookupContext);
  const a = objectOf(before);
  const b = objectOf(after);
  const titleOf = (value: Label | false | undefined, name: string) => label(value || undefined, labelFromName(name));

  const items: Item[] = [];
  const visit = (list: readonly Field[], x: Data, y: Data, prefix: string) => {
    list.forEach((field, i) => {
      if (!isShown(field) || field.type === 'ui') return;
      const key = `${prefix}${i}`;
      if (field.type === 'row') {
        visit(field.fields, x, y, `${key}.`);
        return;
      }
      if (field.type === 'collapsible' || field.type === 'tabs') {
        const sections =
          field.type === 'collapsible'
            ? [{ title: label(field.label, ''), fields: field.fields, x, y }]
            : field.tabs.map((tab) => ({
                title: titleOf(tab.label, tab.name ?? ''),
                fields: tab.fields,
                x: tab.name ? objectOf(x[tab.name]) : x,
                y: tab.name ? objectOf(y[tab.name]) : y,
              }));
        sections.forEach((section, j) => {
          items.push({
            key: `${key}.${j}`,
            isChanged: hasChanges(section.fields, section.x, section.y),
            node: (
              <Section title={section.title}>
                <DiffFields fields={section.fields} before={section.x} after={section.y} />
              </Section>
            ),
          });
        });
        return;
      }
      const Diff = dataFieldUI(field.type)?.Diff;
      if (!Diff) return;
      const value = { before: x[field.name], after: y[field.name] };
      items.push({
        key: `${key}:${field.name}`,
        isChanged: !isEqualValue(value.before, value.after),
        node: (
          <div className="diff-field" data-field={field.name}>
            <div className="diff-field__label">{titleOf(field.label, field.name)}</div>
            <Diff field={field} before={value.before} after={value.after} lookup={lookup} Fields={DiffFields} />
          </div>
        ),
      });
    });
  };
  visit(fields, a, b, '');

  const changed = items.filter((item) => item.isChanged);
  const unchanged = items.filter((item) => !item.isChanged);
  return (
    <div className="diff-fields">
      {changed.map((item) => (
        <div key={item.key}>{item.node}</div>
      ))}
      {unchanged.length ? (
        <details className="diff-fields__unchanged">
          <summary>{t('version:unchangedFields', { count: unchanged.length, n: formatNumber(unchanged.length) })}</summary>
          <div className="diff-fields">
            {unchanged.map((item) => (
              <div key={item.key}>{item.node}</div>
            ))}
          </div>
        </details>
      ) : null}
    </div>
  );
}
