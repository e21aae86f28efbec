import type { Block } from '@atrium/core/client';
import { Menu, MenuItem, Popover } from 'react-aria-components';
import { DeferredMenuTrigger } from '../../../../components/DeferredMenuTrigger/index.tsx';
import { Icon } from '../../../../components/Icon/index.tsx';
import { useTranslation } from '../../../../i18n/I18nProvider.tsx';
import '../../menu.css';

type Props = {
  id: string;
  blocks: Block[];
  label: string;
  isDisabled: boolean;
  onSelect: (blockType: string) => void;
};

/** The "Add block" button of a blocks field: a menu of the block types by label (arrow keys, Enter, type-ahead). */
export function BlockMenu({ id, blocks, label: buttonLabel, isDisabled, onSelect }: Props) {
  const { t, label } = useTranslation();
  return (
    <DeferredMenuTrigger
      id={id}
      className="btn btn--secondary btn--sm"
      isDisabled={isDisabled}
      menu={
        <Popover className="menu" placement="bottom start">
          <Menu className="menu__list" aria-label={t('fields:chooseBlock')} onAction={(key) => onSelect(String(key))}>
            {blocks.map((block) => {
              const text = label(block.labels?.singular, block.slug);
              return (
                <MenuItem key={block.slug} id={block.slug} className="menu__item" textValue={text}>
                  {block.imageURL ? <img src={block.imageURL} alt="" className="menu__image" /> : null}
                  <span>{text}</span>
                </MenuItem>
              );
            })}
          </Menu>
        </Popover>
      }
    >
      <Icon name="plus" />
      {buttonLabel}
    </DeferredMenuTrigger>
  );
}
