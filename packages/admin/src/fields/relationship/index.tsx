import type { RelationshipField } from '@atrium/core/client';
import { useQueryClient } from '@tanstack/react-query';
import { type Key, type RefObject, useContext, useMemo, useRef, useState } from 'react';
import {
  Button as AriaButton,
  ComboBox,
  ComboBoxStateContext,
  Header,
  Input,
  ListBox,
  ListBoxItem,
  ListBoxSection,
  Menu,
  MenuItem,
  MenuTrigger,
  Popover,
} from 'react-aria-components';
import { can, useAuth } from '../../auth/AuthProvider.tsx';
import { Icon } from '../../components/Icon/index.tsx';
import { useWakeOnUse } from '../../components/wakeOnUse.ts';
import { useConfig } from '../../config/ConfigProvider.tsx';
import { findCollection } from '../../config/index.ts';
import type { FieldProps } from '../../forms/RenderFields.tsx';
import { useField } from '../../forms/useField.ts';
import { useTranslation } from '../../i18n/I18nProvider.tsx';
import { useFieldId } from '../shared/FieldIdScope.tsx';
import { describedBy, FieldShell, useFieldLabel } from '../shared/FieldShell.tsx';
import { DocumentDrawer } from '../shared/relations/DocumentDrawer/index.tsx';
import { fromRefs, type Ref, refKey, toRefs } from '../shared/relations/refs.ts';
import { refreshSummary, useDocumentSummaries } from '../shared/relations/useDocumentSummaries.ts';
import { useRelationSearch } from '../shared/relations/useRelationSearch.ts';
import '../shared/menu.css';
import './index.css';

type DrawerState = { slug: string; id?: string | number };

/**
 * A reference to other documents: a searchable combobox (titles matched with `like`, debounced) that adds the
 * picked document, shown as a chip that opens it in a drawer for editing; a create button opens the drawer on
 * a new document and picks it once saved. `hasMany` keeps a list (up to `maxRows`); several `relationTo`
 * collections store `{ relationTo, value }` and group the results by collection.
 */
export function RelationshipInput({ field, path, siblingPath, readOnly }: FieldProps<RelationshipField>) {
  const { value, setValue, error, markTouched } = useField<unknown>(field, path, siblingPath);
  const config = useConfig();
  const { permissions } = useAuth();
  const { t, label } = useTranslation();
  const queryClient = useQueryClient();
  const id = useFieldId(path);
  const { text: fieldLabel } = useFieldLabel(field);
  const slugs = useMemo(() => (Array.isArray(field.relationTo) ? field.relationTo : [field.relationTo]), [field.relationTo]);
  const isPolymorphic = slugs.length > 1;
  const refs = useMemo(() => toRefs(value, field), [value, field]);
  const summaries = useDocumentSummaries(refs);
  const [query, setQuery] = useState('');
  const [hasOpened, setOpened] = useState(false);
  const [drawer, setDrawer] = useState<DrawerState>();
  // The title of the option just picked: the combobox writes it into the input, which the search ignores.
  const justPicked = useRef<string | undefined>(undefined);
  const comboboxState = useRef<ComboBoxState>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  // The search starts as a plain input that looks the same (see DormantSearch) and becomes the combobox once
  // used: focused if focus or a press woke it, its list open if a press did.
  const wake = useWakeOnUse((how) => {
    if (how !== 'hover') inputRef.current?.focus();
    if (how === 'press') comboboxState.current?.open(null, 'manual');
  });
  const isAtMax = Boolean(field.hasMany && field.maxRows !== undefined && refs.length >= field.maxRows);
  const { groups } = useRelationSearch(
    slugs,
    query,
    (field as { filterOptions?: unknown }).filterOptions,
    hasOpened && !readOnly,
  );
  const selected = new Set(refs.map(refKey));
  const creatable = slugs.filter((slug) => can(permissions, 'collections', slug, 'create'));
  const collectionLabel = (slug: string, form: 'singular' | 'plural') => label(findCollection(config, slug)?.labels[form], slug);

  const pick = (ref: Ref, title?: string) => {
    const next = field.hasMany ? [...refs.filter((r) => refKey(r) !== refKey(ref)), ref] : [ref];
    setValue(fromRefs(next, field));
    justPicked.current = title;
    setQuery('');
    // Emptying the input would reopen the list (and keep the rest of the page hidden from assistive technology):
    // the pick is done, so it closes once the combobox has taken the new input value.
    requestAnimationFrame(() => {
      justPicked.current = undefined;
      comboboxState.current?.close();
    });
  };
  const handleSelection = (key: Key | null) => {
    // No key: the combobox gave up the search (Escape, or focus left). It empties the input: left as it was,
    // the typed text differs from what the combobox last committed, and it reopens the list at once.
    if (key === null) {
      setQuery('');
      return;
    }
    const text = String(key);
    const colon = text.indexOf(':');
    const slug = text.slice(0, colon);
    const summary = groups.find((g) => g.slug === slug)?.results.find((r) => String(r.id) === text.slice(colon + 1));
    if (summary) pick({ relationTo: slug, value: summary.id }, summary.title);
  };
  const handleRemove = (ref: Ref) => {
    setValue(
      fromRefs(
        refs.filter((r) => refKey(r) !== refKey(ref)),
        field,
      ),
    );
    markTouched();
  };
  const handleSaved = (slug: string, doc: Record<string, unknown>, operation: 'create' | 'update') => {
    void refreshSummary(queryClient, findCollection(config, slug), slug, doc);
    void queryClient.invalidateQueries({ queryKey: ['relation-search', slug] });
    if (operation === 'create' && doc.id !== undefined) pick({ relationTo: slug, value: doc.id as string | number });
  };

  const placeholder =
    !field.hasMany && refs.length
      ? t('fields:searchToReplace')
      : t('fields:searchCollection', { label: isPolymorphic ? t('fields:documents') : collectionLabel(slugs[0], 'plural') });
  const renderItems = (slug: string) =>
    (groups.find((g) => g.slug === slug)?.results ?? [])
      .filter((summary) => !selected.has(`${slug}:${summary.id}`))
      .map((summary) => (
        <ListBoxItem key={summary.id} id={`${slug}:${summary.id}`} textValue={summary.title} className="relation__option">
          {summary.title}
        </ListBoxItem>
      ));
  const isLoading = groups.some((g) => g.isLoading);

  return (
    <FieldShell field={field} inputId={id} error={error}>
      {refs.length ? (
        <ul className="relation__chips" aria-label={t('fields:selectedDocuments', { label: fieldLabel })}>
          {refs.map((ref) => {
            const summary = summaries.get(refKey(ref));
            const title =
              summary === null ? t('fields:missingDocument', { id: ref.value }) : (summary?.title ?? String(ref.value));
            const canEdit = !readOnly && summary !== null && can(permissions, 'collections', ref.relationTo, 'update');
            return (
              <li key={refKey(ref)} className={`relation__chip${summary === null ? ' relation__chip--missing' : ''}`}>
                <button
                  type="button"
                  className="relation__chip-title"
                  disabled={!canEdit}
                  aria-label={t('fields:editDocument', { title })}
                  onClick={() => setDrawer({ slug: ref.relationTo, id: ref.value })}
                >
                  {isPolymorphic ? (
                    <span className="relation__chip-collection">{collectionLabel(ref.relationTo, 'singular')}</span>
                  ) : null}
                  <span className={summary === undefined ? 'relation__chip-loading' : undefined}>{title}</span>
                  {canEdit ? <Icon name="pencil" size={14} /> : null}
                </button>
                {readOnly ? null : (
                  <button
                    type="button"
                    className="relation__chip-remove"
                    aria-label={t('fields:removeDocument', { title })}
                    onClick={() => handleRemove(ref)}
                  >
                    <Icon name="close" size={14} />
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      ) : null}
      {readOnly ? (
        refs.length ? null : (
          <p className="relation__none">{t('general:none')}</p>
        )
      ) : (
        <div className="relation__controls">
          {wake.isAwake ? null : (
            <DormantSearch
              id={id}
              placeholder={placeholder}
              describedBy={describedBy(field, id, error, isAtMax ? `${id}-limit` : undefined)}
              isDisabled={isAtMax}
              isInvalid={Boolean(error)}
              isRequired={Boolean(field.required)}
              toggleLabel={t('fields:showOptions')}
              wake={wake}
            />
          )}
          {wake.isAwake ? (
            <ComboBox
              id={id}
              className="relation__combobox"
              aria-labelledby={`${id}-label`}
              aria-describedby={describedBy(field, id, error, isAtMax ? `${id}-limit` : undefined)}
              inputValue={query}
              onInputChange={(text) => {
                // After a pick the combobox writes the picked title into the input; the search starts empty instead.
                if (justPicked.current !== undefined && text === justPicked.current) return;
                setQuery(text);
              }}
              selectedKey={null}
              onSelectionChange={handleSelection}
              onOpenChange={(isOpen) => {
                if (isOpen) setOpened(true);
              }}
              defaultFilter={() => true}
              allowsEmptyCollection
              isDisabled={isAtMax}
              isInvalid={Boolean(error)}
              isRequired={field.required}
            >
              <StateBridge stateRef={comboboxState} />
              <div className="relation__control">
                <Icon name="search" />
                <Input
                  ref={inputRef}
                  className="input relation__input"
                  placeholder={placeholder}
                  onBlur={markTouched}
                  // Typing, the arrow keys and the chevron open the list; so does a click. Focus alone does not:
                  // tabbing through the form must not pop a list open (and hide the page from screen readers) at each stop.
                  onClick={() => {
                    if (!comboboxState.current?.isOpen) comboboxState.current?.open(null, 'manual');
                  }}
                />
                <AriaButton className="relation__toggle" aria-label={t('fields:showOptions')}>
                  <Icon name="chevron" />
                </AriaButton>
              </div>
              <Popover className="relation__popover" placement="bottom start">
                <ListBox
                  className="relation__list"
                  renderEmptyState={() => (
                    <p className="relation__empty">{isLoading ? t('general:loading') : t('fields:noMatches')}</p>
                  )}
                >
                  {isPolymorphic
                    ? slugs.map((slug) => (
                        <ListBoxSection key={slug} id={slug} className="relation__section">
                          <Header className="relation__section-title">{collectionLabel(slug, 'plural')}</Header>
                          {renderItems(slug)}
                        </ListBoxSection>
                      ))
                    : renderItems(slugs[0])}
                </ListBox>
              </Popover>
            </ComboBox>
          ) : null}
          {creatable.length ? (
            <CreateButton
              slugs={creatable}
              isDisabled={isAtMax}
              collectionLabel={(slug) => collectionLabel(slug, 'singular')}
              onCreate={(slug) => setDrawer({ slug })}
            />
          ) : null}
        </div>
      )}
      {isAtMax && !readOnly ? (
        <p className="field__hint" id={`${id}-limit`}>
          {t('validation:limitReached', { max: field.maxRows })}
        </p>
      ) : null}
      {drawer ? (
        <DocumentDrawer
          slug={drawer.slug}
          id={drawer.id}
          isOpen
          onOpenChange={(isOpen) => {
            if (!isOpen) setDrawer(undefined);
          }}
          onSaved={(doc, operation) => handleSaved(drawer.slug, doc, operation)}
        />
      ) : null}
    </FieldShell>
  );
}

type DormantProps = {
  id: string;
  placeholder: string;
  describedBy: string | undefined;
  isDisabled: boolean;
  isInvalid: boolean;
  isRequired: boolean;
  toggleLabel: string;
  wake: Pick<ReturnType<typeof useWakeOnUse>, 'hoverProps' | 'focusProps' | 'pressProps'>;
};

/**
 * The search box as it first renders: the combobox's own markup and names, without React Aria's combobox
 * machinery, which costs a form with several relationship fields tens of milliseconds on first render. It
 * becomes the combobox once used (see `useWakeOnUse`).
 */
function DormantSearch({ id, placeholder, describedBy, isDisabled, isInvalid, isRequired, toggleLabel, wake }: DormantProps) {
  return (
    <div className="relation__combobox" data-disabled={isDisabled || undefined} data-invalid={isInvalid || undefined}>
      <div className="relation__control" {...wake.hoverProps}>
        <Icon name="search" />
        <input
          id={id}
          className="input relation__input"
          type="text"
          role="combobox"
          aria-expanded="false"
          aria-autocomplete="list"
          aria-labelledby={`${id}-label`}
          aria-describedby={describedBy}
          aria-invalid={isInvalid || undefined}
          aria-required={isRequired || undefined}
          autoComplete="off"
          autoCorrect="off"
          spellCheck="false"
          placeholder={placeholder}
          disabled={isDisabled}
          data-disabled={isDisabled || undefined}
          {...wake.focusProps}
          {...wake.pressProps}
        />
        <button
          type="button"
          id={`${id}-toggle`}
          className="relation__toggle"
          tabIndex={-1}
          aria-label={toggleLabel}
          aria-labelledby={`${id}-toggle ${id}-label`}
          aria-haspopup="listbox"
          aria-expanded="false"
          disabled={isDisabled}
          {...wake.pressProps}
        >
          <Icon name="chevron" />
        </button>
      </div>
    </div>
  );
}

type ComboBoxState = NonNullable<React.ContextType<typeof ComboBoxStateContext>>;

/** Hands the combobox's state to the field, which closes the list after a pick. */
function StateBridge({ stateRef }: { stateRef: RefObject<ComboBoxState | null> }) {
  stateRef.current = useContext(ComboBoxStateContext);
  return null;
}

type CreateProps = {
  slugs: string[];
  isDisabled: boolean;
  collectionLabel: (slug: string) => string;
  onCreate: (slug: string) => void;
};

/** "Create new": one button for one collection, a menu of the collections for several. */
function CreateButton({ slugs, isDisabled, collectionLabel, onCreate }: CreateProps) {
  const { t } = useTranslation();
  if (slugs.length === 1) {
    return (
      <AriaButton
        className="btn btn--secondary relation__create"
        isDisabled={isDisabled}
        aria-label={t('general:createNewLabel', { label: collectionLabel(slugs[0]) })}
        onPress={() => onCreate(slugs[0])}
      >
        <Icon name="plus" />
        <span className="relation__create-text">{t('general:createNew')}</span>
      </AriaButton>
    );
  }
  return (
    <MenuTrigger>
      <AriaButton className="btn btn--secondary relation__create" isDisabled={isDisabled} aria-label={t('general:createNew')}>
        <Icon name="plus" />
        <span className="relation__create-text">{t('general:createNew')}</span>
      </AriaButton>
      <Popover className="menu" placement="bottom end">
        <Menu className="menu__list" onAction={(key) => onCreate(String(key))}>
          {slugs.map((slug) => (
            <MenuItem key={slug} id={slug} className="menu__item">
              {collectionLabel(slug)}
            </MenuItem>
          ))}
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}
