import { describe, expect, it } from 'vitest';
import { detectMimeType } from './detectMimeType.ts';

const bytes = (text: string) => new TextEncoder().encode(text);

describe('detectMimeType', () => {
  it('goes by the signature, not the name', async () => {
    const png = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
    expect(await detectMimeType(png, 'photo.jpg')).toBe('image/png');
    expect(await detectMimeType(bytes('%PDF-1.7\n'), 'notes.txt')).toBe('application/pdf');
  });

  it('tells an SVG from HTML, also behind an XML declaration, comments and a doctype', async () => {
    expect(await detectMimeType(bytes('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'a.png')).toBe('image/svg+xml');
    const prolog = '\uFEFF<?xml version="1.0"?>\n<!-- x -->\n<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "x">\n<svg>';
    expect(await detectMimeType(bytes(prolog), 'a.svg')).toBe('image/svg+xml');
    expect(await detectMimeType(bytes('<!doctype html><title>x</title>'), 'cat.png')).toBe('text/html');
    expect(await detectMimeType(bytes('  <script>alert(1)</script>'), 'cat.svg')).toBe('text/html');
    expect(await detectMimeType(bytes('Hello\n<iframe src=x></iframe>'), 'readme.txt')).toBe('text/html');
    expect(await detectMimeType(bytes('<?xml version="1.0"?><html xmlns="http://www.w3.org/1999/xhtml">'), 'a.xml')).toBe(
      'text/html',
    );
  });

  it('names plain text by its extension among the inert text types, and binary junk octet-stream', async () => {
    expect(await detectMimeType(bytes('a,b\n1,2\n'), 'table.csv')).toBe('text/csv');
    expect(await detectMimeType(bytes('{"a":1}'), 'data.json')).toBe('application/json');
    expect(await detectMimeType(bytes('# Title'), 'notes.md')).toBe('text/markdown');
    expect(await detectMimeType(bytes('plain words'), 'notes.exe')).toBe('text/plain');
    expect(await detectMimeType(Uint8Array.from([1, 2, 3, 0, 255, 254]), 'x.txt')).toBe('application/octet-stream');
    expect(await detectMimeType(Uint8Array.from([0xc3, 0x28]), 'x.txt')).toBe('application/octet-stream');
  });

  it('accepts text whose head ends in the middle of a character', async () => {
    const head = bytes('é'.repeat(10)).subarray(0, 19);
    expect(await detectMimeType(head, 'x.txt')).toBe('text/plain');
  });
});
