import type { Block, DataField, RichTextAdapter, RichTextReference } from '@atrium/core';
import { fieldsNeedReadPass, flattenFields, isEditorState } from '@atrium/core';
import { upgradeEditorState } from '../convert/upgrade.ts';
import type { EditorState, SerializedNode } from '../types.ts';
import { nodeVersions, TextFormat } from '../types.ts';
import { clientPropsOf } from './clientProps.ts';
import { fieldsOfNode } from './nodeFields.ts';
import { type LexicalEditorOptions, nodeKinds, type SanitizedEditorOptions, toolbarPlacements } from './options.ts';
import { validateEditorState } from './validate.ts';
import { idOf, walkNodes } from './walk.ts';

/**
 * A rich-text field's editor: Lexical's stored format with the node kinds, formats, blocks and collections
 * the options enable. Core calls it to check values on write, to find the documents they refer to (checked
 * on write, populated on read like relationship fields) and to read them (old node versions upgraded, block
 * fields read like any other field).
 */
export function lexicalEditor(options: LexicalEditorOptions = {}): RichTextAdapter {
  return {
    name: 'lexical',
    sanitize: (ctx) => {
      const owner = ctx.owner;
      // The spec: relationships only from collections that are not upload collections, uploads only from upload
      // collections, each only where the collection allows rich-text embeds (links: rich-text links).
      const embeddable = ctx.richTextTargets.relationship;
      const nonUpload = [...ctx.collectionSlugs].filter((slug) => !ctx.uploadSlugs.has(slug));
      const checkList = (key: string, list: string[] | undefined, allowed: Set<string>, fallback: string[]) => {
        for (const slug of list ?? []) {
          if (!allowed.has(slug))
            throw new Error(`Invalid config: ${owner}, editor ${key}: "${slug}" is not an allowed collection here`);
        }
        return new Set(list ?? fallback);
      };
      for (const kind of options.nodes ?? []) {
        if (!(nodeKinds as readonly string[]).includes(kind))
          throw new Error(`Invalid config: ${owner}, editor nodes: "${kind}" is not a node kind (${nodeKinds.join(', ')})`);
      }
      if (options.toolbar !== undefined && !toolbarPlacements.includes(options.toolbar))
        throw new Error(
          `Invalid config: ${owner}, editor toolbar: "${String(options.toolbar)}" is not one of ${toolbarPlacements.join(', ')}`,
        );
      const sanitizeBlocks = (blocks: Block[] | undefined, where: string) => {
        const map = new Map<string, Block>();
        for (const block of blocks ?? []) {
          if (map.has(block.slug)) throw new Error(`Invalid config: ${owner}, editor ${where}: "${block.slug}" is defined twice`);
          map.set(block.slug, { ...block, fields: ctx.sanitizeFields(block.fields, `${where}.${block.slug}`) });
        }
        return map;
      };
      const uploadSlugs = new Set(ctx.uploadSlugs);
      const nonUploadSet = new Set(nonUpload);
      const defaultLinks = nonUpload.filter((slug) => ctx.richTextTargets.link.has(slug));
      const defaultEmbeds = nonUpload.filter((slug) => embeddable.has(slug));
      const defaultUploads = [...uploadSlugs].filter((slug) => embeddable.has(slug));
      const blocks = sanitizeBlocks(options.blocks, 'blocks');
      const inlineBlocks = sanitizeBlocks(options.inlineBlocks, 'inlineBlocks');
      const linkFields = options.linkFields ? ctx.sanitizeFields(options.linkFields, 'linkFields') : [];
      const uploadFields = Object.fromEntries(
        Object.entries(options.uploadFields ?? {}).map(([slug, fields]) => [
          slug,
          ctx.sanitizeFields(fields, `uploadFields.${slug}`),
        ]),
      );
      const flatBlocks = (map: Map<string, Block>) =>
        new Map([...map].map(([slug, block]) => [slug, flattenFields(block.fields)] as const));
      const sanitized: SanitizedEditorOptions = {
        nodes: new Set(options.nodes ?? nodeKinds),
        formatMask: (options.formats ?? (Object.keys(TextFormat) as Array<keyof typeof TextFormat>)).reduce(
          (mask, name) => mask | TextFormat[name],
          0,
        ),
        headingSizes: new Set(options.headingSizes ?? ['h1', 'h2', 'h3', 'h4', 'h5', 'h6']),
        blocks,
        inlineBlocks,
        linkCollections: checkList('linkCollections', options.linkCollections, nonUploadSet, defaultLinks),
        relationshipCollections: checkList(
          'relationshipCollections',
          options.relationshipCollections,
          nonUploadSet,
          defaultEmbeds,
        ),
        uploadCollections: checkList('uploadCollections', options.uploadCollections, uploadSlugs, defaultUploads),
        linkFields,
        toolbar: options.toolbar ?? 'both',
        upgradeOnRead: options.upgradeOnRead !== false,
        uploadFields,
        dataFields: {
          blocks: flatBlocks(blocks),
          inlineBlocks: flatBlocks(inlineBlocks),
          link: flattenFields(linkFields),
          upload: Object.fromEntries(Object.entries(uploadFields).map(([slug, fields]) => [slug, flattenFields(fields)])),
        },
      };
      return createAdapter(sanitized);
    },
  };
}

/**
 * What reading brings stored values to, named: the node versions (`nodeVersions`, which the upgrades check against),
 * hashed (FNV-1a) into a short name that changes whenever one of them does.
 */
export const currentShape = (() => {
  let hash = 0x811c9dc5;
  for (const char of JSON.stringify(Object.entries(nodeVersions).sort())) {
    hash ^= char.charCodeAt(0);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return `lexical-${hash.toString(16).padStart(8, '0')}`;
})();

function createAdapter(options: SanitizedEditorOptions): RichTextAdapter {
  const hasFieldGroups =
    options.blocks.size > 0 ||
    options.inlineBlocks.size > 0 ||
    options.linkFields.length > 0 ||
    Object.keys(options.uploadFields).length > 0;
  // Block, inline-block and upload fields need reading only when some of them hide, guard or transform values.
  const { dataFields } = options;
  const hasFieldsToRead =
    [...dataFields.blocks.values(), ...dataFields.inlineBlocks.values()].some(fieldsNeedReadPass) ||
    Object.values(dataFields.upload).some(fieldsNeedReadPass);
  return {
    name: 'lexical',
    clientProps: () => clientPropsOf(options),
    normalize: (value) => {
      if (!isEditorState(value)) return value;
      const { state, changed } = upgradeEditorState(value);
      // What is stored refers to documents by id: a populated document sent back is reduced to its id.
      const copy = changed ? state : (structuredClone(value) as EditorState);
      walkNodes(copy.root, (node) => {
        if (node.type === 'relationship' || node.type === 'upload') {
          const id = idOf(node.value);
          if (id !== undefined) node.value = id;
        } else if ((node.type === 'link' || node.type === 'autolink') && node.fields && typeof node.fields === 'object') {
          const doc = (node.fields as { doc?: { value?: unknown } | null }).doc;
          if (doc && typeof doc === 'object') {
            const id = idOf(doc.value);
            if (id !== undefined) doc.value = id;
          }
        }
      });
      return copy;
    },
    validate: (value, args) => validateEditorState(value, options, args),
    fieldGroups: hasFieldGroups
      ? (value) => {
          if (!isEditorState(value)) return [];
          const groups: Array<{ fields: DataField[]; values: Record<string, unknown>; path: string }> = [];
          walkNodes(value.root, (node, path) => {
            const values = node.fields;
            const own = isObject(values) ? fieldsOfNode(node, options) : undefined;
            if (own?.length) groups.push({ fields: own, values: values as Record<string, unknown>, path: `${path}.fields` });
          });
          return groups;
        }
      : undefined,
    references: (value) => {
      if (!isEditorState(value)) return [];
      // Read from storage, the value may hold old node versions; the reader's copy is brought up to date here,
      // before population replaces ids with documents. (Written values were made current by `normalize`.)
      if (options.upgradeOnRead) {
        const { state, changed } = upgradeEditorState(value as EditorState);
        if (changed) value.root = state.root;
      }
      return collectReferences(value.root);
    },
    // Reading only upgrades: a value already current reads as stored, and rows can say so (see `storedShape`).
    ...(options.upgradeOnRead && !hasFieldsToRead
      ? {
          storedShape: currentShape,
          isCurrent: (value: unknown) => isEditorState(value) && !upgradeEditorState(value).changed,
        }
      : {}),
    afterRead: !(options.upgradeOnRead || hasFieldsToRead)
      ? undefined
      : async (value, args) => {
          if (!isEditorState(value)) return value;
          // Population (depth > 0) upgraded the reader's copy already; at depth 0 this is where it happens.
          if (options.upgradeOnRead) {
            const { state, changed } = upgradeEditorState(value);
            if (changed) value.root = state.root;
          }
          if (!hasFieldsToRead) return value;
          const reads: Array<Promise<void>> = [];
          walkNodes(value.root, (node, path) => {
            const values = node.fields;
            const own = isObject(values) ? fieldsOfNode(node, options) : undefined;
            if (own?.length) reads.push(args.readFields(own, values as Record<string, unknown>, `${path}.fields`));
          });
          await Promise.all(reads);
          return value;
        },
  };
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  !!value && typeof value === 'object' && !Array.isArray(value);

/** Relationship and upload nodes and internal links, each with a setter that puts the populated document in place. */
export function collectReferences(root: unknown): RichTextReference[] {
  const refs: RichTextReference[] = [];
  walkNodes(root, (node: SerializedNode, path) => {
    if (node.type === 'relationship' || node.type === 'upload') {
      const id = idOf(node.value);
      if (id !== undefined && typeof node.relationTo === 'string')
        refs.push({
          relationTo: node.relationTo,
          value: id,
          path: `${path}.value`,
          set: (doc) => {
            node.value = doc;
          },
        });
    } else if (node.type === 'link' || node.type === 'autolink') {
      const fields = node.fields as { linkType?: string; doc?: { relationTo?: unknown; value?: unknown } | null } | undefined;
      const doc = fields?.linkType === 'internal' ? fields.doc : undefined;
      const id = doc ? idOf(doc.value) : undefined;
      if (doc && id !== undefined && typeof doc.relationTo === 'string')
        refs.push({
          relationTo: doc.relationTo,
          value: id,
          path: `${path}.fields.doc.value`,
          set: (populated) => {
            doc.value = populated;
          },
        });
    }
  });
  return refs;
}
