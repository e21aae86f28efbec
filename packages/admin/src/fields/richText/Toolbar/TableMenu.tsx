import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import {
  $deleteTableColumnAtSelection,
  $deleteTableRowAtSelection,
  $findCellNode,
  $findTableNode,
  $getTableRowIndexFromTableCellNode,
  $insertTableColumnAtSelection,
  $insertTableRowAtSelection,
  $isTableCellNode,
  $isTableRowNode,
  $isTableSelection,
  TableCellHeaderStates,
} from '@lexical/table';
import { $getSelection, $isRangeSelection } from 'lexical';
import { Button, Menu, MenuItem, MenuTrigger, Popover, Separator } from 'react-aria-components';
import { useTranslation } from '../../../i18n/I18nProvider.tsx';
import { icons } from './icons.tsx';

type TableAction =
  | 'rowAbove'
  | 'rowBelow'
  | 'columnBefore'
  | 'columnAfter'
  | 'deleteRow'
  | 'deleteColumn'
  | 'toggleHeaderRow'
  | 'deleteTable';

/**
 * Rows, columns and the header of the table holding the selection. Deleting the last row or column deletes the
 * table (spec 4: a table is never empty; Lexical does this, and `TablePlugin`'s guard catches the rest).
 */
export function TableMenu() {
  const [editor] = useLexicalComposerContext();
  const { t } = useTranslation();

  const handleAction = (action: TableAction) => {
    editor.update(() => {
      const selection = $getSelection();
      if (!$isRangeSelection(selection) && !$isTableSelection(selection)) return;
      const cell = $findCellNode(selection.anchor.getNode());
      const table = cell && $findTableNode(cell);
      if (!cell || !table) return;
      switch (action) {
        case 'rowAbove':
        case 'rowBelow':
          $insertTableRowAtSelection(action === 'rowBelow');
          break;
        case 'columnBefore':
        case 'columnAfter':
          $insertTableColumnAtSelection(action === 'columnAfter');
          break;
        case 'deleteRow':
          $deleteTableRowAtSelection();
          break;
        case 'deleteColumn':
          $deleteTableColumnAtSelection();
          break;
        case 'toggleHeaderRow': {
          const row = table.getChildAtIndex($getTableRowIndexFromTableCellNode(cell));
          const cells = $isTableRowNode(row) ? row.getChildren().filter($isTableCellNode) : [];
          const isHeader = cells.every((c) => (c.getHeaderStyles() & TableCellHeaderStates.ROW) !== 0);
          for (const c of cells)
            c.setHeaderStyles(isHeader ? TableCellHeaderStates.NO_STATUS : TableCellHeaderStates.ROW, TableCellHeaderStates.ROW);
          break;
        }
        case 'deleteTable':
          table.selectPrevious();
          table.remove();
          break;
      }
    });
    requestAnimationFrame(() => editor.focus());
  };

  const item = (action: TableAction) => (
    <MenuItem id={action} className="rt-menu__item">
      {t(`richText:table_${action}`)}
    </MenuItem>
  );

  return (
    <MenuTrigger>
      <Button className="rt-toolbar__button rt-toolbar__button--text" aria-label={t('richText:tableActions')}>
        {icons.table}
        <span className="rt-toolbar__text">{t('richText:tableMenu')}</span>
        {icons.chevron}
      </Button>
      <Popover className="rt-menu" placement="bottom start">
        <Menu
          className="rt-menu__list"
          aria-label={t('richText:tableActions')}
          onAction={(key) => handleAction(key as TableAction)}
        >
          {item('rowAbove')}
          {item('rowBelow')}
          {item('columnBefore')}
          {item('columnAfter')}
          <Separator className="rt-menu__separator" />
          {item('toggleHeaderRow')}
          <Separator className="rt-menu__separator" />
          {item('deleteRow')}
          {item('deleteColumn')}
          {item('deleteTable')}
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}
