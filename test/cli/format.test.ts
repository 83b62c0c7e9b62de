// mcpdesc format: YAML comments kept (the app's Organize code, with and without --order spec), the comments a JSON
// conversion cannot carry counted, --write and --check over files and folders, and a property test: for generated
// commented YAML, every comment's text is in what format prints, or format refused naming a line.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { yamlComments } from '../../core/document/organize-yaml.ts';
import { keepTextShape } from '../../cli/text-file.ts';
import { runCli, type CliFiles } from './run-cli.ts';

const commented = `# Weather server: leading comment
mcpdesc: 0.9.0 # end of line
protocolVersions:
  # before the only version
  - '2025-11-25' # in a sequence
tools:
  - description: Forecast for a city # the tool's description
    # full line before a member
    name: forecast
    inputSchema:
      type: object
info:
  version: 1.0.0
  name: weather # the id clients see
  # trailing comment of info
# trailing note
`;
const commentTexts = yamlComments(commented).map((c) => c.text);

/** The line of `text` holding `needle` (its first). */
const lineOf = (text: string, needle: string) => text.split('\n').find((line) => line.includes(needle));

describe('format keeps YAML comments', () => {
  it('has the comments this test is about', () => {
    expect(commentTexts).toHaveLength(9);
  });

  for (const order of [[], ['--order', 'spec']]) {
    it(`YAML to YAML ${order.length ? 'with --order spec' : 'as written'}: every comment kept in place`, async () => {
      const { code, stdout, stderr } = await runCli(['format', 'a.yaml', ...order], { 'a.yaml': commented });
      expect({ code, stderr }).toEqual({ code: 0, stderr: '' });
      expect(yamlComments(stdout).map((c) => c.text)).toEqual(
        order.length ? expect.arrayContaining(commentTexts) : commentTexts,
      );
      expect(yamlComments(stdout)).toHaveLength(commentTexts.length);
      // End of line: on the line of its member.
      expect(lineOf(stdout, '# end of line')).toBe('mcpdesc: 0.9.0 # end of line');
      expect(lineOf(stdout, '# the id clients see')).toBe('  name: weather # the id clients see');
      expect(lineOf(stdout, '# in a sequence')).toContain("'2025-11-25' # in a sequence");
      // Full line: just above the member it was written above.
      const lines = stdout.split('\n');
      expect(lines[lines.findIndex((l) => l.includes('# full line before a member')) + 1]).toMatch(
        /^\s+(- )?name: forecast/,
      );
      expect(lines[lines.findIndex((l) => l.includes('# before the only version')) + 1]).toContain("- '2025-11-25'");
      // Leading and trailing comments of the document stay first and last.
      expect(lines[0]).toBe('# Weather server: leading comment');
      expect(stdout.trimEnd().split('\n').at(-1)).toBe('# trailing note');
      if (order.length) {
        expect(stdout.indexOf('name: weather')).toBeLessThan(stdout.indexOf('version: 1.0.0'));
        expect(stdout.indexOf('name: forecast')).toBeLessThan(stdout.indexOf('description: Forecast'));
      } else expect(stdout.indexOf('version: 1.0.0')).toBeLessThan(stdout.indexOf('name: weather'));
    });
  }

  it('YAML to JSON prints the JSON and says how many comments JSON could not carry', async () => {
    const many = await runCli(['format', 'a.yaml', '--to', 'json'], { 'a.yaml': commented });
    expect(many.code).toBe(0);
    expect(JSON.parse(many.stdout)).toMatchObject({ mcpdesc: '0.9.0', info: { name: 'weather' } });
    expect(many.stderr).toBe('9 YAML comments were not carried into JSON (JSON has no comments)\n');
    const one = await runCli(['format', 'a.yaml', '--to', 'json'], { 'a.yaml': 'mcpdesc: 0.9.0 # one\n' });
    expect(one.stderr).toBe('1 YAML comment was not carried into JSON (JSON has no comments)\n');
    const none = await runCli(['format', 'a.yaml', '--to', 'json'], { 'a.yaml': 'mcpdesc: 0.9.0\n' });
    expect(none.stderr).toBe('');
  });

  it('JSON to YAML and JSON to JSON as before: the serializer, nothing on stderr', async () => {
    const json = '{"mcpdesc":"0.9.0","info":{"name":"weather","version":"1"}}';
    expect(await runCli(['format', 'a.json', '--to', 'yaml'], { 'a.json': json })).toEqual({
      code: 0,
      stdout: 'mcpdesc: 0.9.0\ninfo:\n  name: weather\n  version: "1"\n',
      stderr: '',
    });
    expect((await runCli(['format', 'a.json'], { 'a.json': json })).stdout).toBe(
      '{\n  "mcpdesc": "0.9.0",\n  "info": {\n    "name": "weather",\n    "version": "1"\n  }\n}\n',
    );
  });
});

const formattedJson = '{\n  "mcpdesc": "0.9.0"\n}\n';
const unformattedJson = '{"mcpdesc": "0.9.0"}';
const formattedYaml = 'mcpdesc: 0.9.0 # kept\ninfo:\n  name: n\n';
const unformattedYaml = 'mcpdesc:    0.9.0 # kept\ninfo:\n    name: n\n';

describe('format --write and --check', () => {
  const tree = (): CliFiles => ({
    'specs/a.mcpdesc.json': unformattedJson,
    'specs/b.mcpdesc.json': formattedJson,
    'specs/nested/c.mcpdesc.yaml': unformattedYaml,
    'specs/nested/d.mcpdesc.yaml': formattedYaml,
    'specs/notes.txt': 'not a description',
  });

  it('--check lists the files that would change, writes nothing, exits 1; 0 when all are formatted', async () => {
    const files = tree();
    const before = { ...files };
    const { code, stdout, stderr } = await runCli(['format', 'specs', '--check'], files);
    expect(code).toBe(1);
    expect(stdout).toBe('');
    expect(stderr).toBe(
      'would reformat specs/a.mcpdesc.json\nwould reformat specs/nested/c.mcpdesc.yaml\n' +
        '2 files would be reformatted, 2 files already formatted; run mcpdesc format --write to format them.\n',
    );
    expect(files).toEqual(before);
    const clean = await runCli(['format', 'specs/b.mcpdesc.json', 'specs/nested/d.mcpdesc.yaml', '--check'], files);
    expect(clean).toEqual({
      code: 0,
      stdout: '',
      stderr: '0 files would be reformatted, 2 files already formatted.\n',
    });
  });

  it('--write rewrites only the files that change, lists them, and a second --check passes', async () => {
    const files = tree();
    const written: string[] = [];
    const { code, stderr } = await runCli(
      ['format', 'specs', '--write'],
      new Proxy(files, {
        set(target, path, value) {
          written.push(String(path));
          return Reflect.set(target, path, value);
        },
      }),
    );
    expect(code).toBe(0);
    expect(written).toEqual(['specs/a.mcpdesc.json', 'specs/nested/c.mcpdesc.yaml']);
    expect(stderr).toBe(
      'formatted specs/a.mcpdesc.json\nformatted specs/nested/c.mcpdesc.yaml\n2 files formatted, 2 files already formatted.\n',
    );
    expect(files['specs/a.mcpdesc.json']).toBe(formattedJson);
    expect(files['specs/nested/c.mcpdesc.yaml']).toBe(formattedYaml);
    expect(files['specs/b.mcpdesc.json']).toBe(formattedJson);
    expect((await runCli(['format', 'specs', '--check'], files)).code).toBe(0);
  });

  it('--write --order spec organizes each file and keeps its comments', async () => {
    const files: CliFiles = { 'a.yaml': commented };
    expect((await runCli(['format', 'a.yaml', '--write', '--order', 'spec'], files)).code).toBe(0);
    const text = String(files['a.yaml']);
    expect(yamlComments(text)).toHaveLength(commentTexts.length);
    expect(text.indexOf('mcpdesc:')).toBeLessThan(text.indexOf('info:'));
    expect(text.indexOf('info:')).toBeLessThan(text.indexOf('tools:'));
  });

  it('--write keeps a byte order mark and CRLF line endings; a formatted CRLF file with a BOM stays byte for byte', async () => {
    const bom = [0xef, 0xbb, 0xbf];
    const bytes = (text: string) => new Uint8Array([...bom, ...new TextEncoder().encode(text)]);
    const crlf = (text: string) => text.replace(/\n/g, '\r\n');
    const formatted = bytes(crlf(formattedYaml));
    const files: CliFiles = { 'a.yaml': bytes(crlf(unformattedYaml)), 'b.yaml': formatted };
    const { code, stderr } = await runCli(['format', 'a.yaml', 'b.yaml', '--write'], files);
    expect(code).toBe(0);
    expect(stderr).toBe('formatted a.yaml\n1 file formatted, 1 file already formatted.\n');
    expect(files['a.yaml']).toBe(`\ufeff${crlf(formattedYaml)}`);
    expect(files['b.yaml']).toBe(formatted); // the same bytes, never rewritten
  });

  it('a file that cannot be read as a document is named and left as it is; the others are formatted (exit 1)', async () => {
    const files: CliFiles = { 'specs/a.mcpdesc.json': '{"mcpdesc": ', 'specs/b.mcpdesc.json': unformattedJson };
    const { code, stderr } = await runCli(['format', 'specs', '--write'], files);
    expect(code).toBe(1);
    expect(stderr).toMatch(/^cannot format specs\/a\.mcpdesc\.json: The document cannot be read: .*\n/);
    expect(stderr).toContain('1 file formatted, 0 files already formatted, 1 file could not be formatted.\n');
    expect(files['specs/a.mcpdesc.json']).toBe('{"mcpdesc": ');
    expect(files['specs/b.mcpdesc.json']).toBe(formattedJson);
  });

  it.each([
    [['format', 'a.json', 'b.json'], 'add --write (rewrite them) or --check (list those that would change)'],
    [['format', 'specs'], 'add --write (rewrite them) or --check (list those that would change)'],
    [['format', 'a.json', '--write', '--check'], '--write and --check cannot be used together'],
    [['format', 'a.json', '--write', '--to', 'yaml'], '--to cannot be used with --write: each file keeps its format'],
    [['format', 'specs', '--check', '--format', 'json'], '--to cannot be used with --check'],
    [['format', '-', '--write'], '--write needs files or folders, not standard input'],
  ])('usage error: %j', async (argv, message) => {
    const files: CliFiles = { 'a.json': unformattedJson, 'b.json': unformattedJson, 'specs/c.mcpdesc.json': '{}' };
    const before = { ...files };
    const { code, stdout, stderr } = await runCli(argv, files);
    expect(code).toBe(2);
    expect(stdout).toBe('');
    expect(stderr.split('\n')[0]).toContain(message);
    expect(files).toEqual(before);
  });
});

describe('format --help', () => {
  it('shows --write, --check and examples', async () => {
    const { code, stdout } = await runCli(['format', '--help']);
    expect(code).toBe(0);
    expect(stdout).toMatch(/^ {2}--write /m);
    expect(stdout).toMatch(/^ {2}--check /m);
    expect(stdout).toContain('Examples:\n    mcpdesc format server.mcpdesc.json --to yaml > server.mcpdesc.yaml\n');
    expect(stdout).toContain('    mcpdesc format specs/ --check\n');
  });
});

describe('keepTextShape', () => {
  it('gives the new text the original BOM and line endings, and nothing else', () => {
    expect(keepTextShape('a\r\nb\r\n', 'x\ny\n')).toBe('x\r\ny\r\n');
    expect(keepTextShape('\ufeffa\n', 'x\ny\n')).toBe('\ufeffx\ny\n');
    expect(keepTextShape('\ufeffa\r\n', '\ufeffx\r\ny\n')).toBe('\ufeffx\r\ny\r\n');
    expect(keepTextShape('a\nb', 'x\r\ny\n')).toBe('x\ny\n');
    expect(keepTextShape('one line', 'x\n')).toBe('x\n');
  });
});

// ---------------------------------------------------------------------------------------------------------------
// Property: for generated commented YAML descriptions, every comment's text is in what format prints (as written
// and with --order spec), and formatting that output again changes nothing; or format refused naming a line.

type Value = string | Value[] | { [key: string]: Value };

const word = fc.constantFrom('alpha', 'beta', 'gamma', 'delta', 'stdio', 'object', 'weather', '1.0.0', 'a b');
const key = fc.constantFrom('name', 'title', 'description', 'version', 'type', 'command', 'zeta', 'extra');
const value: fc.Arbitrary<Value> = fc.letrec<{ value: Value }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    word,
    fc.array(tie('value'), { minLength: 1, maxLength: 3 }),
    fc.dictionary(key, tie('value'), { minKeys: 1, maxKeys: 4 }),
  ),
})).value;
const description = fc.record({
  info: fc.record({ version: word, name: word }),
  tools: fc.array(fc.record({ description: word, name: word, inputSchema: fc.constant({ type: 'object' }) }), {
    maxLength: 3,
  }),
  extra: fc.dictionary(key, value, { maxKeys: 3 }),
  mcpdesc: fc.constant('0.9.0'),
});
/** Where comments go: one choice per line the emitter writes (end of line, own line above, both, none). */
const placements = fc.array(fc.constantFrom('none', 'none', 'end', 'above', 'both'), {
  minLength: 200,
  maxLength: 200,
});

/** Block YAML of `data` with comments where `placements` says, and a comment after each map's last member sometimes. */
function commentedYaml(data: { [key: string]: Value }, placements: string[], trailing: boolean): string {
  const lines: string[] = [];
  let n = 0;
  const next = () => placements[n++ % placements.length]!;
  const comment = () => `# note ${lines.length + 1} ${n}`;
  const put = (indent: string, text: string, place = next()) => {
    if (place === 'above' || place === 'both') lines.push(`${indent}${comment()}`);
    lines.push(`${indent}${text}${place === 'end' || place === 'both' ? ` ${comment()}` : ''}`);
  };
  const scalar = (v: string) => (v === '1.0.0' ? `'${v}'` : v);
  const write = (v: Value, indent: string) => {
    if (Array.isArray(v)) {
      for (const item of v) {
        if (typeof item === 'string') put(indent, `- ${scalar(item)}`);
        else {
          put(indent, '-');
          write(item, `${indent}  `);
        }
      }
    } else if (typeof v === 'object') {
      for (const [k, child] of Object.entries(v)) {
        if (typeof child === 'string') put(indent, `${k}: ${scalar(child)}`);
        else if (Array.isArray(child) && child.length === 0) put(indent, `${k}: []`);
        else if (!Array.isArray(child) && Object.keys(child).length === 0) put(indent, `${k}: {}`);
        else {
          put(indent, `${k}:`);
          write(child, `${indent}  `);
        }
      }
      if (trailing && next() !== 'none') lines.push(`${indent}${comment()}`);
    }
  };
  write(data, '');
  return `${lines.join('\n')}\n`;
}

describe('format keeps every comment (property)', () => {
  it('for generated commented YAML, every comment is in the output, or format refused naming its line', async () => {
    await fc.assert(
      fc.asyncProperty(description, placements, fc.boolean(), fc.boolean(), async (data, places, trailing, spec) => {
        const text = commentedYaml(data, places, trailing);
        const comments = yamlComments(text);
        const order = spec ? ['--order', 'spec'] : [];
        const { code, stdout, stderr } = await runCli(['format', 'a.yaml', ...order], { 'a.yaml': text });
        if (code !== 0) {
          expect(code).toBe(1);
          expect(stdout).toBe('');
          expect(stderr).toMatch(/^mcpdesc: cannot format a\.yaml: the comment on line \d+ cannot be kept/);
          return;
        }
        expect(stderr).toBe('');
        for (const c of comments) expect(stdout).toContain(c.text);
        expect(yamlComments(stdout)).toHaveLength(comments.length);
        // Formatted once is formatted: --check passes on the output.
        const again = await runCli(['format', 'a.yaml', ...order, '--check'], { 'a.yaml': stdout });
        expect(again.code, `${text}\n---\n${stdout}`).toBe(0);
      }),
      { numRuns: 150 },
    );
  });
});
