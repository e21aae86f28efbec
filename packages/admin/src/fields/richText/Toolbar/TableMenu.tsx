import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { useState } from 'react';
import { Button, MenuTrigger, Popover } from 'react-aria-components';
import { useTranslation } from '../../../i18n/I18nProvider.tsx';
import { TableActionsMenu } from '../tables/TableActionsMenu.tsx';
import { $cellMenuState, type CellMenuState } from '../tables/tableActions.ts';
import { useTableChoice } from '../tables/useTableChoice.ts';
import { icons } from './icons.tsx';

/** The toolbar's menu for the table holding the selection: the same menu as the cell's button (tables/). */
export function TableMenu() {
  const [editor] = useLexicalComposerContext();
  const { t } = useTranslation();
  const choose = useTableChoice();
  const [state, setState] = useState<CellMenuState | null>(null);

  const handleOpenChange = (isOpen: boolean) => {
    setState(isOpen ? editor.getEditorState().read($cellMenuState) : null);
    if (!isOpen) requestAnimationFrame(() => editor.focus());
  };

  return (
    <MenuTrigger onOpenChange={handleOpenChange}>
      <Button className="rt-toolbar__button rt-toolbar__button--text" aria-label={t('richText:tableActions')}>
        {icons.table}
        <span className="rt-toolbar__text">{t('richText:tableMenu')}</span>
        {icons.chevron}
      </Button>
      <Popover className="rt-menu" placement="bottom start">
        {state ? <TableActionsMenu state={state} onChoose={choose} /> : null}
      </Popover>
    </MenuTrigger>
  );
}
