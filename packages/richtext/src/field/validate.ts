import type { DataField, FieldError, RichTextValidateArgs } from '@atrium/core';
import type { SerializedNode } from '../types.ts';
import { isSafeURL } from '../url.ts';
import { fieldsOfNode } from './nodeFields.ts';
import type { SanitizedEditorOptions } from './options.ts';
import { idOf, maxNesting } from './walk.ts';

/** Most nodes one value may hold; bigger input is refused before anything walks it twice. */
export const maxNodes = 200_000;

const alwaysOn = new Set(['root', 'paragraph', 'text', 'linebreak', 'tab', 'unknownConverted']);
const kindOf: Record<string, string> = {
  heading: 'heading',
  quote: 'quote',
  list: 'list',
  listitem: 'list',
  link: 'link',
  autolink: 'autolink',
  relationship: 'relationship',
  upload: 'upload',
  block: 'block',
  inlineBlock: 'inlineBlock',
  horizontalrule: 'horizontalrule',
  table: 'table',
  tablerow: 'table',
  tablecell: 'table',
};

type Problem = { path: string; message: string };

/**
 * Every problem with a stored value: a well-formed editor state, only the node kinds, formats and heading sizes
 * the field enables, safe link URLs, references only to the collections it allows, and block, inline-block, link
 * and upload fields valid by their own validators. Paths are relative to the field (`root.children.3.fields.title`).
 */
export async function validateEditorState(
  value: unknown,
  options: SanitizedEditorOptions,
  args: RichTextValidateArgs,
): Promise<FieldError[]> {
  const t = args.req.t;
  const problems: Problem[] = [];
  const nested: Array<{ fields: DataField[]; values: Record<string, unknown>; prefix: string }> = [];
  const root = (value as { root?: unknown }).root as SerializedNode | undefined;
  if (root?.type !== 'root' || !Array.isArray(root.children))
    return [{ path: 'root', message: t('validation:notValidRichText') }];

  let count = 0;
  const visit = (node: unknown, path: string, depth: number, parent: string): void => {
    if (problems.length >= 50) return;
    count += 1;
    if (count > maxNodes) {
      if (count === maxNodes + 1) problems.push({ path: 'root', message: t('richText:tooManyNodes', { max: maxNodes }) });
      return;
    }
    if (depth > maxNesting) {
      problems.push({ path, message: t('richText:tooDeep', { max: maxNesting }) });
      return;
    }
    if (!node || typeof node !== 'object' || Array.isArray(node) || typeof (node as SerializedNode).type !== 'string') {
      problems.push({ path, message: t('richText:notANode') });
      return;
    }
    const n = node as SerializedNode;
    const kind = kindOf[n.type] ?? n.type;
    if (n.type === 'root' && depth > 0) problems.push({ path, message: t('richText:nodeNotAllowed', { type: n.type }) });
    else if (!alwaysOn.has(n.type) && !options.nodes.has(kind)) {
      problems.push({ path, message: t('richText:nodeNotAllowed', { type: n.type }) });
      return;
    }
    checkNode(n, path, parent, options, problems, nested, t);
    if (Array.isArray(n.children)) {
      for (let i = 0; i < n.children.length; i++) visit(n.children[i], `${path}.children.${i}`, depth + 1, n.type);
    } else if (isElement(n.type)) problems.push({ path, message: t('richText:missingChildren') });
  };
  visit(root, 'root', 0, '');

  const errors: FieldError[] = problems.map((p) => ({ path: p.path, message: p.message }));
  for (const { fields, values, prefix } of nested) errors.push(...(await args.validateFields(fields, values, prefix)));
  return errors;
}

const elements = new Set([
  'root',
  'paragraph',
  'heading',
  'quote',
  'list',
  'listitem',
  'link',
  'autolink',
  'table',
  'tablerow',
  'tablecell',
]);
function isElement(type: string): boolean {
  return elements.has(type);
}

function checkNode(
  n: SerializedNode,
  path: string,
  parent: string,
  options: SanitizedEditorOptions,
  problems: Problem[],
  nested: Array<{ fields: DataField[]; values: Record<string, unknown>; prefix: string }>,
  t: RichTextValidateArgs['req']['t'],
): void {
  const bad = (message: string, at = path) => problems.push({ path: at, message });
  switch (n.type) {
    case 'text': {
      if (typeof n.text !== 'string') bad(t('richText:textMissing'));
      const format = n.format ?? 0;
      if (typeof format !== 'number' || !Number.isInteger(format) || format < 0 || format > 255) bad(t('richText:badFormat'));
      else if ((format & ~options.formatMask) !== 0) bad(t('richText:formatNotAllowed'));
      break;
    }
    case 'heading':
      if (!options.headingSizes.has(String(n.tag))) bad(t('richText:headingNotAllowed', { tag: String(n.tag) }));
      break;
    case 'list':
      if (n.listType !== 'number' && n.listType !== 'bullet' && n.listType !== 'check') bad(t('richText:badListType'));
      else if (n.listType === 'check' && !options.nodes.has('checklist'))
        bad(t('richText:nodeNotAllowed', { type: 'check list' }));
      break;
    case 'listitem':
      if (parent !== 'list') bad(t('richText:misplaced', { type: n.type, parent: 'list' }));
      break;
    case 'tablerow':
      if (parent !== 'table') bad(t('richText:misplaced', { type: n.type, parent: 'table' }));
      break;
    case 'tablecell':
      if (parent !== 'tablerow') bad(t('richText:misplaced', { type: n.type, parent: 'tablerow' }));
      if (![0, 1, 2, 3].includes(n.headerState as number)) bad(t('richText:badHeaderState'));
      break;
    case 'link':
    case 'autolink':
      checkLink(n, path, options, bad, nested, t);
      break;
    case 'relationship': {
      const relationTo = String(n.relationTo);
      if (!options.relationshipCollections.has(relationTo)) bad(t('richText:collectionNotAllowed', { collection: relationTo }));
      if (idOf(n.value) === undefined) bad(t('richText:badReference'));
      break;
    }
    case 'upload': {
      const relationTo = String(n.relationTo);
      if (!options.uploadCollections.has(relationTo)) bad(t('richText:collectionNotAllowed', { collection: relationTo }));
      if (idOf(n.value) === undefined) bad(t('richText:badReference'));
      const fields = fieldsOfNode(n, options);
      if (fields?.length) {
        const values = n.fields && typeof n.fields === 'object' ? (n.fields as Record<string, unknown>) : {};
        nested.push({ fields, values, prefix: `${path}.fields` });
      }
      break;
    }
    case 'block':
    case 'inlineBlock': {
      const fields = n.fields as Record<string, unknown> | undefined;
      const blockType = fields && typeof fields === 'object' ? fields.blockType : undefined;
      const block = (n.type === 'block' ? options.blocks : options.inlineBlocks).get(String(blockType));
      if (!block) {
        bad(t('validation:unknownBlockType', { blockType: String(blockType) }));
        break;
      }
      nested.push({ fields: fieldsOfNode(n, options) ?? [], values: fields!, prefix: `${path}.fields` });
      break;
    }
  }
}

function checkLink(
  n: SerializedNode,
  path: string,
  options: SanitizedEditorOptions,
  bad: (message: string, at?: string) => void,
  nested: Array<{ fields: DataField[]; values: Record<string, unknown>; prefix: string }>,
  t: RichTextValidateArgs['req']['t'],
): void {
  const fields = n.fields as Record<string, unknown> | undefined;
  if (!fields || typeof fields !== 'object') {
    bad(t('richText:linkFieldsMissing'));
    return;
  }
  const linkType = fields.linkType ?? 'custom';
  if (linkType === 'internal') {
    const doc = fields.doc as { relationTo?: unknown; value?: unknown } | undefined;
    if (!doc || typeof doc !== 'object' || idOf(doc.value) === undefined) bad(t('richText:badReference'), `${path}.fields.doc`);
    else if (!options.linkCollections.has(String(doc.relationTo)))
      bad(t('richText:collectionNotAllowed', { collection: String(doc.relationTo) }), `${path}.fields.doc`);
  } else if (linkType === 'custom') {
    if (typeof fields.url !== 'string' || !isSafeURL(fields.url)) bad(t('richText:unsafeURL'), `${path}.fields.url`);
  } else bad(t('richText:badLinkType'), `${path}.fields.linkType`);
  if (fields.newTab !== undefined && typeof fields.newTab !== 'boolean')
    bad(t('validation:notValidBoolean'), `${path}.fields.newTab`);
  const own = fieldsOfNode(n, options);
  if (own) nested.push({ fields: own, values: fields, prefix: `${path}.fields` });
}
