// The worker serves merge and import through the typed protocol (src/worker/protocol.ts).
import { describe, expect, it } from 'vitest';
import { handleRequest } from '../../src/worker/handler.ts';
import { PROTOCOL_VERSION, type WorkerRequest } from '../../src/worker/protocol.ts';

const doc = (version: string) =>
  JSON.stringify({ mcpdesc: '0.9.0', info: { name: 's', version: '1' }, protocolVersions: [version] });

describe('worker merge and import', () => {
  it('merge returns the aggregate text, or conflicts', async () => {
    const request: WorkerRequest<'merge'> = {
      v: PROTOCOL_VERSION,
      id: 1,
      method: 'merge',
      params: {
        inputs: [
          { name: 'a', text: doc('2025-06-18') },
          { name: 'b', text: doc('2025-11-25') },
        ],
      },
    };
    const response = await handleRequest(request);
    expect(response.ok && response.result).toMatchObject({ ok: true, format: 'json' });
    const conflicting = await handleRequest({
      ...request,
      params: {
        inputs: [
          { name: 'a', text: doc('2025-06-18') },
          { name: 'b', text: doc('2025-11-25').replace('"s"', '"t"') },
        ],
      },
    });
    expect(conflicting.ok && conflicting.result).toMatchObject({ ok: false, conflicts: [{ kind: 'server-identity' }] });
  });

  it('import returns the description text in the requested format', async () => {
    const init = JSON.stringify({
      protocolVersion: '2025-06-18',
      capabilities: {},
      serverInfo: { name: 's', version: '1' },
    });
    const request: WorkerRequest<'import'> = {
      v: PROTOCOL_VERSION,
      id: 2,
      method: 'import',
      params: { captures: [{ name: 'init', text: init }], format: 'yaml' },
    };
    const response = await handleRequest(request);
    expect(response.ok && response.result).toMatchObject({
      ok: true,
      format: 'yaml',
      protocolVersions: ['2025-06-18'],
    });
  });
});
