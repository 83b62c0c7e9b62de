// The worker protocol serves the language features (src/worker/handler.ts), typed end to end.
import { describe, expect, it } from 'vitest';
import { handleRequest } from '../../src/worker/handler.ts';
import { PROTOCOL_VERSION, type WorkerRequest } from '../../src/worker/protocol.ts';
import { json, withLine } from './fixtures.ts';

function call(method: WorkerRequest['method'], params: unknown) {
  const response = handleRequest({ v: PROTOCOL_VERSION, id: 1, method, params } as WorkerRequest);
  if (!response.ok) throw new Error(response.error);
  return response.result as never;
}

describe('language methods of the worker protocol', () => {
  it('completion, hover, definition, references, renameTarget, rename, symbols and codeActions answer', () => {
    const text = withLine(json, 30, '      "name": "get_forecast", "descripton": "x",');
    const members: { label: string }[] = call('completion', { text: withLine(json, 30, '      "name": "get_forecast", "'), position: { line: 30, column: 31 } });
    expect(members.map((m) => m.label)).toContain('description');
    expect((call('hover', { text: json, position: { line: 32, column: 10 } }) as { contents: string }).contents).toContain('inputSchema');
    expect(call('hover', { text: json, position: { line: 1, column: 1 } })).toBeNull();
    expect(call('definition', { text: json, position: { line: 32, column: 63 } })).toEqual([{ start: { line: 22, column: 8 }, end: { line: 22, column: 12 } }]);
    expect(call('references', { text: json, position: { line: 32, column: 63 } })).toHaveLength(3);
    expect(call('renameTarget', { text: json, position: { line: 32, column: 63 } })).toEqual({ range: { start: { line: 32, column: 62 }, end: { line: 32, column: 66 } }, text: 'City' });
    expect((call('rename', { text: json, position: { line: 32, column: 63 }, newName: 'Town' }) as { ok: boolean }).ok).toBe(true);
    expect((call('symbols', { text: json }) as { name: string }[]).map((s) => s.name)).toContain('Tools');
    const actions: { title: string }[] = call('codeActions', { text, range: { start: { line: 30, column: 32 }, end: { line: 30, column: 32 } } });
    expect(actions.map((a) => a.title)).toContain('Rename to "description" (did you mean description?)');
  });
});
