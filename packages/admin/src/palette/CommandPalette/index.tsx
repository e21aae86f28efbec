import { type KeyboardEvent, useMemo, useState } from 'react';
import {
  Autocomplete,
  Dialog,
  Header,
  Input,
  type Key,
  ListBox,
  ListBoxItem,
  ListBoxSection,
  Modal,
  ModalOverlay,
  Text,
  TextField,
} from 'react-aria-components';
import { useNavigate } from 'react-router';
import { useAuth } from '../../auth/AuthProvider.tsx';
import { Button } from '../../components/Button/index.tsx';
import { useConfig } from '../../config/ConfigProvider.tsx';
import type { ClientCollection } from '../../config/index.ts';
import { useTranslation } from '../../i18n/I18nProvider.tsx';
import { buildCommands, type Command, rankCommands, type SectionKey } from '../commands.ts';
import { highlight } from '../match.ts';
import { useRecentDocuments } from '../recent.ts';
import { paletteShortcut } from '../shortcut.ts';
import { useDocumentSearch } from '../useDocumentSearch.ts';
import './index.css';

const sectionHeadings: Record<SectionKey, string> = {
  recent: 'palette:sectionRecent',
  documents: 'palette:sectionDocuments',
  collections: 'palette:sectionCollections',
  globals: 'palette:sectionGlobals',
  create: 'palette:sectionCreate',
  actions: 'palette:sectionActions',
};

type Props = { isOpen: boolean; onOpenChange: (isOpen: boolean) => void };

/**
 * The command palette (issue 4, item 8): jump to a collection, a global or a document, create a document, or
 * go to the dashboard, the account or sign-out. A modal dialog holding a search field over a list box; the
 * field keeps focus while the arrow keys move through the results (`aria-activedescendant`), Enter runs the
 * highlighted one, Escape closes and focus returns to what opened it.
 */
export default function CommandPalette({ isOpen, onOpenChange }: Props) {
  const config = useConfig();
  const { permissions } = useAuth();
  const { t, label } = useTranslation();
  const navigate = useNavigate();
  const recent = useRecentDocuments();
  const [query, setQuery] = useState('');
  const shortcut = paletteShortcut(t('palette:keyCtrl'));

  const fixed = useMemo(() => buildCommands({ config, permissions, label, t, recent }), [config, permissions, label, t, recent]);
  // Searched: the collections the palette lists (readable, not hidden), in config order.
  const searchable = useMemo(() => {
    const listed = new Set(fixed.filter((c) => c.section === 'collections').map((c) => c.id));
    return config.collections.filter((c) => listed.has(`collection:${c.slug}`));
  }, [config, fixed]);
  const present = (collection: ClientCollection, doc: Record<string, unknown>) => {
    const title = doc[collection.admin.useAsTitle as string];
    const text = typeof title === 'string' || typeof title === 'number' ? String(title).trim() : '';
    return { label: text || t('general:untitled'), detail: label(collection.labels.singular, collection.slug) };
  };
  const documents = useDocumentSearch(query, searchable, present);

  // A document already offered as a recent one is not offered twice.
  const shown = new Set(rankCommands(fixed, query).flatMap((section) => section.commands.map((c) => c.to)));
  const sections = rankCommands([...fixed, ...documents.commands.filter((c) => !shown.has(c.to))], query);
  const byId = new Map<string, Command>(sections.flatMap((section) => section.commands.map((c) => [c.id, c])));
  const count = byId.size;

  const handleAction = (key: Key) => {
    const command = byId.get(String(key));
    if (!command) return;
    onOpenChange(false);
    navigate(command.to);
  };
  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // The shortcut that opened the palette closes it (the field stops the key before the Shell sees it).
    if ((event.metaKey || event.ctrlKey) && event.key.toLowerCase() === 'k') {
      event.preventDefault();
      onOpenChange(false);
    }
  };

  return (
    <ModalOverlay className="palette-overlay" isOpen={isOpen} onOpenChange={onOpenChange} isDismissable>
      <Modal className="palette">
        <Dialog className="palette__dialog" aria-label={t('palette:title')}>
          <Autocomplete inputValue={query} onInputChange={setQuery}>
            <div className="palette__top">
              <TextField className="palette__field" aria-label={t('palette:inputLabel')} autoFocus>
                <SearchIcon />
                <Input className="palette__input" placeholder={t('palette:placeholder')} onKeyDown={handleKeyDown} />
              </TextField>
              <Button
                variant="ghost"
                size="sm"
                className="palette__close"
                aria-label={t('general:close')}
                onClick={() => onOpenChange(false)}
                icon={<span aria-hidden>✕</span>}
              />
            </div>
            <ListBox
              className="palette__list"
              aria-label={t('palette:results')}
              onAction={handleAction}
              renderEmptyState={() => (
                <p className="palette__empty">
                  {documents.isSearching ? t('palette:searching') : t('palette:noResults', { query: query.trim() })}
                </p>
              )}
            >
              {sections.map((section) => (
                <ListBoxSection key={section.key} id={section.key} className="palette__section">
                  <Header className="palette__heading">{t(sectionHeadings[section.key])}</Header>
                  {section.commands.map((command) => (
                    <ListBoxItem key={command.id} id={command.id} textValue={command.label} className="palette__item">
                      {/* Titles are user text in any script: each takes its own direction. */}
                      <Text slot="label" className="palette__label" dir="auto">
                        <Highlighted text={command.label} query={query} />
                      </Text>
                      {command.detail ? (
                        <Text slot="description" className="palette__detail">
                          {command.detail}
                        </Text>
                      ) : null}
                    </ListBoxItem>
                  ))}
                </ListBoxSection>
              ))}
            </ListBox>
          </Autocomplete>
          <footer className="palette__footer">
            <span className="palette__hint">
              <kbd>↑</kbd>
              <kbd>↓</kbd> {t('palette:hintMove')}
            </span>
            <span className="palette__hint">
              <kbd>{t('palette:keyEnter')}</kbd> {t('palette:hintOpen')}
            </span>
            <span className="palette__hint">
              <kbd>{t('palette:keyEscape')}</kbd> {t('palette:hintClose')}
            </span>
            <span className="palette__hint palette__shortcut">
              <kbd>{shortcut.label}</kbd> {t('palette:hintShortcut')}
            </span>
          </footer>
          <p role="status" className="visually-hidden">
            {documents.isSearching && count === 0 ? t('palette:searching') : t('palette:resultCount', { count })}
          </p>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}

/** The label with the matched words in bold. */
function Highlighted({ text, query }: { text: string; query: string }) {
  return (
    <>
      {highlight(text, query).map((run, index) =>
        // biome-ignore lint/suspicious/noArrayIndexKey: runs have no identity beyond their place
        run.isMatch ? <mark key={index}>{run.text}</mark> : <span key={index}>{run.text}</span>,
      )}
    </>
  );
}

function SearchIcon() {
  return (
    <svg className="palette__icon" viewBox="0 0 20 20" width="18" height="18" aria-hidden="true" focusable="false">
      <circle cx="8.5" cy="8.5" r="5.5" fill="none" stroke="currentColor" strokeWidth="1.8" />
      <path d="m13 13 4.5 4.5" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
    </svg>
  );
}
