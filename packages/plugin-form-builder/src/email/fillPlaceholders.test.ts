import { describe, expect, it } from 'vitest';
import { fillAddress, fillPlaceholders } from './fillPlaceholders.ts';

const values = [
  { field: 'name', value: '<b>Ada</b> & co' },
  { field: 'email', value: 'ada@example.com' },
];

describe('fillPlaceholders', () => {
  it('fills {{field}} with the value, escaped in HTML and as typed in text', () => {
    expect(fillPlaceholders('<p>Hi {{name}}</p>', values, { html: true })).toBe('<p>Hi &lt;b&gt;Ada&lt;/b&gt; &amp; co</p>');
    expect(fillPlaceholders('Hi {{ name }}', values, { html: false })).toBe('Hi <b>Ada</b> & co');
  });

  it('fills {{*}} with every line and {{*:table}} with a table', () => {
    expect(fillPlaceholders('{{*}}', values, { html: true })).toBe(
      'name : &lt;b&gt;Ada&lt;/b&gt; &amp; co<br>email : ada@example.com',
    );
    expect(fillPlaceholders('{{*:table}}', values, { html: true })).toBe(
      '<table><tbody><tr><th scope="row">name</th><td>&lt;b&gt;Ada&lt;/b&gt; &amp; co</td></tr><tr><th scope="row">email</th><td>ada@example.com</td></tr></tbody></table>',
    );
    expect(fillPlaceholders('{{*:table}}', values, { html: false })).toBe('name : <b>Ada</b> & co\nemail : ada@example.com');
  });

  it('leaves a placeholder inside a value as typed and empties unknown names', () => {
    expect(fillPlaceholders('{{a}}|{{missing}}', [{ field: 'a', value: '{{email}}' }], { html: false })).toBe('{{email}}|');
  });

  it('keeps line breaks out of addresses', () => {
    expect(fillAddress('{{email}}', [{ field: 'email', value: 'a@b.c\r\nBcc: x@y.z' }])).toBe('a@b.c Bcc: x@y.z');
    expect(fillAddress('', values)).toBeUndefined();
  });
});
