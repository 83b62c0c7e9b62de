// Structural messages a person understands (issue 17): they match what triggered them and never advise a fix that is
// itself an error.
import { describe, expect, it } from 'vitest';
import { validateText } from '../../core/index.ts';

const head = 'mcpdesc: "0.9.0"\ninfo:\n  name: demo\n  version: "1"\n';
const messages = (text: string) => validateText(text).diagnostics.map((d) => d.message);

describe('structural messages', () => {
  it('an empty required list says it needs an entry, never "or omit it" (omitting it is an error too)', () => {
    const [message] = messages(`${head}protocolVersions: []\n`);
    expect(message).toBe('protocolVersions is empty, but it must have at least one entry');
  });

  it('an empty optional collection says to give an entry or remove it', () => {
    expect(messages(`${head}protocolVersions: ["2025-11-25"]\ntools: []\n`)).toEqual([
      'tools is empty: give it at least one entry, or remove "tools" altogether',
    ]);
  });

  it('an empty YAML value says it is empty and what belongs there (not "must be an object, not a string")', () => {
    expect(messages(`${head}protocolVersions: ["2025-11-25"]\nsecuritySchemes:\n`)).toEqual([
      'securitySchemes is empty: give it an object or remove "securitySchemes"',
    ]);
    expect(messages(`${head}protocolVersions: ["2025-11-25"]\nsecuritySchemes: null\n`)).toEqual([
      'securitySchemes is null (no value): give it an object or remove "securitySchemes"',
    ]);
  });

  it('an empty required value is not told to be removed', () => {
    const [message] = messages('mcpdesc: "0.9.0"\ninfo:\nprotocolVersions: ["2025-11-25"]\n');
    expect(message).toBe('info is empty: give it an object');
  });

  it('a value of the wrong type still names both types', () => {
    expect(messages(`${head}protocolVersions: ["2025-11-25"]\ntools: 3\n`)).toEqual([
      'tools must be an array, not an integer',
    ]);
  });
});
