import { useCallback, useRef } from 'react';
import { useTranslation } from '../../../i18n/I18nProvider.tsx';
import { BlockCard } from './BlockCard.tsx';
import { DocumentCard } from './DocumentCard.tsx';
import type { EmbedProps } from './EmbedLoader.tsx';
import { InlineBlockChip } from './InlineBlockChip.tsx';
import { useSelectableNode } from './useSelectableNode.ts';
import './Embed.css';

/** The card or chip of an embedded node (loaded with the first one on the page). */
export default function Embed(props: EmbedProps) {
  switch (props.kind) {
    case 'block':
      return <BlockCard nodeKey={props.nodeKey} fields={props.fields} />;
    case 'inlineBlock':
      return <InlineBlockChip nodeKey={props.nodeKey} fields={props.fields} />;
    case 'relationship':
      return <DocumentCard kind="relationship" nodeKey={props.nodeKey} relationTo={props.relationTo} value={props.value} />;
    case 'upload':
      return (
        <DocumentCard
          kind="upload"
          nodeKey={props.nodeKey}
          relationTo={props.relationTo}
          value={props.value}
          fields={props.fields}
        />
      );
    case 'unknown':
      return <UnknownChip nodeKey={props.nodeKey} nodeType={props.nodeType} />;
    default:
      return null;
  }
}

/** A node of a type nothing knows: kept whole (its data is saved unchanged), shown by its type. */
function UnknownChip({ nodeKey, nodeType }: { nodeKey: string; nodeType: string }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLSpanElement>(null);
  const element = useCallback(() => ref.current, []);
  const isSelected = useSelectableNode(nodeKey, element);
  return (
    <span ref={ref} className={`rt-chip rt-chip--unknown${isSelected ? ' rt-chip--selected' : ''}`}>
      {t('richText:unknownNode', { type: nodeType })}
    </span>
  );
}
