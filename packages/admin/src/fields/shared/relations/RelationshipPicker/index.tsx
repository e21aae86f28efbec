import type { PaginatedDocs } from '@atrium/core/client';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type RefObject, useContext, useEffect, useRef, useState } from 'react';
import {
  Button as AriaButton,
  ComboBox,
  ComboBoxStateContext,
  Input,
  ListBox,
  ListBoxItem,
  Popover,
} from 'react-aria-components';
import { api } from '../../../../api/client.ts';
import { useConfig } from '../../../../config/ConfigProvider.tsx';
import { findCollection } from '../../../../config/index.ts';
import { textMatch } from '../../../../config/textMatch.ts';
import { useTranslation } from '../../../../i18n/I18nProvider.tsx';
import { readPath } from '../relatedRefs.ts';
import '../../filters/index.css';
import '../../menu.css';
import './index.css';

/** A document as the list API answers it. */
type ListDoc = { id: string | number; [key: string]: unknown };

type Props = {
  /** The related collection's slug. */
  relationTo: string;
  /** Chosen ids. */
  value: string[];
  onChange: (value: string[]) => void;
  /** Several documents (`in`, `not_in`, hasMany) or one. */
  isMulti: boolean;
  'aria-label': string;
};

type Option = { id: string; title: string };

/**
 * Picks documents of a collection by title: type to search (`like` on its title field, debounced), choose
 * from the list; chosen documents show as removable chips.
 */
export function RelationshipPicker({ relationTo, value, onChange, isMulti, 'aria-label': ariaLabel }: Props) {
  const config = useConfig();
  const { t, label } = useTranslation();
  const related = findCollection(config, relationTo);
  const titleField = related?.admin.useAsTitle ?? 'id';
  const [input, setInput] = useState('');
  const comboBox = useRef<ComboBoxHandle>(null);
  const [term, setTerm] = useState('');
  useEffect(() => {
    const timer = window.setTimeout(() => setTerm(input.trim()), 250);
    return () => window.clearTimeout(timer);
  }, [input]);

  const toOption = (doc: ListDoc): Option => {
    const title = readPath(doc, titleField);
    return { id: String(doc.id), title: title == null || title === '' ? String(doc.id) : String(title) };
  };
  const options = useQuery({
    queryKey: ['relationOptions', relationTo, term],
    queryFn: async ({ signal }) => {
      const match = term && titleField !== 'id' && related ? textMatch(related, titleField, term) : undefined;
      const where = match ? JSON.stringify(match) : undefined;
      const query = { where, limit: 10, depth: 0, select: { [titleField]: true } };
      return (await api.get<PaginatedDocs>(`/${relationTo}`, query, signal)).docs.map(toOption);
    },
    placeholderData: keepPreviousData,
  });
  const chosen = useQuery({
    queryKey: ['relationTitles', relationTo, value],
    queryFn: async ({ signal }) => {
      const query = { where: { id: { in: value.join(',') } }, limit: value.length, depth: 0, select: { [titleField]: true } };
      return (await api.get<PaginatedDocs>(`/${relationTo}`, query, signal)).docs.map(toOption);
    },
    enabled: value.length > 0,
    placeholderData: keepPreviousData,
  });
  const titleOf = (id: string) => chosen.data?.find((o) => o.id === id)?.title ?? `#${id}`;

  const handlePick = (key: string | number | null) => {
    if (key === null) return;
    const id = String(key);
    onChange(isMulti ? (value.includes(id) ? value : [...value, id]) : [id]);
    setInput('');
    // The selection is kept by this component, not the combobox, so the combobox does not close by itself.
    comboBox.current?.close();
  };

  return (
    <div className="relationship-picker">
      {value.length > 0 ? (
        <ul className="relationship-picker__chips">
          {value.map((id) => (
            <li key={id} className="relationship-picker__chip">
              <span>{titleOf(id)}</span>
              <button
                type="button"
                aria-label={t('list:removeValue', { label: titleOf(id) })}
                onClick={() => onChange(value.filter((v) => v !== id))}
              >
                <span aria-hidden>✕</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <ComboBox
        className="relationship-picker__box"
        aria-label={ariaLabel}
        items={options.data ?? []}
        inputValue={input}
        onInputChange={setInput}
        selectedKey={null}
        onSelectionChange={handlePick}
        menuTrigger="input"
        allowsEmptyCollection
      >
        <StateBridge into={comboBox} />
        <div className="relationship-picker__field">
          <Input
            className="filter-input"
            placeholder={t('list:searchDocuments', { label: label(related?.labels.plural, relationTo) })}
          />
          <AriaButton className="relationship-picker__toggle" aria-label={t('list:showOptions')}>
            <span aria-hidden>▾</span>
          </AriaButton>
        </div>
        <Popover className="relationship-picker__popover" offset={4}>
          <ListBox<Option>
            className="relationship-picker__list"
            renderEmptyState={() => <p className="relationship-picker__empty">{t('list:noDocumentsFound')}</p>}
          >
            {(option) => (
              <ListBoxItem id={option.id} textValue={option.title} className="menu__item">
                {option.title}
              </ListBoxItem>
            )}
          </ListBox>
        </Popover>
      </ComboBox>
    </div>
  );
}

type ComboBoxHandle = { close: () => void };

/** Hands the combobox's state to the picker, which must close the list after a pick it handles itself. */
function StateBridge({ into }: { into: RefObject<ComboBoxHandle | null> }) {
  into.current = useContext(ComboBoxStateContext);
  return null;
}
