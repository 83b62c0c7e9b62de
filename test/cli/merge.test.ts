// mcpdesc merge FILE... [--format json|yaml]: merge (spec 4.13) on the command line.
import { describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { runCli } from './run-cli.ts';

const doc = (versions: string[], extra: Record<string, unknown> = {}) =>
  JSON.stringify(
    { mcpdesc: '0.9.0', info: { name: 'srv', version: '1.0.0' }, protocolVersions: versions, ...extra },
    null,
    2,
  );
const files = {
  'a.json': doc(['2025-11-25'], { tools: [{ name: 't', inputSchema: { type: 'object' } }] }),
  'b.yaml':
    'mcpdesc: 0.9.0\ninfo:\n  name: srv\n  version: 1.0.0\nprotocolVersions: ["2026-07-28"]\ntools:\n  - name: t\n    inputSchema: { type: object }\n',
  'c.json': doc(['2026-07-28'], {
    instructions: 'other',
    tools: [{ name: 't', description: 'changed', inputSchema: { type: 'object' } }],
  }),
};

describe('mcpdesc merge', () => {
  it('prints the merged document in the first input format and exits 0', async () => {
    const { code, stdout, stderr } = await runCli(['merge', 'a.json', 'b.yaml'], files);
    expect(stderr).toBe('');
    expect(code).toBe(0);
    expect(JSON.parse(stdout)).toEqual({
      mcpdesc: '0.9.0',
      info: { name: 'srv', version: '1.0.0' },
      protocolVersions: ['2025-11-25', '2026-07-28'],
      tools: [{ name: 't', inputSchema: { type: 'object' } }],
    });
  });

  it('--to yaml prints YAML, and --format yaml (its synonym) the same', async () => {
    const { code, stdout } = await runCli(['merge', 'a.json', 'b.yaml', '--to', 'yaml'], files);
    expect(code).toBe(0);
    expect(() => JSON.parse(stdout)).toThrow();
    expect((parseYaml(stdout) as { protocolVersions: string[] }).protocolVersions).toEqual([
      '2025-11-25',
      '2026-07-28',
    ]);
    expect((await runCli(['merge', 'a.json', 'b.yaml', '--format', 'yaml'], files)).stdout).toBe(stdout);
  });

  it('exits 1 and prints every conflict with its kind, versions, file:line:column and pointer on stderr', async () => {
    const { code, stdout, stderr } = await runCli(['merge', 'a.json', 'b.yaml', 'c.json'], files);
    expect(code).toBe(1);
    expect(stdout).toBe('');
    expect(stderr).toContain(
      'conflict instructions (MCP 2025-11-25, 2026-07-28) [req-merge-equivalence]: Conflicting root instructions',
    );
    expect(stderr).toContain('  c.json:10:19 /instructions: declared here');
    expect(stderr).toContain('  a.json:1:1 /: no instructions');
    expect(stderr).toContain('  b.yaml:1:1 /: no instructions');
    expect(stderr).toMatch(/conflict protocol-view \(MCP 2026-07-28\) \[req-merge-equivalence\]: Tool "t" differs/);
    expect(stderr).toContain('  c.json:14:22 /tools/0/description: differs');
    expect(stderr).toContain('  b.yaml:7:5 /tools/0/description: declared here (absent in this input');
    expect(stderr).toMatch(/merge failed: 2 conflicts\n$/);
  });

  it('exits 2 on usage and I/O errors', async () => {
    expect((await runCli(['merge'], files)).code).toBe(2);
    expect((await runCli(['merge', 'a.json', '--format', 'xml'], files)).code).toBe(2);
    const disagree = await runCli(['merge', 'a.json', '--to', 'yaml', '--format', 'json'], files);
    expect(disagree).toMatchObject({ code: 2, stdout: '' });
    expect(disagree.stderr).toMatch(/^mcpdesc merge: --to yaml and --format json disagree/);
    expect((await runCli(['merge', 'a.json', '--to'], files)).stderr).toMatch(/^mcpdesc merge: --to needs a value\n/);
    const missing = await runCli(['merge', 'a.json', 'nope.json'], files);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toBe('mcpdesc: nope.json: no such file or folder (check the path)\n');
  });
});

describe('mcpdesc import', () => {
  it('counts its problems in words', async () => {
    const { code, stderr } = await runCli(['import', 'x.json'], { 'x.json': '{"hello": 1}' });
    expect(code).toBe(1);
    expect(stderr).toMatch(/^error capture-unrecognized: x\.json is not recognised/);
    expect(stderr).toMatch(/\nimport failed: 1 problem\n$/);
  });
});
