// mcpdesc fix FILE [--write]: the fixed text on stdout (or the file rewritten), what was fixed and what remains on
// stderr; exit 0 when the result is valid, 1 otherwise, 2 on a usage error.
import { describe, expect, it } from 'vitest';
import { runCli } from './run-cli.ts';

const yaml = `# keep this comment
mcpdesc: "0.9.0"
info:
  name: weather
  version: 1.0 # written as a number
  x-owner: team-a
protocolVersions: ["2025-11-25"]
tools:
  - name: get_forecast
    deprecated: "no"
    inputSchema: {type: object}
`;

const fixed = yaml.replace('version: 1.0 #', 'version: "1.0" #').replace('deprecated: "no"', 'deprecated: false');

describe('mcpdesc fix', () => {
  it('prints the fixed text, lists the fixes on stderr and exits 0 when the result is valid', async () => {
    const { code, stdout, stderr } = await runCli(['fix', 'a.mcpdesc.yaml'], { 'a.mcpdesc.yaml': yaml });
    expect(stdout).toBe(fixed);
    expect(stderr).toMatch(/^fixed mcpdesc\.info\.members at \/info\/version: Change to the string "1\.0"$/m);
    expect(stderr).toMatch(/^fixed mcpdesc\.tool\.members at \/tools\/0\/deprecated: /m);
    // Nothing remains: no report after the fixes.
    expect(stderr).toMatch(/: Change to false \(a boolean, not the string "no"\)\n$/);
    expect(code).toBe(0);
  });

  it('--write rewrites the file and prints nothing on stdout', async () => {
    const files: Record<string, string> = { 'a.mcpdesc.yaml': yaml };
    const { code, stdout } = await runCli(['fix', 'a.mcpdesc.yaml', '--write'], files);
    expect(code).toBe(0);
    expect(stdout).toBe('');
    expect(files['a.mcpdesc.yaml']).toBe(fixed);
  });

  it('an ambiguous fault is left alone: the text is unchanged, the finding listed, exit 1', async () => {
    const text = yaml.replace(
      'protocolVersions: ["2025-11-25"]\n',
      'protocolVersions: ["2025-11-25"]\nsecurity:\n  - sessionCookie: []\n',
    );
    const { code, stdout, stderr } = await runCli(['fix', 'a.mcpdesc.yaml'], { 'a.mcpdesc.yaml': text });
    expect(code).toBe(1);
    expect(stdout).toBe(
      text.replace('version: 1.0 #', 'version: "1.0" #').replace('deprecated: "no"', 'deprecated: false'),
    );
    expect(stderr).toMatch(/^a\.mcpdesc\.yaml\n {2}9:5 {2}error {2}.* {2}mcpdesc\.security\.requirements /m);
    expect(stderr).toMatch(/\n✖ 1 problem \(1 error, 0 warnings\)\n$/);
  });

  it('JSON: extension members and layout outside the fix stay as written', async () => {
    const json =
      '{\n  "mcpdesc": "0.9.0",\n  "info": {"name": "w", "version": "1", "x-owner": "a"},\n  "protocolVersions": ["2025-11-25", "2025-11-25"],\n  "x-notes": {"keep": [1, 2]}\n}\n';
    const { code, stdout } = await runCli(['fix', 'a.json'], { 'a.json': json });
    expect(code).toBe(0);
    expect(stdout).toBe(json.replace('["2025-11-25", "2025-11-25"]', '["2025-11-25"]'));
  });

  it('a text that does not parse is printed unchanged, with its error, exit 1', async () => {
    const { code, stdout, stderr } = await runCli(['fix', 'bad.json'], { 'bad.json': '{"mcpdesc": ' });
    expect(code).toBe(1);
    expect(stdout).toBe('{"mcpdesc": ');
    expect(stderr).toMatch(/ {2}error {2}.* {2}mcpdesc\.serialization\.conforming /);
  });

  it('usage errors exit 2', async () => {
    expect((await runCli(['fix'], {})).code).toBe(2);
    expect((await runCli(['fix', 'a.json', '--to', 'yaml'], { 'a.json': '{}' })).code).toBe(2);
    expect((await runCli(['fix', '-', '--write'], { '-': '{}' })).code).toBe(2);
    expect((await runCli(['fix', 'missing.json'], {})).code).toBe(2);
  });
});
