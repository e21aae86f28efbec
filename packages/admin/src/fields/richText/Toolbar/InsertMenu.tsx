import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { Menu, MenuItem, MenuSection, Popover } from 'react-aria-components';
import { DeferredMenuTrigger } from '../../../components/DeferredMenuTrigger/index.tsx';
import { useTranslation } from '../../../i18n/I18nProvider.tsx';
import { INSERT_BLOCK_COMMAND, OPEN_EMBED_PICKER_COMMAND, openTablePicker } from '../commands.ts';
import { useRichText } from '../EditorContext.tsx';
import { icons } from './icons.tsx';

/** "Insert": a table, a block, an inline block, a document or an upload (whichever the field enables). */
export function InsertMenu() {
  const [editor] = useLexicalComposerContext();
  const { features } = useRichText();
  const { t, label } = useTranslation();
  const hasTable = features.has('table');
  const blocks = features.has('block') ? features.blocks : [];
  const inlineBlocks = features.has('inlineBlock') ? features.inlineBlocks : [];
  const hasEmbeds = features.has('relationship') || features.has('upload');
  if (!hasTable && blocks.length === 0 && inlineBlocks.length === 0 && !hasEmbeds) return null;

  const handleAction = (key: string) => {
    const [kind, slug] = key.split(':');
    if (kind === 'table') openTablePicker(editor);
    else if (kind === 'block' || kind === 'inlineBlock') {
      editor.dispatchCommand(INSERT_BLOCK_COMMAND, { slug, isInline: kind === 'inlineBlock' });
    } else if (kind === 'relationship' || kind === 'upload') editor.dispatchCommand(OPEN_EMBED_PICKER_COMMAND, kind);
  };

  return (
    <DeferredMenuTrigger
      className="rt-toolbar__button rt-toolbar__button--text"
      aria-label={t('richText:insert')}
      menu={
        <Popover className="rt-menu" placement="bottom start">
          <Menu className="rt-menu__list" aria-label={t('richText:insert')} onAction={(key) => handleAction(String(key))}>
            {hasTable || hasEmbeds ? (
              <MenuSection className="rt-menu__section">
                {hasTable ? (
                  <MenuItem id="table" className="rt-menu__item" textValue={t('richText:table')}>
                    {icons.table}
                    {t('richText:table')}
                  </MenuItem>
                ) : null}
                {features.has('relationship') ? (
                  <MenuItem id="relationship" className="rt-menu__item">
                    {t('richText:relationship')}
                  </MenuItem>
                ) : null}
                {features.has('upload') ? (
                  <MenuItem id="upload" className="rt-menu__item">
                    {t('richText:upload')}
                  </MenuItem>
                ) : null}
              </MenuSection>
            ) : null}
            {blocks.length > 0 ? (
              <MenuSection className="rt-menu__section" aria-label={t('richText:blocks')}>
                {blocks.map((block) => (
                  <MenuItem key={block.slug} id={`block:${block.slug}`} className="rt-menu__item">
                    {label(block.labels?.singular, block.slug)}
                  </MenuItem>
                ))}
              </MenuSection>
            ) : null}
            {inlineBlocks.length > 0 ? (
              <MenuSection className="rt-menu__section" aria-label={t('richText:inlineBlocks')}>
                {inlineBlocks.map((block) => (
                  <MenuItem key={block.slug} id={`inlineBlock:${block.slug}`} className="rt-menu__item">
                    {t('richText:inlineBlockLabel', { label: label(block.labels?.singular, block.slug) })}
                  </MenuItem>
                ))}
              </MenuSection>
            ) : null}
          </Menu>
        </Popover>
      }
    >
      {icons.plus}
      <span className="rt-toolbar__text">{t('richText:insert')}</span>
    </DeferredMenuTrigger>
  );
}
