import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Puts the caret at the very end of a rich-text editor, and waits until the editor has heard it is there.
 *
 * The editor learns where the caret is from the browser's selectionchange event, which a key pressed at once can
 * overtake (keys go first): Enter or a typed character would then land where the paragraph was clicked. So a
 * listener, added after the editor's own, notes whether the last selectionchange put the caret at the end, and this
 * returns only once it has.
 */
export async function caretToEnd(page: Page, editor: Locator): Promise<void> {
  await editor.evaluate((root) => {
    const state = root as HTMLElement & { heardAtEnd?: boolean };
    state.heardAtEnd = false;
    document.addEventListener('selectionchange', () => {
      const selection = window.getSelection();
      if (!selection?.focusNode || !root.contains(selection.focusNode)) return;
      const rest = document.createRange();
      rest.selectNodeContents(root);
      rest.setStart(selection.focusNode, selection.focusOffset);
      state.heardAtEnd = rest.toString() === '';
    });
  });
  // A click on the last paragraph, not the middle of the editor: that may be an embedded card (a node selection).
  await editor.locator(':scope > p').last().click();
  await page.keyboard.press('Control+End');
  await expect.poll(() => editor.evaluate((root) => (root as HTMLElement & { heardAtEnd?: boolean }).heardAtEnd)).toBe(true);
}

/** Puts the caret at the very end of the editor and starts a new paragraph there. */
export async function newParagraphAtEnd(page: Page, editor: Locator): Promise<void> {
  await caretToEnd(page, editor);
  await page.keyboard.press('Enter');
}
