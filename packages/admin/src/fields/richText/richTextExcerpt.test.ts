import { describe, expect, it } from 'vitest';
import { richTextExcerpt } from './richTextExcerpt.ts';

const text = (value: string) => ({ type: 'text', text: value, version: 1 });
const paragraph = (...children: object[]) => ({ type: 'paragraph', version: 1, children });
const state = (...children: object[]) => ({ root: { type: 'root', version: 1, children } });

describe('richTextExcerpt', () => {
  it('joins the text of blocks with a space', () => {
    const value = state(
      { type: 'heading', tag: 'h2', children: [text('Kit')] },
      paragraph(text('One camera, '), text('one lens.')),
      { type: 'upload', value: 3 },
      paragraph(text('Rain'), { type: 'linebreak' }, text('helps.')),
    );
    expect(richTextExcerpt(value)).toBe('Kit One camera, one lens. Rain helps.');
  });

  it('cuts long text at a word and adds an ellipsis', () => {
    const value = state(paragraph(text('The light was gone by six, so every morning started before the bakeries opened.')));
    expect(richTextExcerpt(value, 30)).toBe('The light was gone by six, so…');
  });

  it('answers an empty string for anything else', () => {
    expect(richTextExcerpt(null)).toBe('');
    expect(richTextExcerpt('plain')).toBe('');
    expect(richTextExcerpt({ root: {} })).toBe('');
  });
});
