// The report formats of mcpdesc validate: golden outputs (stylish, json, sarif, github) for a valid and an invalid
// document in JSON and YAML, the SARIF log checked against the SARIF 2.1.0 JSON schema (test/cli/data/), and what
// each format does with several files.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import AjvModule from 'ajv';
import { isUri } from '../../core/schema/runtime.ts';
import { rules } from '../../core/rules/index.ts';
import { githubReporter } from '../../cli/reports/github.ts';
import { sarifReporter } from '../../cli/reports/sarif.ts';
import { runCli } from './run-cli.ts';

const here = new URL('./', import.meta.url);
const read = (name: string) => readFileSync(new URL(`golden/${name}`, here), 'utf8');
const inputs = ['valid.mcpdesc.json', 'invalid.mcpdesc.json', 'valid.mcpdesc.yaml', 'invalid.mcpdesc.yaml'];
const formats = ['stylish', 'json', 'sarif', 'github'] as const;

describe('golden reports', () => {
  for (const input of inputs) {
    for (const format of formats) {
      it(`${input} --format ${format}`, async () => {
        const { code, stdout, stderr } = await runCli(['validate', input, '--format', format], {
          [input]: read(input),
        });
        expect(stderr).toBe('');
        expect(code).toBe(input.startsWith('valid') ? 0 : 1);
        await expect(stdout).toMatchFileSnapshot(`golden/${input}.${format}.out`);
      });
    }
  }

  it('--json is --format json, and stylish is the default', async () => {
    const files = { 'invalid.mcpdesc.yaml': read('invalid.mcpdesc.yaml') };
    expect((await runCli(['validate', 'invalid.mcpdesc.yaml', '--json'], files)).stdout).toBe(
      read('invalid.mcpdesc.yaml.json.out'),
    );
    expect((await runCli(['validate', 'invalid.mcpdesc.yaml'], files)).stdout).toBe(
      read('invalid.mcpdesc.yaml.stylish.out'),
    );
  });
});

// The SARIF 2.1.0 schema is draft-07 and names three formats; these checks are enough for what mcpdesc writes.
const Ajv = (AjvModule as unknown as { default?: typeof AjvModule }).default ?? AjvModule;
const ajv = new Ajv({ allErrors: true, strict: false });
ajv.addFormat('uri', isUri);
ajv.addFormat(
  'uri-reference',
  (text: string) =>
    isUri(text) ||
    /^(?:[A-Za-z0-9\-._~!$&'()*+,;=@/?#]|%[0-9A-Fa-f]{2})(?:[A-Za-z0-9\-._~!$&'()*+,;=:@/?#]|%[0-9A-Fa-f]{2})*$/.test(
      text,
    ),
);
ajv.addFormat('date-time', (text: string) =>
  /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?(?:Z|[+-]\d{2}:\d{2})$/i.test(text),
);
const validateSarif = ajv.compile(
  JSON.parse(readFileSync(new URL('data/sarif-schema-2.1.0.json', here), 'utf8')) as object,
);

interface SarifLog {
  runs: {
    tool: { driver: { name: string; rules: { id: string; shortDescription: { text: string }; helpUri: string }[] } };
    artifacts: { location: { uri?: string } }[];
    results: {
      ruleId: string;
      ruleIndex: number;
      level: string;
      message: { text: string };
      locations: {
        physicalLocation: { artifactLocation: { uri?: string; index: number }; region?: Record<string, number> };
      }[];
    }[];
  }[];
}

describe('SARIF 2.1.0', () => {
  it('the log of an invalid and a valid document, and of several files, is valid against the SARIF 2.1.0 schema', async () => {
    const files = Object.fromEntries(inputs.map((name) => [`specs/${name}`, read(name)]));
    for (const argv of [
      ['validate', 'specs/invalid.mcpdesc.yaml'],
      ['validate', 'specs/valid.mcpdesc.json'],
      ['validate', 'specs'],
    ]) {
      const { stdout } = await runCli([...argv, '--format', 'sarif'], files);
      const log = JSON.parse(stdout) as unknown;
      expect(validateSarif(log), JSON.stringify(validateSarif.errors, null, 2)).toBe(true);
    }
  });

  it('one run: the driver lists every rule with its short description and requirement link; each result is located', async () => {
    const files = Object.fromEntries(inputs.map((name) => [`specs/${name}`, read(name)]));
    const { stdout } = await runCli(['validate', 'specs', '--format', 'sarif'], files);
    const log = JSON.parse(stdout) as SarifLog;
    expect(log.runs).toHaveLength(1);
    const [run] = log.runs;
    expect(run!.tool.driver.rules.map((r) => r.id)).toEqual(rules.map((r) => r.id));
    for (const rule of run!.tool.driver.rules) {
      expect(rule.shortDescription.text).toBe(rules.find((r) => r.id === rule.id)!.title);
      expect(rule.helpUri).toMatch(
        /^https:\/\/github\.com\/mcpdesc\/mcpdesc-specification\/blob\/v0\.9\.0-rc\.3\/spec\/draft\/mcp-description\.md#req-/,
      );
    }
    expect(run!.artifacts.map((a) => a.location.uri)).toEqual([
      'specs/invalid.mcpdesc.json',
      'specs/invalid.mcpdesc.yaml',
      'specs/valid.mcpdesc.json',
      'specs/valid.mcpdesc.yaml',
    ]);
    expect(run!.results).toHaveLength(14);
    const unknown = run!.results.find(
      (r) =>
        r.ruleId === 'mcpdesc.document.schema' &&
        r.locations[0]!.physicalLocation.artifactLocation.uri === 'specs/invalid.mcpdesc.yaml',
    )!;
    expect(unknown).toMatchObject({
      level: 'error',
      message: { text: expect.stringContaining('Unexpected member "unknown"') },
    });
    expect(unknown.locations[0]!.physicalLocation).toEqual({
      artifactLocation: { uri: 'specs/invalid.mcpdesc.yaml', index: 1 },
      region: { startLine: 20, startColumn: 1, endLine: 20, endColumn: 8 },
    });
    expect(run!.tool.driver.rules[unknown.ruleIndex]!.id).toBe('mcpdesc.document.schema');
    expect(run!.results.filter((r) => r.level === 'warning')).toHaveLength(6);
  });

  it('information is a note; a path with spaces is a URI reference; an absolute path a file: URI', () => {
    const reporter = sarifReporter({ several: true, version: '1.2.3' });
    reporter.file({
      file: 'my specs/a.mcpdesc.json',
      valid: true,
      diagnostics: [{ rule: 'mcpdesc.info.members', severity: 'info', path: '', message: 'm' }],
    });
    reporter.file({ file: '/srv/b.mcpdesc.json', valid: true, diagnostics: [] });
    const log = JSON.parse(reporter.end()) as SarifLog;
    expect(validateSarif(log)).toBe(true);
    expect(log.runs[0]!.results[0]).toMatchObject({
      level: 'note',
      locations: [{ physicalLocation: { artifactLocation: { uri: 'my%20specs/a.mcpdesc.json', index: 0 } } }],
    });
    expect(log.runs[0]!.results[0]!.locations[0]!.physicalLocation.region).toBeUndefined();
    expect(log.runs[0]!.artifacts[1]!.location.uri).toBe('file:///srv/b.mcpdesc.json');
  });
});

describe('GitHub workflow commands', () => {
  it('escape what would end a property or the message, and map information to notices', () => {
    const reporter = githubReporter();
    const text = reporter.file({
      file: 'a,b:c.mcpdesc.json',
      valid: false,
      diagnostics: [
        {
          rule: 'r.one',
          severity: 'info',
          path: '',
          message: '100% done\nnext line',
          protocolVersion: '2025-06-18',
          range: { start: { line: 1, column: 2 }, end: { line: 3, column: 4 } },
        },
      ],
    });
    expect(text).toBe(
      '::notice file=a%2Cb%3Ac.mcpdesc.json,line=1,col=2,endLine=3,endColumn=4,title=r.one::(MCP 2025-06-18) 100%25 done%0Anext line\n',
    );
  });
});
