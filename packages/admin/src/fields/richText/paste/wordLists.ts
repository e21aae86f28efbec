/*
 * Word (and Outlook) do not paste lists as lists: every item is a paragraph whose `style` says which list and
 * level it belongs to (`mso-list:l0 level2 lfo1`), with the bullet or number typed out in a span Word itself
 * hides (`mso-list:Ignore`). This turns each run of such paragraphs back into nested `<ul>`/`<ol>` elements, so
 * the cleaning that follows sees the lists a web page would have.
 */

const listStyle = /mso-list:\s*(l\d+)\s+level(\d+)/i;
/** A number or letter ending in `.` or `)` ("1.", "a)", "iv.", "(2)"): an ordered list's marker. */
const orderedMarker = /^\(?[0-9a-z]{1,5}[.)]$/i;

type ListItemInfo = { list: string; level: number; ordered: boolean };

/** The list, level and kind of a Word list paragraph, or `null` for any other element. */
function listItemInfo(element: Element): ListItemInfo | null {
  const match = listStyle.exec(element.getAttribute('style') ?? '');
  if (!match) return null;
  const marker = element.querySelector('[style*="mso-list:Ignore" i], [style*="mso-list: Ignore" i]');
  const markerText = (marker?.textContent ?? '').replace(/[\s\u00a0]+/g, '');
  return { list: match[1], level: Number(match[2]), ordered: orderedMarker.test(markerText) };
}

/** Whether a node between two list paragraphs is nothing (whitespace, an empty comment left by Word). */
function isIgnorable(node: Node): boolean {
  return node.nodeType === 8 || (node.nodeType === 3 && /^[\s\u00a0]*$/.test(node.textContent ?? ''));
}

/** Replaces every run of Word list paragraphs under `root` by nested lists, in place. */
export function rebuildWordLists(root: Element): void {
  const doc = root.ownerDocument;
  for (const first of [...root.querySelectorAll('[style*="mso-list" i]')]) {
    // Gone: moved into the list built from an earlier paragraph of its run.
    if (!first.isConnected || !listItemInfo(first)) continue;
    const run: Array<{ element: Element; info: ListItemInfo }> = [];
    let node: Node | null = first;
    while (node) {
      const next: Node | null = node.nextSibling;
      if (node.nodeType === 1) {
        const info = listItemInfo(node as Element);
        if (!info) break;
        run.push({ element: node as Element, info });
      } else if (!isIgnorable(node)) break;
      node = next;
    }
    const outer = doc.createElement('div');
    outer.setAttribute('data-word-list', '');
    first.before(outer);
    // stack[i] is the open list at level i + 1.
    const stack: Element[] = [];
    let listID = '';
    for (const { element, info } of run) {
      if (info.list !== listID) stack.length = 0;
      listID = info.list;
      while (stack.length > info.level) stack.pop();
      const top = stack.at(-1);
      if (stack.length === info.level && top && (top.tagName === 'OL') !== info.ordered && stack.length === 1) {
        stack.length = 0;
      }
      while (stack.length < info.level) {
        const list = doc.createElement(info.ordered ? 'ol' : 'ul');
        const parent = stack.at(-1);
        if (parent) {
          const host = parent.lastElementChild ?? parent.appendChild(doc.createElement('li'));
          host.append(list);
        } else {
          outer.append(list);
        }
        stack.push(list);
      }
      const item = doc.createElement('li');
      for (const marker of element.querySelectorAll('[style*="mso-list:Ignore" i], [style*="mso-list: Ignore" i]')) {
        marker.remove();
      }
      item.append(...element.childNodes);
      (stack.at(-1) as Element).append(item);
      element.remove();
    }
  }
}
