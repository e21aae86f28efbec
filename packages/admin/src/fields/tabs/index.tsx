import type { Tab as TabConfig, TabsField } from '@atrium/core/client';
import { useId, useMemo, useRef, useState } from 'react';
import { Icon } from '../../components/Icon/index.tsx';
import { dataFieldsOf } from '../../config/dataFields.ts';
import { joinPath, type Path } from '../../forms/paths.ts';
import { type FieldProps, RenderFields } from '../../forms/RenderFields.tsx';
import { useReveal } from '../../forms/reveal.ts';
import { useTranslation } from '../../i18n/I18nProvider.tsx';
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
 * Fields split into tabs (an ARIA tablist: arrow keys move between tabs).
 * (React Aria's TabPanel is not used: it walks the whole panel, checking each element's visibility, on
 * every change inside it, which cost a long form tens of milliseconds per render and per keystroke.) A named tab stores its fields under
 * its name, like a group; an unnamed one is layout only (core's `flattenFields` reads them the same way).
 * A tab with an error inside shows a marker, so errors in a tab that is not open are not missed.
 */
export function TabsInput({ field, path, readOnly, permissions }: FieldProps<TabsField>) {
  const { label, dir } = useTranslation();
  const [selected, setSelected] = useState(0);
  const baseId = useId();
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  // The edit view asks for a field in a tab that is not open (the error pill): that tab opens.
  const revealed = useRef(-1);
  useReveal(
    (target) => {
      revealed.current = field.tabs.findIndex((tab) => tabContains(tab, path, target));
      return revealed.current >= 0;
    },
    () => setSelected(revealed.current),
  );
  const count = field.tabs.length;
  const open = Math.min(selected, count - 1);
  const select = (index: number) => {
    setSelected(index);
    tabRefs.current[index]?.focus();
  };
  // Arrow keys move along the tabs (mirrored right to left), Home and End go to the ends; a tab opens as it
  // gets focus, and only the open one is in the Tab order (WAI-ARIA's tabs pattern, automatic activation).
  const handleKeyDown = (event: React.KeyboardEvent) => {
    const forward = dir === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
    const backward = dir === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
    if (event.key === forward) select((open + 1) % count);
    else if (event.key === backward) select((open - 1 + count) % count);
    else if (event.key === 'Home') select(0);
    else if (event.key === 'End') select(count - 1);
    else return;
    event.preventDefault();
  };
  const tab = field.tabs[open];
  const tabPath = tab.name ? joinPath(path, tab.name) : path;
  const tabPermissions = tab.name ? permissions?.[tab.name]?.fields : permissions;
  return (
    <div className="tabs-field">
      <div className="tabs-field__list" role="tablist" onKeyDown={handleKeyDown}>
        {field.tabs.map((each, i) => (
          <button
            key={each.name ?? i}
            ref={(element) => {
              tabRefs.current[i] = element;
            }}
            type="button"
            role="tab"
            id={`${baseId}-tab-${i}`}
            aria-selected={i === open}
            aria-controls={i === open ? `${baseId}-panel` : undefined}
            tabIndex={i === open ? 0 : -1}
            className="tabs-field__tab"
            onClick={() => setSelected(i)}
          >
            <TabLabel tab={each} path={path} index={i} />
          </button>
        ))}
      </div>
      {/* Only the open tab's fields are rendered (as React Aria's panels did); keyed so each tab starts fresh. */}
      <div
        key={tab.name ?? open}
        id={`${baseId}-panel`}
        role="tabpanel"
        aria-labelledby={`${baseId}-tab-${open}`}
        className="tabs-field__panel"
      >
        {tab.description ? <p className="field__description tabs-field__description">{label(tab.description)}</p> : null}
        <RenderFields fields={tab.fields} path={tabPath} permissions={tabPermissions} readOnly={readOnly} />
      </div>
    </div>
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
