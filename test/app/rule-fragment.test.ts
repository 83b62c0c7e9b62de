import { describe, expect, it } from 'vitest';
import { ruleFragment, ruleFromFragment } from '../../src/rule-fragment.ts';

describe('rule page fragments', () => {
  it('reads #rule=<id> and nothing else', () => {
    expect(ruleFromFragment('#rule=mcpdesc.tags.references')).toBe('mcpdesc.tags.references');
    expect(ruleFromFragment('rule=json-schema.tool-schema.valid')).toBe('json-schema.tool-schema.valid');
    expect(ruleFromFragment('#v1.abc')).toBeUndefined();
    expect(ruleFromFragment('#rule=')).toBeUndefined();
    expect(ruleFromFragment('#rule=<script>')).toBeUndefined();
    expect(ruleFromFragment('#rule=%E0%A4%A')).toBeUndefined();
  });

  it('round-trips', () => {
    expect(ruleFromFragment(ruleFragment('mcp.meta.key-format'))).toBe('mcp.meta.key-format');
  });
});
