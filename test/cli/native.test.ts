// mcpdesc native: native MCP projection (4.14) on the command line.
import { describe, expect, it } from 'vitest';
import { runCli } from './run-cli.ts';

const document = {
  mcpdesc: '0.9.0',
  info: { name: 'demo', version: '1.0.0' },
  protocolVersions: ['2025-11-25', '2026-07-28'],
  tools: [
    { name: 'old', protocolVersions: ['2025-11-25'], inputSchema: { type: 'object' }, deprecated: true },
    { name: 'search', inputSchema: { type: 'object', properties: { q: { type: 'string' } } }, 'x-owner': 'team' },
  ],
  prompts: [{ name: 'review', arguments: [{ name: 'code' }] }],
};
const text = JSON.stringify(document, null, 2);
const yaml =
  'mcpdesc: "0.9.0"\ninfo: {name: demo, version: "1"}\nprotocolVersions: ["2026-07-28"]\nresources:\n  - uri: file:///a.txt\n    name: a\n    tags: [x]\n';

const cli = (argv: string[], files: Record<string, string> = { 'd.mcpdesc.json': text }) => runCli(argv, files);

describe('mcpdesc native', () => {
  it('prints the list result for the version and kind as JSON and exits 0', async () => {
    const { code, stdout, stderr } = await cli([
      'native',
      'd.mcpdesc.json',
      '--protocol-version',
      '2025-11-25',
      '--kind',
      'tools',
    ]);
    expect(code).toBe(0);
    expect(stderr).toBe('');
    expect(JSON.parse(stdout)).toEqual({
      tools: [
        { name: 'old', inputSchema: { type: 'object' } },
        { name: 'search', inputSchema: document.tools[1]!.inputSchema },
      ],
    });
    expect(
      JSON.parse((await cli(['native', 'd.mcpdesc.json', '--protocol-version=2026-07-28', '--kind=tools'])).stdout),
    ).toEqual({
      tools: [{ name: 'search', inputSchema: document.tools[1]!.inputSchema }],
    });
  });

  it('prints an empty list for a kind the view lacks', async () => {
    const { code, stdout } = await cli([
      'native',
      'd.mcpdesc.json',
      '--protocol-version',
      '2026-07-28',
      '--kind',
      'resourceTemplates',
    ]);
    expect(code).toBe(0);
    expect(JSON.parse(stdout)).toEqual({ resourceTemplates: [] });
  });

  it('reads YAML', async () => {
    const { code, stdout } = await cli(
      ['native', 'r.yaml', '--protocol-version', '2026-07-28', '--kind', 'resources'],
      { 'r.yaml': yaml },
    );
    expect(code).toBe(0);
    expect(JSON.parse(stdout)).toEqual({ resources: [{ uri: 'file:///a.txt', name: 'a' }] });
  });

  it('exits 1 with the failure code on stderr when the version is not declared', async () => {
    const { code, stdout, stderr } = await cli([
      'native',
      'd.mcpdesc.json',
      '--protocol-version',
      '2025-06-18',
      '--kind',
      'prompts',
    ]);
    expect(code).toBe(1);
    expect(stdout).toBe('');
    expect(stderr).toMatch(
      /^mcpdesc: projection-protocol-version-not-declared \(mcpdesc.projection.source-valid, req-native-projection-protocol-version-declared\): .*2025-06-18.* \(at \/protocolVersions\)\n$/,
    );
  });

  it('exits 1 with projection-source-invalid and the located errors for an invalid document', async () => {
    const invalid = JSON.stringify({ ...document, info: { name: 'demo' } }, null, 2);
    const { code, stdout, stderr } = await cli(
      ['native', 'd.mcpdesc.json', '--protocol-version', '2026-07-28', '--kind', 'tools'],
      { 'd.mcpdesc.json': invalid },
    );
    expect(code).toBe(1);
    expect(stdout).toBe('');
    expect(stderr).toMatch(/^d\.mcpdesc\.json\n {2}3:\d+ +error {2}.*"version".* {2}[a-z.-]+ req-[a-z-]+$/m);
    expect(stderr).toMatch(
      /mcpdesc: projection-source-invalid \(mcpdesc.projection.source-valid, req-native-projection-source-valid\): /,
    );
  });

  it('exits 1 with projection-postcondition-failed when the MCP Tool type rejects the value', async () => {
    const untyped = JSON.stringify({
      ...document,
      protocolVersions: ['2026-07-28'],
      tools: [{ name: 't', inputSchema: { properties: {} } }],
    });
    const { code, stderr } = await cli(
      ['native', 'd.mcpdesc.json', '--protocol-version', '2026-07-28', '--kind', 'tools'],
      { 'd.mcpdesc.json': untyped },
    );
    expect(code).toBe(1);
    expect(stderr).toMatch(
      /^mcpdesc: projection-postcondition-failed \(mcpdesc.projection.native-schema, req-native-projection-postcondition\): Tool "t" .* \(at \/tools\/0\/inputSchema\)\n$/,
    );
  });

  it.each([
    [
      ['native', 'd.mcpdesc.json', '--kind', 'tools'],
      /^mcpdesc native: d\.mcpdesc\.json declares 2025-11-25, 2026-07-28: give --protocol-version V\n/,
    ],
    [
      ['native', 'd.mcpdesc.json', '--protocol-version', '2026-07-28', '--name', 'search'],
      /--name goes with --kind tools\|resources\|resourceTemplates\|prompts/,
    ],
    [['native', 'd.mcpdesc.json', '--protocol-version', '2026-07-28', '--kind', 'tool'], /--kind must be one of/],
    [
      ['native', 'd.mcpdesc.json', '--protocol-version', '2026-07-28', '--kind', 'tools', '--to', 'yaml'],
      /^mcpdesc native: unknown option --to\n/,
    ],
    [['native', '--protocol-version', '2026-07-28', '--kind', 'tools'], /missing FILE/],
  ])('exits 2 on usage errors: %j', async (argv, message) => {
    const { code, stdout, stderr } = await cli(argv);
    expect(code).toBe(2);
    expect(stdout).toBe('');
    expect(stderr).toMatch(message);
  });

  it('--name projects one declaration, N_V(D, k, i) (4.14)', async () => {
    const one = await cli([
      'native',
      'd.mcpdesc.json',
      '--protocol-version',
      '2026-07-28',
      '--kind',
      'tools',
      '--name',
      'search',
    ]);
    expect(one.code).toBe(0);
    expect(JSON.parse(one.stdout)).toEqual({
      name: 'search',
      inputSchema: { type: 'object', properties: { q: { type: 'string' } } },
    });
    const resource = await cli(
      ['native', 'r.yaml', '--protocol-version', '2026-07-28', '--kind', 'resources', '--name', 'file:///a.txt'],
      { 'r.yaml': yaml },
    );
    expect(JSON.parse(resource.stdout)).toEqual({ uri: 'file:///a.txt', name: 'a' });
  });

  it('--name of a declaration that does not apply to the version fails with projection-declaration-not-applicable (4.14 step 3)', async () => {
    const { code, stdout, stderr } = await cli([
      'native',
      'd.mcpdesc.json',
      '--protocol-version',
      '2026-07-28',
      '--kind',
      'tools',
      '--name',
      'old',
    ]);
    expect(code).toBe(1);
    expect(stdout).toBe('');
    expect(stderr).toBe(
      'mcpdesc: projection-declaration-not-applicable (mcpdesc.projection.declaration-applicable, req-native-projection-declaration-applicable): No Tool with name "old" applies to MCP 2026-07-28 (4.14)\n',
    );
    expect(
      (
        await cli([
          'native',
          'd.mcpdesc.json',
          '--protocol-version',
          '2025-11-25',
          '--kind',
          'prompts',
          '--name',
          'nothing',
        ])
      ).stderr,
    ).toMatch(/projection-declaration-not-applicable/);
    expect(
      (await cli(['native', 'd.mcpdesc.json', '--protocol-version', '2025-11-25', '--kind', 'tools', '--name'])).code,
    ).toBe(2);
  });

  it('exits 2 when the file cannot be read', async () => {
    expect((await cli(['native', 'missing.json', '--protocol-version', '2026-07-28', '--kind', 'tools'])).code).toBe(2);
  });

  it('has its usage (native --help, help native) and is listed in the commands', async () => {
    for (const argv of [
      ['native', '--help'],
      ['help', 'native'],
    ]) {
      const { code, stdout } = await cli(argv);
      expect(code).toBe(0);
      expect(stdout).toContain(
        'Usage: mcpdesc native FILE [--protocol-version V] [--kind tools|resources|resourceTemplates|prompts',
      );
    }
    expect((await cli(['--help'])).stdout).toMatch(/^ {2}native FILE /m);
  });

  it('reads standard input (-): stdout JSON and exit 0, failure code on stderr and exit 1', async () => {
    const ok = await cli(['native', '-', '--protocol-version', '2025-11-25', '--kind', 'prompts'], { '-': text });
    expect(ok.code).toBe(0);
    expect(JSON.parse(ok.stdout)).toEqual({ prompts: [{ name: 'review', arguments: [{ name: 'code' }] }] });
    const failed = await cli(['native', '-', '--protocol-version', '2024-11-05', '--kind', 'prompts'], { '-': text });
    expect(failed.code).toBe(1);
    expect(failed.stderr).toContain('projection-protocol-version-not-declared');
  });

  it('without --kind prints every list of the version as one object keyed by method, each as --kind prints it', async () => {
    const files = { 'd.mcpdesc.json': text };
    const all = await cli(['native', 'd.mcpdesc.json', '--protocol-version', '2025-11-25'], files);
    expect(all).toMatchObject({ code: 0, stderr: '' });
    const lists = JSON.parse(all.stdout) as Record<string, unknown>;
    expect(Object.keys(lists)).toEqual(['tools/list', 'resources/list', 'resources/templates/list', 'prompts/list']);
    const kinds = {
      'tools/list': 'tools',
      'resources/list': 'resources',
      'resources/templates/list': 'resourceTemplates',
      'prompts/list': 'prompts',
    };
    for (const [method, kind] of Object.entries(kinds)) {
      const one = await cli(['native', 'd.mcpdesc.json', '--protocol-version', '2025-11-25', '--kind', kind], files);
      expect(lists[method]).toEqual(JSON.parse(one.stdout));
    }
    // A kind the document declares nothing of for the version is an empty list, as --kind prints it.
    expect(lists['resources/list']).toEqual({ resources: [] });
    expect((lists['tools/list'] as { tools: { name: string }[] }).tools.map((t) => t.name)).toEqual(['old', 'search']);
    // Member order as written: the text is the per-kind texts, indented.
    const tools = await cli(['native', 'd.mcpdesc.json', '--protocol-version', '2025-11-25', '--kind', 'tools'], files);
    expect(all.stdout).toContain(
      tools.stdout
        .trim()
        .split('\n')
        .slice(1, -1)
        .map((l) => `  ${l}`)
        .join('\n'),
    );
  });

  it('uses the only declared protocol version when none is given; with several, names them (exit 2)', async () => {
    const single = JSON.stringify({ ...document, protocolVersions: ['2026-07-28'], tools: document.tools.slice(1) });
    const files = { 's.mcpdesc.json': single, 'd.mcpdesc.json': text };
    const implicit = await cli(['native', 's.mcpdesc.json', '--kind', 'tools'], files);
    expect(implicit.code).toBe(0);
    expect(implicit.stdout).toBe(
      (await cli(['native', 's.mcpdesc.json', '--kind', 'tools', '--protocol-version', '2026-07-28'], files)).stdout,
    );
    const everything = await cli(['native', 's.mcpdesc.json'], files);
    expect(everything.code).toBe(0);
    expect(Object.keys(JSON.parse(everything.stdout))).toHaveLength(4);
    expect(await cli(['native', 'd.mcpdesc.json'], files)).toEqual({
      code: 2,
      stdout: '',
      stderr:
        'mcpdesc native: d.mcpdesc.json declares 2025-11-25, 2026-07-28: give --protocol-version V\nRun mcpdesc native --help for usage.\n',
    });
  });

  it('a list that fails without --kind names its method; a version not declared fails them all', async () => {
    const untyped = JSON.stringify({
      ...document,
      protocolVersions: ['2026-07-28'],
      tools: [{ name: 't', inputSchema: { properties: {} } }],
    });
    const { code, stdout, stderr } = await cli(['native', 'd.mcpdesc.json'], { 'd.mcpdesc.json': untyped });
    expect({ code, stdout }).toEqual({ code: 1, stdout: '' });
    expect(stderr).toMatch(
      /^mcpdesc: tools\/list: projection-postcondition-failed \(mcpdesc.projection.native-schema, /,
    );
    const undeclared = await cli(['native', 'd.mcpdesc.json', '--protocol-version', '2024-11-05']);
    expect(undeclared.code).toBe(1);
    expect(undeclared.stderr).toMatch(/^mcpdesc: projection-protocol-version-not-declared /);
  });
});
