// Import of captured MCP results: recognition by shape, protocol version, schema validation of captures, what a
// description cannot represent, and several versions imported and merged.
import { describe, expect, it } from 'vitest';
import { importTexts, nativeText } from '../../core/index.ts';
import { runCli } from '../cli/run-cli.ts';

type Json = Record<string, unknown>;
const rpc = (result: Json, id = 1) => JSON.stringify({ jsonrpc: '2.0', id, result }, null, 2);
const initialize = (version: string, extra: Json = {}): Json => ({
  protocolVersion: version,
  capabilities: { tools: { listChanged: true } },
  serverInfo: { name: 'demo', version: '1.2.0' },
  ...extra,
});
const search = {
  name: 'search',
  description: 'Find things',
  inputSchema: { type: 'object', properties: { q: { type: 'string' } } },
};

function imported(captures: { name: string; text: string }[], options: { protocolVersion?: string } = {}) {
  const result = importTexts(captures, options);
  if (!result.ok) throw new Error(JSON.stringify(result.problems, null, 2));
  return { ...result, document: JSON.parse(result.text) as Json };
}
function problems(captures: { name: string; text: string }[], options: { protocolVersion?: string } = {}) {
  const result = importTexts(captures, options);
  expect(result.ok).toBe(false);
  return result.ok ? [] : result.problems;
}

describe('import', () => {
  it('builds info, instructions, capabilities and every list from bare results and JSON-RPC responses alike', async () => {
    const { document, protocolVersions } = imported([
      {
        name: 'init.json',
        text: rpc(
          initialize('2025-06-18', {
            instructions: 'Search first.',
            serverInfo: { name: 'demo', title: 'Demo', version: '1.2.0' },
          }),
        ),
      },
      { name: 'tools.json', text: JSON.stringify({ tools: [search] }) },
      {
        name: 'resources.json',
        text: rpc({ resources: [{ uri: 'file:///a.txt', name: 'a', mimeType: 'text/plain' }] }, 2),
      },
      {
        name: 'templates.json',
        text: JSON.stringify({ resourceTemplates: [{ uriTemplate: 'file:///{path}', name: 'file' }] }),
      },
      { name: 'prompts.json', text: rpc({ prompts: [{ name: 'greet', arguments: [{ name: 'who' }] }] }, 3) },
    ]);
    expect(protocolVersions).toEqual(['2025-06-18']);
    expect(document).toEqual({
      mcpdesc: '0.9.0',
      info: { name: 'demo', title: 'Demo', version: '1.2.0' },
      instructions: 'Search first.',
      protocolVersions: ['2025-06-18'],
      capabilities: [{ tools: { listChanged: true } }],
      tools: [search],
      resources: [{ uri: 'file:///a.txt', name: 'a', mimeType: 'text/plain' }],
      resourceTemplates: [{ uriTemplate: 'file:///{path}', name: 'file' }],
      prompts: [{ name: 'greet', arguments: [{ name: 'who' }] }],
    });
  });

  it('concatenates pages in order and notes the response members a description does not state', async () => {
    const result = imported([
      { name: 'init.json', text: rpc(initialize('2025-11-25')) },
      { name: 'page1.json', text: JSON.stringify({ tools: [search], nextCursor: 'p2' }) },
      { name: 'page2.json', text: JSON.stringify({ tools: [{ name: 'echo', inputSchema: { type: 'object' } }] }) },
    ]);
    expect((result.document.tools as Json[]).map((t) => t.name)).toEqual(['search', 'echo']);
    expect(result.notes).toEqual([
      expect.objectContaining({
        code: 'not-stated',
        locations: [expect.objectContaining({ input: 'page1.json', path: '/nextCursor' })],
      }),
    ]);
  });

  it('takes the version from --protocol-version when no initialize precedes, and from server/discover for 2026-07-28', async () => {
    const discover = {
      supportedVersions: ['2026-07-28'],
      capabilities: {},
      resultType: 'complete',
      ttlMs: 1000,
      cacheScope: 'public',
      _meta: { 'io.modelcontextprotocol/serverInfo': { name: 'demo', version: '1' } },
    };
    const tools = { tools: [search], resultType: 'complete', ttlMs: 1000, cacheScope: 'public' };
    const { document } = imported([
      { name: 'discover.json', text: rpc(discover) },
      { name: 'tools.json', text: JSON.stringify(tools) },
    ]);
    expect(document).toMatchObject({
      info: { name: 'demo', version: '1' },
      protocolVersions: ['2026-07-28'],
      capabilities: [{}],
      tools: [search],
    });
    const named = { ...tools, _meta: { 'io.modelcontextprotocol/serverInfo': { name: 'demo', version: '1' } } };
    expect(
      imported([{ name: 'tools.json', text: JSON.stringify(named) }], { protocolVersion: '2026-07-28' }).document,
    ).toMatchObject({ info: { name: 'demo' }, tools: [search] });
  });

  it('list captures given before the initialize result belong to its version', async () => {
    const { document } = imported([
      { name: 'tools.json', text: JSON.stringify({ tools: [search] }) },
      { name: 'init.json', text: rpc(initialize('2025-03-26')) },
    ]);
    expect(document).toMatchObject({ protocolVersions: ['2025-03-26'], tools: [search] });
  });

  it('reports a capture that is not recognised, a JSON-RPC error, and unreadable text', async () => {
    expect(problems([{ name: 'x.json', text: '{"hello": 1}' }])[0]).toMatchObject({
      code: 'capture-unrecognized',
      locations: [{ input: 'x.json', path: '' }],
    });
    expect(
      problems([{ name: 'e.json', text: '{"jsonrpc":"2.0","id":1,"error":{"code":-32601,"message":"nope"}}' }])[0],
    ).toMatchObject({ code: 'capture-unrecognized', message: expect.stringContaining('error response') });
    expect(problems([{ name: 'u.json', text: '{"tools": [' }])[0]).toMatchObject({
      code: 'capture-unreadable',
      locations: [{ input: 'u.json' }],
    });
  });

  it('reports when no protocol version is known, or the chosen one contradicts initialize', async () => {
    expect(problems([{ name: 'tools.json', text: JSON.stringify({ tools: [search] }) }])[0]).toMatchObject({
      code: 'protocol-version-unknown',
      message: expect.stringContaining('choose the protocol version'),
    });
    expect(
      problems([{ name: 'init.json', text: rpc(initialize('2025-06-18')) }], { protocolVersion: '2025-11-25' })[0],
    ).toMatchObject({
      code: 'protocol-version-conflict',
      locations: [{ input: 'init.json', path: '/result/protocolVersion', range: { start: { line: 5, column: 24 } } }],
    });
    expect(problems([{ name: 'init.json', text: rpc(initialize('2099-01-01')) }])[0]).toMatchObject({
      code: 'protocol-version-unknown',
    });
    expect(
      problems([{ name: 'tools.json', text: JSON.stringify({ tools: [search] }) }], {
        protocolVersion: '2025-06-18',
      })[0],
    ).toMatchObject({ code: 'server-identity-missing' });
  });

  it('reports a capture that is not valid for its version, with the schema errors located in the capture', async () => {
    const list = problems([
      { name: 'init.json', text: rpc(initialize('2025-06-18')) },
      { name: 'tools.json', text: rpc({ tools: [{ name: 'a' }] }) },
    ]);
    expect(list).toEqual([
      expect.objectContaining({
        code: 'capture-invalid',
        protocolVersion: '2025-06-18',
        message: expect.stringMatching(/ \(1 schema error\): .*lacks required member "inputSchema"/),
        locations: [
          expect.objectContaining({
            input: 'tools.json',
            path: '/result/tools/0',
            range: expect.objectContaining({ start: { line: 6, column: 7 } }),
          }),
        ],
      }),
    ]);
  });

  it('reports what a description cannot represent faithfully, naming the field and where it was', async () => {
    const init = { name: 'init.json', text: rpc(initialize('2025-11-25')) };
    const extension = problems([
      init,
      { name: 'tools.json', text: JSON.stringify({ tools: [{ ...search, 'x-internal': true }] }, null, 2) },
    ]);
    expect(extension).toEqual([
      expect.objectContaining({
        code: 'not-representable',
        message: expect.stringContaining('x-internal'),
        locations: [
          expect.objectContaining({
            input: 'tools.json',
            path: '/tools/0/x-internal',
            range: expect.objectContaining({ start: { line: 14, column: 21 } }),
          }),
        ],
      }),
    ]);
    // A member MCP does not define, which a description's closed Tool Object cannot hold.
    const unknown = problems([init, { name: 'tools.json', text: JSON.stringify({ tools: [{ ...search, cost: 3 }] }) }]);
    expect(unknown[0]).toMatchObject({
      code: 'not-representable',
      locations: [{ input: 'tools.json', path: '/tools/0/cost' }],
    });
    // A member whose name a description gives another meaning (4.14 step 5 omits it).
    const tags = problems([
      init,
      { name: 'tools.json', text: JSON.stringify({ tools: [{ ...search, deprecated: true }] }) },
    ]);
    expect(tags[0]).toMatchObject({
      code: 'not-representable',
      message: expect.stringContaining('deprecated'),
      locations: [{ path: '/tools/0/deprecated' }],
    });
    // Result metadata of one response.
    const meta = problems([
      init,
      { name: 'tools.json', text: JSON.stringify({ tools: [search], _meta: { trace: 'abc' } }) },
    ]);
    expect(meta[0]).toMatchObject({
      code: 'not-representable',
      locations: [{ input: 'tools.json', path: '/_meta/trace' }],
    });
  });

  it('imports several versions and merges them: differing declarations become scoped variants', async () => {
    const { document, protocolVersions } = imported([
      { name: 'init-a.json', text: rpc(initialize('2025-06-18')) },
      { name: 'tools-a.json', text: JSON.stringify({ tools: [search] }) },
      { name: 'init-b.json', text: rpc(initialize('2025-11-25')) },
      {
        name: 'tools-b.json',
        text: JSON.stringify({ tools: [search, { name: 'echo', inputSchema: { type: 'object' } }] }),
      },
    ]);
    expect(protocolVersions).toEqual(['2025-06-18', '2025-11-25']);
    expect(document.tools).toEqual([
      search,
      { protocolVersions: ['2025-11-25'], name: 'echo', inputSchema: { type: 'object' } },
    ]);
    const text = JSON.stringify(document);
    expect(nativeText(text, '2025-06-18', 'tools')).toMatchObject({ ok: true, value: { tools: [search] } });
  });

  it('a merge conflict between versions is located in the captures', async () => {
    const list = problems([
      { name: 'init-a.json', text: rpc(initialize('2025-06-18', { instructions: 'A' })) },
      { name: 'init-b.json', text: rpc(initialize('2025-11-25', { instructions: 'B' })) },
    ]);
    expect(list[0]).toMatchObject({
      code: 'merge-conflict',
      message: expect.stringContaining('instructions'),
      locations: [
        { input: 'init-a.json', path: '/result/instructions' },
        { input: 'init-b.json', path: '/result/instructions' },
      ],
    });
  });
});

describe('mcpdesc import', () => {
  const files = {
    'init.json': rpc(initialize('2025-06-18')),
    'tools.json': JSON.stringify({ tools: [search], nextCursor: 'n' }),
    'bad.json': '{"hello": 1}',
  };

  it('prints the description (JSON or YAML) and exits 0, with notes on stderr', async () => {
    const json = await runCli(['import', 'init.json', 'tools.json'], files);
    expect(json.code).toBe(0);
    expect(JSON.parse(json.stdout)).toMatchObject({ protocolVersions: ['2025-06-18'], tools: [search] });
    expect(json.stderr).toContain('note not-stated (MCP 2025-06-18)');
    const yaml = await runCli(['import', 'init.json', 'tools.json', '--format', 'yaml'], files);
    expect(yaml.stdout).toMatch(/^mcpdesc: 0\.9\.0\n/);
  });

  it('exits 1 with the reason for an unrecognised capture or an unknown version; 2 for usage and I/O errors', async () => {
    const bad = await runCli(['import', 'init.json', 'bad.json'], files);
    expect(bad.code).toBe(1);
    expect(bad.stderr).toContain('error capture-unrecognized');
    expect(bad.stderr).toContain('  bad.json:1:1 /');
    expect(bad.stderr).toMatch(/\nimport failed: 1 problem\n$/);
    expect(await runCli(['import', 'tools.json'], files)).toMatchObject({
      code: 1,
      stderr: expect.stringContaining('protocol-version-unknown'),
    });
    expect(
      (await runCli(['import', 'tools.json', '--protocol-version', '2025-06-18', '--kind', 'x'], files)).code,
    ).toBe(2);
    expect((await runCli(['import', 'missing.json'], files)).code).toBe(2);
    expect((await runCli(['import'], files)).code).toBe(2);
  });
});

describe('import without a capture that names the server: --server-name and --server-version', () => {
  const icon = { src: 'https://example.com/icon.png', mimeType: 'image/png' };
  const lists = (version: string) => {
    const since2026 = version === '2026-07-28';
    const response = since2026 ? { resultType: 'complete', ttlMs: 60000, cacheScope: 'public' } : {};
    return {
      tools: {
        tools: [
          {
            name: 'search',
            title: 'Search',
            description: 'Find documents',
            inputSchema: { type: 'object', properties: { q: { type: 'string' } }, required: ['q'] },
            annotations: { readOnlyHint: true },
          },
          {
            name: 'stats',
            inputSchema: { type: 'object' },
            outputSchema: { type: 'object', properties: { count: { type: 'integer' } } },
            ...(since2026 ? { icons: [icon] } : {}),
          },
        ],
        ...response,
      },
      resources: {
        resources: [
          {
            uri: 'file:///docs/readme.md',
            name: 'readme',
            title: 'Read me',
            mimeType: 'text/markdown',
            annotations: { audience: ['user'], priority: 0.5 },
          },
        ],
        ...response,
      },
      resourceTemplates: {
        resourceTemplates: [
          {
            uriTemplate: 'file:///docs/{path}',
            name: 'doc',
            description: 'A document by path',
            mimeType: 'text/plain',
          },
        ],
        ...response,
      },
      prompts: {
        prompts: [
          {
            name: 'summarize',
            title: 'Summarize',
            description: 'Summarize a text',
            arguments: [{ name: 'text', required: true }, { name: 'style' }],
          },
        ],
        ...response,
      },
    };
  };
  const methods = {
    tools: 'tools-list',
    resources: 'resources-list',
    resourceTemplates: 'resources-templates-list',
    prompts: 'prompts-list',
  } as const;
  const kinds = Object.keys(methods) as (keyof typeof methods)[];

  for (const version of ['2025-06-18', '2026-07-28']) {
    it(`imports bare tools/list, resources/list, resources/templates/list and prompts/list of ${version}; native projection gives back the captured lists`, async () => {
      const captured = lists(version);
      const files = Object.fromEntries(
        kinds.map((kind) => [`${methods[kind]}.json`, JSON.stringify(captured[kind], null, 2)]),
      );
      const argv = [
        'import',
        ...Object.keys(files),
        '--protocol-version',
        version,
        '--server-name',
        'docs-server',
        '--server-version',
        '2.1.0',
      ];
      const result = await runCli(argv, files);
      expect(result.code, result.stderr).toBe(0);
      const document = JSON.parse(result.stdout) as Json;
      expect(document).toMatchObject({
        mcpdesc: '0.9.0',
        info: { name: 'docs-server', version: '2.1.0' },
        protocolVersions: [version],
      });
      expect((await runCli(['validate', 'd.json'], { 'd.json': result.stdout })).code).toBe(0);
      for (const kind of kinds) {
        const native = await runCli(['native', 'd.json', '--protocol-version', version, '--kind', kind], {
          'd.json': result.stdout,
        });
        expect(native.code, native.stderr).toBe(0);
        expect(JSON.parse(native.stdout)).toEqual({ [kind]: (captured[kind] as Record<string, unknown>)[kind] });
      }
      // The same through the core.
      const direct = importTexts(
        Object.entries(files).map(([name, text]) => ({ name, text })),
        { protocolVersion: version, server: { name: 'docs-server', version: '2.1.0' } },
      );
      expect(direct.ok && JSON.parse(direct.text)).toEqual(document);
    });
  }

  it('without them the import still fails, saying what is missing; with a capture that names the server they must agree', async () => {
    const files = { 'tools.json': JSON.stringify({ tools: [search] }), 'init.json': rpc(initialize('2025-06-18')) };
    const missing = await runCli(['import', 'tools.json', '--protocol-version', '2025-06-18'], files);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain(
      'error server-identity-missing (MCP 2025-06-18): No capture of MCP 2025-06-18 names the server',
    );
    expect(missing.stderr).toContain("give the server's name and version");
    const agreeing = await runCli(
      ['import', 'init.json', 'tools.json', '--server-name', 'demo', '--server-version', '1.2.0'],
      files,
    );
    expect(agreeing.code).toBe(0);
    const differing = await runCli(
      ['import', 'init.json', 'tools.json', '--server-name', 'demo', '--server-version', '9'],
      files,
    );
    expect(differing.code).toBe(1);
    expect(differing.stderr).toContain('error server-identity-conflict (MCP 2025-06-18)');
    expect(differing.stderr).toContain('  init.json:13:18 /result/serverInfo/version: server identity');
    expect((await runCli(['import', 'tools.json', '--server-version', '1'], files)).code).toBe(2);
    expect((await runCli(['import', 'tools.json', '--server-name', '', '--server-version', '1'], files)).code).toBe(2);
  });
});
