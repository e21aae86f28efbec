import { fieldId } from '../fields/shared/FieldShell.tsx';
import type { FormStore } from '../forms/FormStore.ts';
import { type Path, parentPath } from '../forms/paths.ts';
import { revealPath } from '../forms/reveal.ts';

const inputs = 'input:not([type=hidden]), select, textarea, [contenteditable="true"]';
const focusables = `${inputs}, button, a[href], [tabindex]:not([tabindex="-1"])`;
// Containers nest (a row inside a collapsed row inside an inactive tab): each reveal opens one more level.
const maxAttempts = 6;

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

/**
 * Brings the field at `path` into view and focuses its input: asks the containers holding it to open
 * (`revealPath`), waits for them to render, and tries again while it is still hidden. `idPrefix` is the form's
 * id prefix (`useFieldIdPrefix`: a drawer's form has one). A path with no input of
 * its own (an array's minimum rows, a rich-text editor) focuses the first control inside its field, or the
 * nearest enclosing field. Answers whether something was focused.
 */
export async function focusField(store: FormStore, path: Path, root: HTMLElement, idPrefix = ''): Promise<boolean> {
  for (let attempt = 0; attempt < maxAttempts; attempt++) {
    revealPath(store, path);
    openHiddenAncestors(root, path, idPrefix);
    await nextFrame();
    const target = findTarget(root, path, idPrefix);
    if (target) {
      target.focus({ preventScroll: true });
      target.scrollIntoView({ block: 'center', behavior: 'auto' });
      return document.activeElement === target;
    }
  }
  for (let parent = parentPath(path); parent; parent = parentPath(parent)) {
    const target = findTarget(root, parent, idPrefix);
    if (target) {
      target.focus({ preventScroll: true });
      target.scrollIntoView({ block: 'center' });
      return true;
    }
  }
  return false;
}

// Inputs have `idPrefix` + `fieldId(path)` as id (a drawer's form prefixes its ids); the field's wrapper has
// `data-path="fieldId(path)"` in every form.
function findTarget(root: HTMLElement, path: Path, idPrefix: string): HTMLElement | undefined {
  const id = fieldId(path);
  const own = root.querySelector<HTMLElement>(`#${CSS.escape(idPrefix + id)}`);
  if (own && isShown(own) && isFocusable(own)) return own;
  const shell = own?.closest<HTMLElement>('[data-path]') ?? root.querySelector<HTMLElement>(`[data-path="${CSS.escape(id)}"]`);
  if (!shell || !isShown(shell)) return undefined;
  const candidates = [...shell.querySelectorAll<HTMLElement>(inputs), ...shell.querySelectorAll<HTMLElement>(focusables)];
  return candidates.find((el) => isShown(el) && isFocusable(el));
}

/**
 * Opens the disclosures around a rendered but hidden field: any ARIA disclosure (a collapsible, a collapsed row)
 * whose content is `hidden` is opened through its own toggle (`aria-controls` + `aria-expanded="false"`), so a
 * container works here without knowing about `revealPath`.
 */
function openHiddenAncestors(root: HTMLElement, path: Path, idPrefix: string): void {
  const id = fieldId(path);
  const el = root.querySelector(`#${CSS.escape(idPrefix + id)}`) ?? root.querySelector(`[data-path="${CSS.escape(id)}"]`);
  for (let node = el?.parentElement; node && node !== root; node = node.parentElement) {
    if (!node.hidden || !node.id) continue;
    root.querySelector<HTMLElement>(`[aria-controls~="${CSS.escape(node.id)}"][aria-expanded="false"]`)?.click();
  }
}

function isShown(el: HTMLElement): boolean {
  return el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden';
}

function isFocusable(el: HTMLElement): boolean {
  if ((el as HTMLInputElement).disabled) return false;
  return el.tabIndex >= 0 || el.isContentEditable;
}
