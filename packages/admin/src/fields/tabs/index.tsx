import type { Tab as TabConfig, TabsField } from '@atrium/core/client';
import { useMemo, useRef, useState } from 'react';
import { type Key, Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import { joinPath, type Path } from '../../forms/paths.ts';
import { type FieldProps, RenderFields } from '../../forms/RenderFields.tsx';
import { useReveal } from '../../forms/reveal.ts';
import { dataFieldsOf } from '../../forms/validate.ts';
import { useTranslation } from '../../i18n/I18nProvider.tsx';
import { Icon } from '../shared/Icon.tsx';
import { useHasVisibleErrors } from '../shared/useHasVisibleErrors.ts';
import './index.css';

/** Whether `target` is (or lies inside) a field of `tab`. */
function tabContains(tab: TabConfig, path: Path, target: Path): boolean {
  return tabPaths(tab, path).some((own) => target === own || target.startsWith(`${own}.`));
}

/** The paths a tab's fields write: under the tab's name when it has one, beside the tabs otherwise. */
function tabPaths(tab: TabConfig, path: Path): Path[] {
  if (tab.name) return [joinPath(path, tab.name)];
  return dataFieldsOf(tab.fields).map((f) => joinPath(path, f.name));
}

/**
 * Fields split into tabs (an ARIA tablist: arrow keys move between tabs). A named tab stores its fields under
 * its name, like a group; an unnamed one is layout only (core's `flattenFields` reads them the same way).
 * A tab with an error inside shows a marker, so errors in a tab that is not open are not missed.
 */
export function TabsInput({ field, path, readOnly, permissions }: FieldProps<TabsField>) {
  const { label } = useTranslation();
  const [selected, setSelected] = useState<Key>('0');
  // The edit view asks for a field in a tab that is not open (the error pill): that tab opens.
  const revealed = useRef(-1);
  useReveal(
    (target) => {
      revealed.current = field.tabs.findIndex((tab) => tabContains(tab, path, target));
      return revealed.current >= 0;
    },
    () => setSelected(String(revealed.current)),
  );
  return (
    <Tabs className="tabs-field" selectedKey={selected} onSelectionChange={setSelected}>
      <TabList className="tabs-field__list">
        {field.tabs.map((tab, i) => (
          <Tab key={tab.name ?? i} id={String(i)} className="tabs-field__tab">
            <TabLabel tab={tab} path={path} index={i} />
          </Tab>
        ))}
      </TabList>
      {field.tabs.map((tab, i) => {
        const tabPath = tab.name ? joinPath(path, tab.name) : path;
        const tabPermissions = tab.name ? permissions?.[tab.name]?.fields : permissions;
        return (
          <TabPanel key={tab.name ?? i} id={String(i)} className="tabs-field__panel">
            {tab.description ? <p className="field__description tabs-field__description">{label(tab.description)}</p> : null}
            <RenderFields fields={tab.fields} path={tabPath} permissions={tabPermissions} readOnly={readOnly} />
          </TabPanel>
        );
      })}
    </Tabs>
  );
}

function TabLabel({ tab, path, index }: { tab: TabConfig; path: Path; index: number }) {
  const { t, label } = useTranslation();
  const paths = useMemo(() => tabPaths(tab, path), [tab, path]);
  const hasErrors = useHasVisibleErrors(paths);
  return (
    <>
      {label(tab.label, tab.name ?? t('fields:tabNumber', { number: index + 1 }))}
      {hasErrors ? (
        <span className="tabs-field__error">
          <Icon name="alert" size={14} />
          <span className="visually-hidden">{t('fields:hasErrors')}</span>
        </span>
      ) : null}
    </>
  );
}
