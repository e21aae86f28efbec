// @vitest-environment jsdom
import type { HeadingTag, NodeKind, TextFormatName } from '@atrium/richtext/client';
import { describe, expect, it } from 'vitest';
import { cleanPastedHTML, headingTagFor, type PasteRules } from './cleanPastedHTML.ts';

const everyFormat: TextFormatName[] = ['bold', 'italic', 'strikethrough', 'underline', 'code', 'subscript', 'superscript'];

function buildRules({
  nodes = ['heading', 'quote', 'list', 'link', 'table', 'horizontalrule', 'upload'],
  formats = everyFormat,
  headingSizes = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'],
  canUpload = true,
}: {
  nodes?: NodeKind[];
  formats?: TextFormatName[];
  headingSizes?: HeadingTag[];
  canUpload?: boolean;
} = {}): PasteRules {
  return { nodes: new Set(nodes), formats: new Set(formats), headingSizes, canUpload };
}

const clean = (html: string, rules = buildRules()) => cleanPastedHTML(html, rules).body.innerHTML;

describe('cleanPastedHTML', () => {
  it('rebuilds Word list paragraphs as nested lists, without the bullets Word typed out', () => {
    const item = (list: string, level: number, marker: string, text: string) =>
      `<p class=MsoListParagraphCxSpMiddle style='text-indent:-18.0pt;mso-list:${list} level${level} lfo1'><![if !supportLists]><span style='font-family:Symbol'><span style='mso-list:Ignore'>${marker}<span style='font:7.0pt "Times New Roman"'>&nbsp;&nbsp;&nbsp; </span></span></span><![endif]>${text}<o:p></o:p></p>\n`;
    const html =
      item('l0', 1, '·', 'Shoes') +
      item('l0', 2, 'o', 'Boots') +
      item('l0', 1, '·', 'Jacket') +
      '<p class=MsoNormal>Then:<o:p></o:p></p>' +
      item('l1', 1, '1.', 'Ribeira') +
      item('l1', 1, '2.', 'Foz');
    expect(clean(html)).toBe(
      '<ul><li>Shoes<ul><li>Boots</li></ul></li><li>Jacket</li></ul><p>Then:</p><ol><li>Ribeira</li><li>Foz</li></ol>',
    );
  });

  it('reads formats from Google Docs styles, where a bold tag with font-weight normal wraps everything', () => {
    const span = (style: string, text: string) => `<span style="font-size:11pt;${style}">${text}</span>`;
    const html = `<meta charset="utf-8"><b style="font-weight:normal;" id="docs-internal-guid-1"><p dir="ltr">${span('font-weight:400;', 'Plain ')}${span('font-weight:700;', 'bold ')}${span('font-weight:700;font-style:italic;', 'both ')}${span('text-decoration:line-through;', 'struck')}${span('vertical-align:sub;', '2')}</p></b><br class="Apple-interchange-newline">`;
    expect(clean(html)).toBe('<p>Plain <strong>bold </strong><strong><em>both </em></strong><s>struck</s><sub>2</sub></p>');
  });

  it('keeps links whose URL passes the link check and makes the others plain text', () => {
    const html =
      '<p><a href="https://example.org/a" target="_blank" class="x"><span style="text-decoration:underline">safe</span></a> ' +
      '<a href="JaVaScRiPt:alert(1)"><span style="text-decoration:underline">script</span></a> ' +
      '<a href="data:text/html;base64,PHNjcmlwdD4=">data</a> <a href="#top">anchor</a> <a name="_GoBack"></a>' +
      '<a href="mailto:tips@example.org">mail</a></p>';
    expect(clean(html)).toBe(
      '<p><a href="https://example.org/a" target="_blank">safe</a> script data anchor <a href="mailto:tips@example.org">mail</a></p>',
    );
  });

  it('drops scripts, styles, embeds and forms, and every attribute but the few that carry meaning', () => {
    const html =
      '<div class="post" id="p1" style="color:red"><script>alert(1)</script><style>.x{}</style>' +
      '<p class="lede" data-x="1" onclick="alert(1)">Text</p><iframe src="https://video.example/1"></iframe>' +
      '<form><input value="x"><button>Go</button></form><svg><text>svg</text></svg><span style="display:none">hidden</span></div>';
    expect(clean(html)).toBe('<p>Text</p>');
  });

  it('splits paragraphs at two line breaks and drops empty ones', () => {
    expect(
      clean('<div>One<br>still one<br><br>Two<br></div><p>&nbsp;</p><p><br></p><p class=MsoNormal><o:p>&nbsp;</o:p></p>'),
    ).toBe('<p>One<br>still one</p><p>Two</p>');
  });

  it('turns Word’s runs of no-break spaces into spaces but keeps a single one between words', () => {
    // Lexical then collapses the spaces as a browser would.
    expect(clean('<p>Costs €&nbsp;60 &nbsp;in total&nbsp;&nbsp;today</p>')).toBe('<p>Costs €&nbsp;60  in total  today</p>');
  });

  it('keeps tables with header cells, spans and paragraphs in cells', () => {
    const html =
      '<table class="t"><thead><tr><th style="width:90px">Stall</th><th>Opens</th></tr></thead>' +
      '<tbody><tr><th>María</th><td colspan="1" rowspan="2" style="background:#fee">07:00<br>to noon</td></tr><tr><td><p>A</p><p>B</p></td></tr></tbody></table>';
    expect(clean(html)).toBe(
      '<table><tr><th scope="row"><p>Stall</p></th><th scope="row"><p>Opens</p></th></tr>' +
        '<tr><th scope="col"><p>María</p></th><td rowspan="2"><p>07:00<br>to noon</p></td></tr><tr><td><p>A</p><p>B</p></td></tr></table>',
    );
  });

  it('writes what the field does not enable as paragraphs and plain text', () => {
    const html =
      '<h1>Title</h1><ul><li>One<ul><li>Nested</li></ul></li></ul><blockquote><p>Quoted</p></blockquote>' +
      '<table><tr><td>Cell</td><td><b>Bold</b> <code>x</code></td></tr></table><hr><p><a href="https://example.org">link</a></p>';
    const rules = buildRules({ nodes: [], formats: ['bold'], headingSizes: [] });
    expect(clean(html, rules)).toBe(
      '<p>Title</p><p>One</p><p>Nested</p><p>Quoted</p><p>Cell</p><p><strong>Bold</strong> x</p><p>link</p>',
    );
  });

  it('moves a heading to the nearest enabled size', () => {
    const rules = buildRules({ headingSizes: ['h2', 'h3', 'h4'] });
    expect(clean('<h1>A</h1><h3>B</h3><h6>C</h6><p class=MsoTitle>D</p><div role="heading" aria-level="5">E</div>', rules)).toBe(
      '<h2>A</h2><h3>B</h3><h4>C</h4><h2>D</h2><h4>E</h4>',
    );
  });

  it('puts data: images out at the top level as markers and counts the others as left out', () => {
    const png = 'data:image/png;base64,iVBORw0KGgo=';
    const result = cleanPastedHTML(
      `<p>Before <img src="${png}" alt=" Oysters "> after</p><ul><li>Item <img src="${png}"></li></ul><p><img src="https://cdn.example/a.jpg"><img src="file:///C:/clip_image001.png"></p>`,
      buildRules(),
    );
    expect(result.body.innerHTML).toBe(
      '<p>Before</p><img data-paste-image="0"><p>after</p><ul><li>Item</li></ul><img data-paste-image="1">',
    );
    expect(result.images).toEqual([
      { index: 0, src: png, alt: 'Oysters' },
      { index: 1, src: png, alt: '' },
    ]);
    expect(result.imagesLeftOut).toBe(2);
  });

  it('leaves every image out when the field takes no uploads', () => {
    const result = cleanPastedHTML('<p>Text<img src="data:image/png;base64,iVBORw0KGgo="></p>', buildRules({ canUpload: false }));
    expect(result.body.innerHTML).toBe('<p>Text</p>');
    expect(result.images).toEqual([]);
    expect(result.imagesLeftOut).toBe(1);
  });

  it('keeps lines of preformatted text as line breaks in code', () => {
    expect(clean('<pre>npm run build\nnpm test</pre>')).toBe('<p><code>npm run build</code><br><code>npm test</code></p>');
  });

  it('puts a nested list Google Docs writes directly in the outer list into the item before it', () => {
    expect(clean('<ul><li><p role="presentation">Outer</p></li><ul><li><p>Inner</p></li></ul><li>Next</li></ul>')).toBe(
      '<ul><li>Outer<ul><li>Inner</li></ul></li><li>Next</li></ul>',
    );
    // And one inside the item, after a paragraph (a web page): no line break is left before it.
    expect(clean('<ol>\n  <li><p>Outer</p>\n    <ul>\n      <li>Inner</li>\n    </ul>\n  </li>\n</ol>')).toBe(
      '<ol><li>Outer<ul><li>Inner</li></ul></li></ol>',
    );
  });
});

describe('headingTagFor', () => {
  it('takes the nearest enabled size, the smaller one on a tie, and none without headings', () => {
    const rules = (headingSizes: HeadingTag[]) => ({ nodes: new Set<NodeKind>(['heading']), headingSizes });
    expect(headingTagFor(1, rules(['h2', 'h4']))).toBe('h2');
    expect(headingTagFor(3, rules(['h2', 'h4']))).toBe('h4');
    expect(headingTagFor(6, rules(['h1']))).toBe('h1');
    expect(headingTagFor(2, rules([]))).toBeNull();
    expect(headingTagFor(2, { nodes: new Set<NodeKind>(), headingSizes: ['h2'] })).toBeNull();
  });
});
