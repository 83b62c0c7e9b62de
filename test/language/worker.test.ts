// The worker protocol serves the language features (src/worker/handler.ts), typed end to end.
import { describe, expect, it } from 'vitest';
import { handleRequest } from '../../src/worker/handler.ts';
import { PROTOCOL_VERSION, type WorkerRequest } from '../../src/worker/protocol.ts';
import { json, withLine } from './fixtures.ts';

async function call(method: WorkerRequest['method'], params: unknown) {
  const response = await handleRequest({ v: PROTOCOL_VERSION, id: 1, method, params } as WorkerRequest);
  if (!response.ok) throw new Error(response.error);
  return response.result as never;
}

describe('language methods of the worker protocol', () => {
  it('completion, hover, definition, references, renameTarget, rename, symbols and codeActions answer', async () => {
    const text = withLine(json, 30, '      "name": "get_forecast", "descripton": "x",');
    const members: { label: string }[] = await call('completion', {
      text: withLine(json, 30, '      "name": "get_forecast", "'),
      position: { line: 30, column: 31 },
    });
    expect(members.map((m) => m.label)).toContain('description');
    expect(
      ((await call('hover', { text: json, position: { line: 32, column: 10 } })) as { contents: string }).contents,
    ).toContain('inputSchema');
    expect(await call('hover', { text: json, position: { line: 1, column: 1 } })).toBeNull();
    expect(await call('definition', { text: json, position: { line: 32, column: 63 } })).toEqual([
      { start: { line: 22, column: 8 }, end: { line: 22, column: 12 } },
    ]);
    expect(await call('references', { text: json, position: { line: 32, column: 63 } })).toHaveLength(3);
    expect(await call('renameTarget', { text: json, position: { line: 32, column: 63 } })).toEqual({
      range: { start: { line: 32, column: 62 }, end: { line: 32, column: 66 } },
      text: 'City',
    });
    expect(
      ((await call('rename', { text: json, position: { line: 32, column: 63 }, newName: 'Town' })) as { ok: boolean })
        .ok,
    ).toBe(true);
    expect(((await call('symbols', { text: json })) as { name: string }[]).map((s) => s.name)).toContain('Tools');
    const actions: { title: string }[] = await call('codeActions', {
      text,
      range: { start: { line: 30, column: 32 }, end: { line: 30, column: 32 } },
    });
    expect(actions.map((a) => a.title)).toContain('Rename to "description"');
  });

  it('a newer quick-fix request stops an older one between its steps, and cancel stops one', async () => {
    const text = withLine(json, 30, '      "name": "get_forecast", "descripton": "x",');
    const params = { text, range: { start: { line: 30, column: 32 }, end: { line: 30, column: 32 } } };
    const request = (id: number, method: WorkerRequest['method'], p: unknown) =>
      handleRequest({ v: PROTOCOL_VERSION, id, method, params: p } as WorkerRequest);
    const [older, newer] = await Promise.all([
      request(100, 'codeActions', params),
      request(101, 'codeActions', params),
    ]);
    expect(older.ok).toBe(false);
    expect(!older.ok && older.error).toMatch(/cancelled/);
    expect(newer.ok && (newer.result as { title: string }[])[0]!.title).toBe('Rename to "description"');
    const pending = request(102, 'codeActions', params);
    const cancel = await request(103, 'cancel', { id: 102 });
    expect(cancel.ok && cancel.result).toBe(true);
    const stopped = await pending;
    expect(stopped.ok).toBe(false);
    // Cancelling what already finished does nothing.
    const late = await request(104, 'cancel', { id: 101 });
    expect(late.ok && late.result).toBe(false);
  });
});
