import { fieldTypes } from '@atrium/core/client';
import { describe, expect, it } from 'vitest';
import { dataFieldUI, dataFieldUIs, fieldComponents, layoutFieldUIs } from './registry.ts';

const coreTypes = Object.keys(fieldTypes).sort();

describe('admin field registry', () => {
  it("has an entry for every type of core's registry, and none core does not know", () => {
    expect(Object.keys(dataFieldUIs).sort()).toStrictEqual(coreTypes);
  });

  it('gives every data type each part the browser shows: input, list cell, filter input, summary', () => {
    for (const type of coreTypes) {
      const ui = dataFieldUI(type);
      expect(ui, type).toBeDefined();
      for (const part of ['Input', 'Cell', 'Filter', 'summary'] as const)
        expect(typeof ui?.[part], `${type}.${part}`).toBe('function');
      // Optional parts, when given, are what their consumers call.
      for (const part of ['Diff', 'relatedRefs'] as const)
        expect(['undefined', 'function'], `${type}.${part}`).toContain(typeof ui?.[part]);
      if (ui?.onDemand) expect(typeof ui.onDemand.preload, type).toBe('function');
    }
  });

  it('gives every layout type an input, and every type one input to render', () => {
    for (const [type, ui] of Object.entries(layoutFieldUIs)) expect(typeof ui.Input, type).toBe('function');
    expect(Object.keys(fieldComponents).sort()).toStrictEqual([...coreTypes, ...Object.keys(layoutFieldUIs)].sort());
  });

  it('answers undefined for layout and unknown types', () => {
    expect(dataFieldUI('row')).toBe(undefined);
    expect(dataFieldUI('constructor')).toBe(undefined);
  });

  it('summarizes values in one line as before: text cut, numbers, options by label, counts', () => {
    const summary = (field: Record<string, unknown>, value: unknown) => dataFieldUI(field.type as string)?.summary(field, value);
    expect(summary({ type: 'text' }, '  two\n lines ')).toBe('two lines');
    expect(summary({ type: 'text' }, 'x'.repeat(200))).toBe(`${'x'.repeat(139)}…`);
    expect(summary({ type: 'number' }, [1, 2])).toBe('1, 2');
    expect(summary({ type: 'checkbox' }, true)).toBe('✓');
    expect(summary({ type: 'checkbox' }, false)).toBe(null);
    expect(summary({ type: 'select', options: [{ label: 'Draft', value: 'd' }, 'p'] }, ['d', 'p'])).toBe('Draft, p');
    expect(summary({ type: 'relationship' }, 4)).toBe(1);
    expect(summary({ type: 'array' }, [{}, {}])).toBe(2);
    expect(summary({ type: 'array' }, [])).toBe(null);
    expect(summary({ type: 'point' }, [1.5, 2])).toBe('1.5, 2');
    expect(summary({ type: 'json' }, { a: 1 })).toBe(null);
    expect(summary({ type: 'richText' }, { root: {} })).toBe(null);
  });
});
