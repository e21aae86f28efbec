import type { Key, Selection } from 'react-aria-components';
import { Menu, MenuItem, MenuSection, Popover, SubmenuTrigger } from 'react-aria-components';
import { useTranslation } from '../../../i18n/I18nProvider.tsx';
import { cellColors } from './cellColors.ts';
import type { CellMenuState, TableAction } from './tableActions.ts';

/** What a choice in the menu asks for: an action, or a background colour (null clears it). */
export type TableMenuChoice = { action: TableAction } | { color: string | null };

type Props = {
  state: CellMenuState;
  onChoose: (choice: TableMenuChoice) => void;
  /** Which item takes focus when the menu opens from the keyboard. */
  autoFocus?: 'first' | false;
};

/**
 * The menu of a table cell: rows and columns, merging, the header row and column (checkable), the cell colour
 * (a submenu of the palette) and deleting the table. The cell's button and the toolbar's table menu show it.
 */
export function TableActionsMenu({ state, onChoose, autoFocus }: Props) {
  const { t } = useTranslation();
  const item = (action: TableAction, label: string, isDisabled = false) => (
    <MenuItem id={action} className="rt-menu__item" isDisabled={isDisabled} onAction={() => onChoose({ action })}>
      {label}
    </MenuItem>
  );
  const headers = new Set<Key>();
  if (state.isHeaderRow) headers.add('headerRow');
  if (state.isHeaderColumn) headers.add('headerColumn');
  const handleHeaders = (selection: Selection) => {
    const next = selection === 'all' ? new Set<Key>(['headerRow', 'headerColumn']) : selection;
    for (const key of ['headerRow', 'headerColumn'] as const) {
      if (next.has(key) !== headers.has(key)) onChoose({ action: key });
    }
  };

  return (
    <Menu className="rt-menu__list" aria-label={t('richTextTable:cellMenu')} autoFocus={autoFocus}>
      <MenuSection className="rt-menu__section" aria-label={t('richTextTable:rowsAndColumns')}>
        {item('rowAbove', t('richText:table_rowAbove'))}
        {item('rowBelow', t('richText:table_rowBelow'))}
        {item('columnBefore', t('richText:table_columnBefore'))}
        {item('columnAfter', t('richText:table_columnAfter'))}
      </MenuSection>
      <MenuSection className="rt-menu__section" aria-label={t('richTextTable:cells')}>
        {item('merge', t('richTextTable:merge'), !state.canMerge)}
        {item('split', t('richTextTable:split'), !state.canSplit)}
        <SubmenuTrigger>
          <MenuItem id="color" className="rt-menu__item" textValue={t('richTextTable:color')}>
            {state.backgroundColor ? (
              <span className="rt-swatch" style={{ background: state.backgroundColor }} aria-hidden="true" />
            ) : null}
            {t('richTextTable:color')}
            <span className="rt-menu__end" aria-hidden="true">
              <span className="rt-menu__chevron" />
            </span>
          </MenuItem>
          <Popover className="rt-menu" placement="end top">
            <Menu
              className="rt-menu__list"
              aria-label={t('richTextTable:color')}
              selectionMode="single"
              selectedKeys={[state.backgroundColor ?? 'none']}
              onAction={(key) => onChoose({ color: key === 'none' ? null : String(key) })}
            >
              <MenuItem id="none" className="rt-menu__item" textValue={t('richTextTable:color_none')}>
                <span className="rt-swatch rt-swatch--none" aria-hidden="true" />
                {t('richTextTable:color_none')}
              </MenuItem>
              {cellColors.map((color) => (
                <MenuItem
                  key={color.value}
                  id={color.value}
                  className="rt-menu__item"
                  textValue={t(`richTextTable:color_${color.name}`)}
                >
                  <span className="rt-swatch" style={{ background: color.value }} aria-hidden="true" />
                  {t(`richTextTable:color_${color.name}`)}
                </MenuItem>
              ))}
            </Menu>
          </Popover>
        </SubmenuTrigger>
      </MenuSection>
      <MenuSection
        className="rt-menu__section"
        aria-label={t('richTextTable:headers')}
        selectionMode="multiple"
        shouldCloseOnSelect
        selectedKeys={headers}
        onSelectionChange={handleHeaders}
      >
        <MenuItem id="headerRow" className="rt-menu__item" textValue={t('richTextTable:headerRow')}>
          {t('richTextTable:headerRow')}
          <span className="rt-menu__end rt-menu__check" aria-hidden="true" />
        </MenuItem>
        <MenuItem id="headerColumn" className="rt-menu__item" textValue={t('richTextTable:headerColumn')}>
          {t('richTextTable:headerColumn')}
          <span className="rt-menu__end rt-menu__check" aria-hidden="true" />
        </MenuItem>
      </MenuSection>
      <MenuSection className="rt-menu__section" aria-label={t('richTextTable:remove')}>
        {item('deleteRow', t('richText:table_deleteRow'))}
        {item('deleteColumn', t('richText:table_deleteColumn'))}
        {item('deleteTable', t('richText:table_deleteTable'))}
      </MenuSection>
    </Menu>
  );
}
