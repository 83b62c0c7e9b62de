// The tolerant cursor scan: container path, slot and present members, in JSON and YAML, complete or not.
import { describe, expect, it } from 'vitest';
import { cursorContext } from '../../core/language/cursor/index.ts';
import { indexText } from '../../core/language/text.ts';
import type { DocumentFormat } from '../../core/diagnostics.ts';

function at(text: string, line: number, column: number, format: DocumentFormat) {
  const context = cursorContext(text, indexText(text).offset({ line, column }), format)!;
  return {
    path: context.path.join('/'),
    slot: context.slot,
    segment: context.segment,
    typed: context.typed,
    members: [...context.members.keys()],
  };
}

describe('JSON', () => {
  it('a half-typed name in an unterminated document', () => {
    expect(at('{"tools": [{"name": "x", "inp', 1, 30, 'json')).toEqual({
      path: 'tools/0',
      slot: 'key',
      segment: undefined,
      typed: 'inp',
      members: ['name'],
    });
  });
  it('a value, with the members after the cursor counted as present', () => {
    expect(at('{"transports": [{"type": "st", "url": "https://a"}]}', 1, 29, 'json')).toEqual({
      path: 'transports/0',
      slot: 'value',
      segment: 'type',
      typed: 'st',
      members: ['type', 'url'],
    });
  });
  it('an array item after a missing comma', () => {
    const text = '{"tags": ["a" ]}';
    expect(at(text, 1, 15, 'json')).toMatchObject({ path: 'tags', slot: 'value', segment: '1' });
    expect(cursorContext(text, 14, 'json')!.commaAt).toBe(13);
  });
  it('escaped quotes inside strings do not end them', () => {
    expect(at('{"a": "say \\"hi\\"", "b', 1, 23, 'json')).toMatchObject({
      path: '',
      slot: 'key',
      typed: 'b',
      members: ['a'],
    });
  });
});

describe('YAML', () => {
  it('a member name under a sequence item, members above and below present', () => {
    expect(at('tools:\n  - name: x\n    de\n    inputSchema: {}\n', 3, 7, 'yaml')).toEqual({
      path: 'tools/0',
      slot: 'key',
      segment: undefined,
      typed: 'de',
      members: ['name', 'inputSchema'],
    });
  });
  it('an indentless sequence under a key of a sequence item', () => {
    expect(at('tools:\n- name: a\n  tags:\n  - x\n  - \n', 5, 5, 'yaml')).toMatchObject({
      path: 'tools/0/tags',
      slot: 'value',
      segment: '1',
    });
  });
  it('the second item of a nested sequence, after a block scalar that looks like keys', () => {
    const text = 'tools:\n  - name: a\n    description: |\n      note: not a key\n  - name: b\n    ti\n';
    expect(at(text, 6, 7, 'yaml')).toEqual({
      path: 'tools/1',
      slot: 'key',
      segment: undefined,
      typed: 'ti',
      members: ['name'],
    });
  });
  it('a value after `key:` and a blank member line', () => {
    expect(at('securitySchemes:\n  k:\n    type: apiKey\n    in: he\n', 4, 11, 'yaml')).toMatchObject({
      path: 'securitySchemes/k',
      slot: 'value',
      segment: 'in',
      typed: 'he',
    });
    expect(at('info:\n  name: a\n  \n', 3, 3, 'yaml')).toMatchObject({ path: 'info', slot: 'key', members: ['name'] });
  });
  it('quoted keys and comments', () => {
    expect(at('"info": # the server\n  "name": a\n  ve\n', 3, 5, 'yaml')).toMatchObject({
      path: 'info',
      slot: 'key',
      typed: 've',
      members: ['name'],
    });
  });
});

describe('YAML flow collections', () => {
  it('an item of a flow sequence on the line of its key', () => {
    expect(at('protocolVersions: ["2025-06-18", 20]\n', 1, 36, 'yaml')).toMatchObject({
      path: 'protocolVersions',
      slot: 'value',
      segment: '1',
      typed: '20',
    });
    expect(at('tools:\n  - inputSchema: {"type": "object", pr}\n', 2, 39, 'yaml')).toMatchObject({
      path: 'tools/0/inputSchema',
      slot: 'key',
      typed: 'pr',
      members: ['type'],
    });
  });
});
