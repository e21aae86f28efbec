// @vitest-environment jsdom
import { createEditor } from 'lexical';
import { expect, test } from 'vitest';
import type { EditorState } from '../types.ts';
import { fixtures, kitchenSink } from './fixtures.ts';
import { allNodes } from './index.ts';

/** The few DOM members used here (the project compiles without the DOM library; jsdom provides them at run time). */
type TestElement = {
  contentEditable: string;
  getAttribute(name: string): string | null;
  hasAttribute(name: string): boolean;
  querySelector(selector: string): TestElement | null;
  querySelectorAll(selector: string): ArrayLike<TestElement> & Iterable<TestElement>;
};
const document = (
  globalThis as unknown as {
    document: { createElement(tag: string): TestElement; body: { append(element: TestElement): void } };
  }
).document;

/** Renders `state` in a browser editor (jsdom) and gives back its root element. */
function render(state: EditorState) {
  const editor = createEditor({
    nodes: allNodes,
    onError: (error) => {
      throw error;
    },
  });
  const root = document.createElement('div');
  root.contentEditable = 'true';
  document.body.append(root);
  editor.setRootElement(root as never);
  editor.setEditorState(editor.parseEditorState(state as never));
  return { root, editor };
}

test('custom nodes render sensible elements in a browser editor', () => {
  const { root, editor } = render(kitchenSink);
  const external = root.querySelector('a[href="https://atrium.dev/docs?ref=richtext#links"]');
  expect(external?.getAttribute('target')).toBe('_blank');
  expect(external?.getAttribute('rel')).toBe('noopener noreferrer');
  expect(root.querySelector('a[href="/contact"]')?.hasAttribute('target')).toBe(false);
  expect(root.querySelector('a[href="mailto:hello@atrium.dev"]')).not.toBeNull();
  expect(root.querySelectorAll('hr[data-node-type="hr"]').length).toBeGreaterThan(0);
  expect(root.querySelectorAll('figure[data-node-type="upload"]')).toHaveLength(2);
  expect(root.querySelectorAll('div[data-node-type="relationship"]')).toHaveLength(3);
  expect(root.querySelector('div[data-block-type="hero"]')).not.toBeNull();
  expect(root.querySelector('span[data-block-type="price"]')).not.toBeNull();
  expect(root.querySelector('span[data-original-type="video-embed"]')).not.toBeNull();
  // What the browser editor holds serializes exactly like the headless one.
  expect(JSON.parse(JSON.stringify(editor.getEditorState()))).toStrictEqual(kitchenSink);
  editor.setRootElement(null);
});

test('a link with a script URL gets no href', () => {
  const state = structuredClone(fixtures.link);
  const paragraph = state.root.children[0] as unknown as { children: { fields?: { url?: string } }[] };
  const firstLink = paragraph.children[1];
  if (firstLink.fields === undefined) throw new Error('expected a link');
  firstLink.fields.url = ' JavaScript:alert(1)';
  const { root, editor } = render(state);
  const anchors = [...root.querySelectorAll('a')];
  expect(anchors.length).toBeGreaterThan(0);
  expect(anchors.some((a) => (a.getAttribute('href') ?? '').toLowerCase().includes('javascript'))).toBe(false);
  editor.setRootElement(null);
});
