import { describe, expect, it } from 'vitest';
import type { SerializedNode } from '../types.ts';
import { isSafeURL } from '../url.ts';
import { autolink, doc, internalLink, link, paragraph, text } from './fixtures.ts';
import { toHTML } from './html.ts';
import { fromMarkdown, toMarkdown } from './markdown.ts';

/** Link targets that must never survive an export. */
const unsafeURLs = [
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  ' javascript:alert(1)',
  '\u0000javascript:alert(1)',
  'java\tscript:alert(1)',
  'java\nscript:alert(1)',
  'javascript\u200b:alert(1)',
  '&#106;avascript:alert(1)',
  '&#0000106avascript:alert(1)',
  '&#x6A;avascript:alert(1)',
  'javascript&colon;alert(1)',
  'javascript&#58alert(1)',
  '%6A%61vascript:alert(1)',
  'javascript%3Aalert(1)',
  'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  'DATA:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  'VbScRiPt:msgbox(1)',
  'file:///etc/passwd',
  'jаvascript:alert(1)',
];

const linksTo = (url: string): SerializedNode[] => [
  link(url, [text('link')]),
  { ...link(url, [text('tab')], true) },
  autolink(url, [text(url)]),
];

function urlsOf(nodes: SerializedNode[], out: string[] = []): string[] {
  for (const node of nodes) {
    if (node.type === 'link' || node.type === 'autolink') out.push((node.fields as { url: string }).url);
    if (Array.isArray(node.children)) urlsOf(node.children as SerializedNode[], out);
  }
  return out;
}

describe('unsafe URLs', () => {
  it.each(unsafeURLs.map((url) => [JSON.stringify(url), url]))('are neutralised in HTML: %s', (_label, url) => {
    const html = toHTML(doc([paragraph(linksTo(url))]));
    const hrefs = [...html.matchAll(/href="([^"]*)"/g)].map((match) => match[1]);
    expect(hrefs).toEqual(['about:blank', 'about:blank', 'about:blank']);
    expect(html).not.toMatch(/href="[^"]*script/i);
  });

  it.each(unsafeURLs.map((url) => [JSON.stringify(url), url]))('are neutralised in Markdown: %s', (_label, url) => {
    const markdown = toMarkdown(doc([paragraph(linksTo(url))]));
    expect(markdown.match(/\]\(([^)]*)\)/g)).toEqual(['](about:blank)', '](about:blank)', '](about:blank)']);
  });

  it.each(unsafeURLs.map((url) => [JSON.stringify(url), url]))('are neutralised when reading Markdown: %s', (_label, url) => {
    const escaped = url.replace(/[\\()<>\s]/g, (ch) =>
      /\s/.test(ch) ? `%${ch.charCodeAt(0).toString(16).padStart(2, '0')}` : `\\${ch}`,
    );
    for (const markdown of [
      `[x](${escaped})`,
      `[x](<${url.replace(/[<>\n]/g, '')}>)`,
      `![x](${escaped})`,
      `<${url.replace(/[\s<>]/g, '')}>`,
    ]) {
      const urls = urlsOf(fromMarkdown(markdown).root.children);
      for (const found of urls) expect(found, markdown).toBe('about:blank');
    }
  });

  it('neutralises unsafe internal hrefs and upload sources', () => {
    const state = doc([
      paragraph([internalLink('pages', 1, [text('x')])]),
      {
        type: 'upload',
        version: 3,
        id: 'u',
        relationTo: 'media',
        value: { id: 1, url: 'javascript:alert(1)', mimeType: 'image/png', filename: 'a.png' },
        fields: {},
      },
      {
        type: 'upload',
        version: 3,
        id: 'v',
        relationTo: 'media',
        value: { id: 2, url: 'data:application/pdf;base64,AAAA', mimeType: 'application/pdf', filename: 'a.pdf' },
        fields: {},
      },
    ]);
    const options = { internalDocToHref: () => 'javascript:alert(document.cookie)' };
    expect(toHTML(state, options)).toBe(
      '<p><a href="about:blank">x</a></p><img src="about:blank" alt="a.png"><a href="about:blank">a.pdf</a>',
    );
    expect(toMarkdown(state, options)).toBe('[x](about:blank)\n\n![a.png](about:blank)\n\n[a.pdf](about:blank)');
  });

  it('reads entity and escape tricks in Markdown destinations as the browser would, then neutralises them', () => {
    for (const markdown of [
      '[x](&#106;avascript:alert(1\\))',
      '[x](java&#x09;script:alert(1\\))',
      '[x](javascript&colon;alert(1\\))',
      '[x](\\javascript:alert(1\\))',
      '[x](javascript\\:alert(1\\))',
    ]) {
      for (const url of urlsOf(fromMarkdown(markdown).root.children)) expect(isSafeURL(url), markdown).toBe(true);
    }
  });

  it('keeps safe URLs as they are in both exports', () => {
    const state = doc([paragraph([link('https://example.com/a?b=1&c=2', [text('ok')]), link('/relative', [text('rel')])])]);
    expect(toHTML(state)).toBe('<p><a href="https://example.com/a?b=1&amp;c=2">ok</a><a href="/relative">rel</a></p>');
    expect(toMarkdown(state)).toBe('[ok](https://example.com/a?b=1&c=2)[rel](/relative)');
  });
});
