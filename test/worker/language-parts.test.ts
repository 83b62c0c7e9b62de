// The language worker loads the MCP types a request can need, not all five at its start: the outline (`symbols`, asked
// when the editor is ready and after each pause in typing) reads one document, like a validation; a completion may
// suggest what any version allows, so it loads them all.
import { describe, expect, it } from 'vitest';
import { handleRequest } from '../../src/worker/handler.ts';
import { PROTOCOL_VERSION, type MethodName, type WorkerMethods } from '../../src/worker/protocol.ts';
import { mcpVersionInstalled } from '../../core/mcp/validators.ts';
import { protocolVersions } from '../../core/model/versions.ts';

async function call<M extends MethodName>(method: M, params: WorkerMethods[M]['params']) {
  const response = await handleRequest({ v: PROTOCOL_VERSION, id: 1, method, params });
  if (!response.ok) throw new Error(response.error);
  return response.result as WorkerMethods[M]['result'];
}

const text = JSON.stringify(
  {
    mcpdesc: '0.9.0',
    info: { name: 'weather', version: '1.0.0' },
    protocolVersions: ['2025-06-18'],
    transports: [{ type: 'stdio', command: 'weather' }],
    tools: [{ name: 'get_forecast', inputSchema: { type: 'object' } }],
  },
  null,
  2,
);

describe('MCP types the language worker loads', () => {
  it('the outline loads only the versions its document names; a completion loads every version', async () => {
    const installed = () => protocolVersions.filter(mcpVersionInstalled);
    expect(installed()).toEqual([]);
    await call('symbols', { text: '', format: 'json' }); // the warm-up request of src/language-features.ts
    expect(installed()).toEqual([]);
    const symbols = await call('symbols', { text, format: 'json' });
    expect(symbols.flatMap((s) => s.children.map((c) => c.name))).toContain('get_forecast');
    expect(installed()).toEqual(['2025-06-18']);
    await call('completion', { text, format: 'json', position: { line: 2, column: 3 } });
    expect(installed()).toEqual([...protocolVersions]);
  });
});
