// While the text does not parse, the result tabs keep the protocol versions of the last text that did, and know where
// the first syntax error is (what "fix the syntax error at line L first" links to).
import { describe, expect, it } from 'vitest';
import { useStore } from '../../src/store.ts';
import { validateText } from '../../core/index.ts';

function show(text: string) {
  const result = validateText(text);
  useStore.getState().setResult({ ...result, status: 'done' });
  return result;
}

describe('store: results of text that does not parse', () => {
  it('keeps the last parsed protocol versions and records the first syntax error', () => {
    show('mcpdesc: "0.9.0"\ninfo: { name: demo, version: "1" }\nprotocolVersions: ["2025-11-25", "2026-07-28"]\n');
    expect(useStore.getState().protocolVersions).toEqual(['2025-11-25', '2026-07-28']);
    expect(useStore.getState().syntaxError).toBeUndefined();

    const broken = show('mcpdesc: "0.9.0"\ninfo:\n  name: demo\n   version: "1"\nprotocolVersions: ["2025-11-25"]\n');
    expect(broken.parsed).toBe(false);
    expect(useStore.getState().protocolVersions).toEqual(['2025-11-25', '2026-07-28']);
    expect(useStore.getState().syntaxError).toMatchObject({ line: 4, column: 4 });
    // The notice and the kept results are rendered by every result tab (e2e/requirements.spec.ts).

    show('mcpdesc: "0.9.0"\ninfo: { name: demo, version: "1" }\nprotocolVersions: ["2025-06-18"]\n');
    expect(useStore.getState().syntaxError).toBeUndefined();
    expect(useStore.getState().protocolVersions).toEqual(['2025-06-18']);
  });

  it('a JSON syntax error is one too', () => {
    show('{"mcpdesc": "0.9.0",\n "info": {}\n "x": 1}');
    expect(useStore.getState().syntaxError).toMatchObject({ line: 3, column: 2 });
  });
});
