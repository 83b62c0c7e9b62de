// `mcpdesc lsp` as an editor meets it: the server runs as a child process (the built bundle of dist-cli/, as
// installed) and a real LSP client (vscode-languageserver-protocol's protocol connection) speaks to it over standard
// input and output: initialize, open an invalid YAML description, the published findings equal
// `mcpdesc validate --json`'s, completion, a quick fix's edit, go to definition on a $componentRef, a change that fixes
// the document clears the findings, and shutdown and exit end the process with status 0. Run from the TypeScript
// sources through tsx, the server is checked to start, publish the same findings and exit: the features are the same
// code, and tsx's transform of the core in the server and in each of its threads costs about 12 CPU-s per run.
import { spawn, spawnSync, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CancellationTokenSource,
  createProtocolConnection,
  StreamMessageReader,
  StreamMessageWriter,
  type CodeAction,
  type CompletionItem,
  type Diagnostic,
  type DocumentSymbol,
  type FoldingRange,
  type Hover,
  type InitializeResult,
  type WorkspaceEdit,
  type Location,
  type PublishDiagnosticsParams,
  type TextEdit,
} from 'vscode-languageserver-protocol/node';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { maxValidationThreads } from '../../cli/lsp/server.ts';
import { runCli } from '../cli/run-cli.ts';

const root = fileURLToPath(new URL('../../', import.meta.url));

const invalid = `mcpdesc: "0.9.0"
info:
  name: weather
  version: "1.0.0"
protocolVersions:
  - "2025-06-18"
  - "2025-11-25"
tools:
  - name: get_forecast
    descripton: Daily forecast for a city.
    inputSchema:
      $componentRef: "#/components/schemas/City"
components:
  schemas:
    City:
      type: objekt
      properties:
        city:
          type: string
`;

/** Runs the server; `command` and `args` start it. */
async function startClient(command: string, args: string[]) {
  const child = spawn(command, [...args, 'lsp', '--stdio'], { cwd: root }) as ChildProcessWithoutNullStreams;
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const connection = createProtocolConnection(
    new StreamMessageReader(child.stdout),
    new StreamMessageWriter(child.stdin),
  );
  const published: PublishDiagnosticsParams[] = [];
  const waiting: { test: (p: PublishDiagnosticsParams) => boolean; resolve: (p: PublishDiagnosticsParams) => void }[] =
    [];
  connection.onNotification('textDocument/publishDiagnostics', (params: PublishDiagnosticsParams) => {
    published.push(params);
    for (const w of waiting.filter((w) => w.test(params))) {
      waiting.splice(waiting.indexOf(w), 1);
      w.resolve(params);
    }
  });
  connection.listen();
  /** The next diagnostics published for `uri` at `version`. */
  const diagnosticsFor = (uri: string, version: number) =>
    new Promise<PublishDiagnosticsParams>((resolve) => {
      const test = (p: PublishDiagnosticsParams) => p.uri === uri && p.version === version;
      const found = published.find(test);
      if (found) resolve(found);
      else waiting.push({ test, resolve });
    });
  return { child, connection, exited, diagnosticsFor, published: () => published, stderr: () => stderr };
}

/**
 * What `mcpdesc validate --json` reports for the text, as LSP ranges (0-based): the CLI's own `run`, in this process
 * (test/cli/run-cli.ts), so the comparison costs no process start.
 */
async function validateJson(text: string) {
  const result = await runCli(['validate', '--json', 'expected.mcpdesc.yaml'], { 'expected.mcpdesc.yaml': text });
  const report = JSON.parse(result.stdout) as {
    diagnostics: {
      rule: string;
      severity: string;
      message: string;
      range: { start: { line: number; column: number }; end: { line: number; column: number } };
    }[];
  };
  const severity = { error: 1, warning: 2, info: 3 } as Record<string, number>;
  return report.diagnostics.map((d) => ({
    code: d.rule,
    severity: severity[d.severity],
    message: d.message,
    range: {
      start: { line: d.range.start.line - 1, character: d.range.start.column - 1 },
      end: { line: d.range.end.line - 1, character: d.range.end.column - 1 },
    },
  }));
}

const essentials = (diagnostics: Diagnostic[]) =>
  diagnostics.map(({ code, severity, message, range }) => ({ code, severity, message, range }));

const work = mkdtempSync(join(tmpdir(), 'mcpdesc-lsp-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** The built bundle of dist-cli/, as installed: built once for all the tests of this file. */
async function bundledServer(): Promise<[string, string[]]> {
  const outdir = join(work, 'dist-cli');
  if (existsSync(join(outdir, 'mcpdesc.js'))) return [process.execPath, [join(outdir, 'mcpdesc.js')]];
  const built = spawnSync(process.execPath, ['scripts/build-cli.mjs', outdir], { cwd: root, encoding: 'utf8' });
  expect(built.status, built.stderr).toBe(0);
  return [process.execPath, [join(outdir, 'mcpdesc.js')]];
}

/** The server run from the TypeScript sources (`npm run mcpdesc -- lsp`): tsx, in the server and in its threads. */
const fromSources: [string, string[]] = [process.execPath, ['--import', 'tsx', 'cli/mcpdesc.ts']];

describe('mcpdesc lsp as the built bundle (dist-cli)', () => {
  let client: Awaited<ReturnType<typeof startClient>>;
  const uri = pathToFileURL(join(work, 'weather.mcpdesc.yaml')).href;
  let document = TextDocument.create(uri, 'yaml', 1, invalid);

  beforeAll(async () => {
    const [command, args] = await bundledServer();
    client = await startClient(command, args);
  }, 60_000);

  afterAll(() => {
    if (client.child.exitCode === null) client.child.kill();
  });

  it('initializes with the features of the playground', async () => {
    const { capabilities, serverInfo } = (await client.connection.sendRequest('initialize', {
      processId: process.pid,
      rootUri: null,
      capabilities: {},
      // Tests assert behaviour, not speed: on a loaded 2-core machine a first request can take longer than the default
      // 5 s budget (the 1 ms budget has a test of its own below).
      initializationOptions: { timeouts: { validate: 60_000, codeActions: 60_000, language: 60_000 } },
    })) as InitializeResult;
    expect(serverInfo?.name).toBe('mcpdesc');
    expect(capabilities).toMatchObject({
      textDocumentSync: { openClose: true, change: 2 },
      completionProvider: { resolveProvider: true },
      hoverProvider: true,
      codeActionProvider: { codeActionKinds: ['quickfix'] },
      definitionProvider: true,
      referencesProvider: true,
      renameProvider: { prepareProvider: true },
      documentSymbolProvider: true,
      foldingRangeProvider: true,
    });
    await client.connection.sendNotification('initialized', {});
  });

  it('publishes the findings of mcpdesc validate --json for an invalid YAML document', async () => {
    await client.connection.sendNotification('textDocument/didOpen', {
      textDocument: { uri, languageId: 'yaml', version: 1, text: invalid },
    });
    const { diagnostics } = await client.diagnosticsFor(uri, 1);
    expect(diagnostics.length).toBeGreaterThan(1);
    expect(essentials(diagnostics)).toEqual(await validateJson(invalid));
    for (const d of diagnostics) {
      expect(d.source).toBe('mcpdesc');
      expect(d.codeDescription?.href).toMatch(/^https:\/\/.*#req-/);
    }
    // A finding at the use site of a component names the place in the component.
    const atUse = diagnostics.find((d) => d.code === 'mcp.tool.input-schema.object-root')!;
    expect(atUse.relatedInformation).toEqual([
      {
        location: { uri, range: { start: { line: 15, character: 12 }, end: { line: 15, character: 18 } } },
        message: 'component definition (/components/schemas/City/type)',
      },
    ]);
  });

  it('completion offers the declared protocol versions, with documentation on resolve', async () => {
    // A new tool's protocolVersions list: the cursor after "- " in an item being typed.
    const text = invalid.replace('components:\n', '  - name: other\n    protocolVersions:\n      - \ncomponents:\n');
    const check = TextDocument.create('untitled:draft.yaml', 'yaml', 1, text);
    await client.connection.sendNotification('textDocument/didOpen', {
      textDocument: { uri: check.uri, languageId: 'yaml', version: 1, text },
    });
    const line = text.split('\n').indexOf('      - ');
    const items = (await client.connection.sendRequest('textDocument/completion', {
      textDocument: { uri: check.uri },
      position: { line, character: 8 },
    })) as CompletionItem[];
    const labels = items.map((i) => i.label.replaceAll('"', ''));
    expect(labels).toEqual(expect.arrayContaining(['2025-06-18', '2025-11-25']));
    expect(labels).not.toContain('2024-11-05');
    // A YAML file of any name that declares mcpdesc at its top level is a description: its findings are published.
    expect((await client.diagnosticsFor(check.uri, 1)).diagnostics.length).toBeGreaterThan(0);
    const member = (await client.connection.sendRequest('textDocument/completion', {
      textDocument: { uri },
      position: { line: 9, character: 4 },
    })) as CompletionItem[];
    const title = member.find((i) => i.label === 'title')!;
    expect(title.documentation).toBeUndefined();
    const resolved = (await client.connection.sendRequest('completionItem/resolve', title)) as CompletionItem;
    expect(resolved.documentation).toMatchObject({ kind: 'markdown' });
  });

  it('a quick fix edit removes its finding; the one mcpdesc fix applies is preferred', async () => {
    const { diagnostics } = await client.diagnosticsFor(uri, 1);
    const typo = diagnostics.find((d) => d.code === 'mcpdesc.tool.members')!;
    const actions = (await client.connection.sendRequest('textDocument/codeAction', {
      textDocument: { uri },
      range: typo.range,
      context: { diagnostics: [typo] },
    })) as CodeAction[];
    const rename = actions.find((a) => a.title === 'Rename to "description"')!;
    expect(rename.isPreferred).toBe(true);
    expect(rename.diagnostics).toEqual([typo]);
    const edits = rename.edit!.changes![uri]!;
    const fixed = TextDocument.applyEdits(document, edits);
    expect(fixed).toBe(invalid.replace('descripton:', 'description:'));
    expect((await validateJson(fixed)).map((d) => d.code)).not.toContain('mcpdesc.tool.members');
  });

  it('definition on a $componentRef lands on the component', async () => {
    const locations = (await client.connection.sendRequest('textDocument/definition', {
      textDocument: { uri },
      position: { line: 11, character: 30 },
    })) as Location[];
    expect(locations).toHaveLength(1);
    expect(locations[0]!.uri).toBe(uri);
    expect(locations[0]!.range.start.line).toBe(14); // "    City:"
  });

  it('hover, references, rename, the outline and folding', async () => {
    const at = (line: number, character: number) => ({ textDocument: { uri }, position: { line, character } });
    const hover = (await client.connection.sendRequest('textDocument/hover', at(8, 6))) as Hover;
    expect(hover.contents).toMatchObject({ kind: 'markdown' });
    expect(hover.range?.start.line).toBe(8);
    // References of the component: its use site (and the declaration).
    const references = (await client.connection.sendRequest('textDocument/references', {
      ...at(14, 5),
      context: { includeDeclaration: true },
    })) as Location[];
    expect(references.map((r) => r.range.start.line)).toContain(11);
    expect(await client.connection.sendRequest('textDocument/prepareRename', at(14, 5))).toMatchObject({
      placeholder: 'City',
    });
    const renamed = (await client.connection.sendRequest('textDocument/rename', {
      ...at(14, 5),
      newName: 'Town',
    })) as WorkspaceEdit;
    const text = TextDocument.applyEdits(document, renamed.changes![uri]!);
    expect(text).toContain('$componentRef: "#/components/schemas/Town"');
    expect(text).toContain('    Town:\n');
    // An invalid name is refused with the core's reason.
    await expect(
      client.connection.sendRequest('textDocument/rename', { ...at(14, 5), newName: 'no spaces' }),
    ).rejects.toThrow(/./);
    const symbols = (await client.connection.sendRequest('textDocument/documentSymbol', {
      textDocument: { uri },
    })) as DocumentSymbol[];
    expect(symbols.map((s) => [s.name, (s.children ?? []).map((c) => c.name)])).toEqual([
      ['Tools', ['get_forecast']],
      ['Components', ['City']],
    ]);
    const folding = (await client.connection.sendRequest('textDocument/foldingRange', {
      textDocument: { uri },
    })) as FoldingRange[];
    expect(folding).toContainEqual({ startLine: 1, endLine: 3 }); // info
    expect(folding).toContainEqual({ startLine: 14, endLine: 18 }); // City
  });

  it('a JSON file that is not a description is left alone', async () => {
    const other = pathToFileURL(join(work, 'package.json')).href;
    await client.connection.sendNotification('textDocument/didOpen', {
      textDocument: { uri: other, languageId: 'json', version: 1, text: '{ "name": "x", "version": 1 }' },
    });
    expect(
      await client.connection.sendRequest('textDocument/completion', {
        textDocument: { uri: other },
        position: { line: 0, character: 2 },
      }),
    ).toBeNull();
    // The server answers what follows; it published nothing for that file.
    await client.connection.sendRequest('textDocument/hover', {
      textDocument: { uri },
      position: { line: 0, character: 1 },
    });
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(client.published().some((p) => p.uri === other)).toBe(false);
  });

  it('an editor cancelling a request gets RequestCancelled, and the server answers the next one', async () => {
    // A long document whose quick fixes take a while to verify (one validation per candidate).
    const tools = Array.from(
      { length: 2000 },
      (_, i) => `  - name: tool_${i}\n    descripton: Tool ${i}.\n    inputSchema:\n      type: object\n`,
    ).join('');
    const long = `mcpdesc: "0.9.0"\ninfo:\n  name: many\n  version: "1.0.0"\nprotocolVersions: ["2025-11-25"]\ntools:\n${tools}`;
    const longUri = pathToFileURL(join(work, 'long.mcpdesc.yaml')).href;
    await client.connection.sendNotification('textDocument/didOpen', {
      textDocument: { uri: longUri, languageId: 'yaml', version: 1, text: long },
    });
    const range = { start: { line: 7, character: 4 }, end: { line: 7, character: 14 } };
    // Cancelled as it is sent, and cancelled while the core works on it (verifying candidates).
    for (const delay of [0, 30]) {
      const source = new CancellationTokenSource();
      const pending = client.connection.sendRequest(
        'textDocument/codeAction',
        { textDocument: { uri: longUri }, range, context: { diagnostics: [] } },
        source.token,
      );
      setTimeout(() => source.cancel(), delay);
      await expect(pending).rejects.toMatchObject({ code: -32800 });
    }
    const symbols = await client.connection.sendRequest('textDocument/documentSymbol', { textDocument: { uri } });
    expect(symbols).toHaveLength(2);
    // Not cancelled, the same request is answered.
    const actions = (await client.connection.sendRequest('textDocument/codeAction', {
      textDocument: { uri: longUri },
      range,
      context: { diagnostics: [] },
    })) as CodeAction[];
    expect(actions.map((a) => a.title)).toContain('Rename to "description"');
  });

  it('a change that fixes the document clears its findings (incremental sync)', async () => {
    const changes: { range: TextEdit['range']; text: string }[] = [
      { range: { start: { line: 9, character: 4 }, end: { line: 9, character: 14 } }, text: 'description' },
      { range: { start: { line: 15, character: 12 }, end: { line: 15, character: 18 } }, text: 'object' },
    ];
    document = TextDocument.update(document, changes, 2);
    await client.connection.sendNotification('textDocument/didChange', {
      textDocument: { uri, version: 2 },
      contentChanges: changes,
    });
    expect((await client.diagnosticsFor(uri, 2)).diagnostics).toEqual([]);
    expect(await validateJson(document.getText())).toEqual([]);
  });

  it('full-text changes too; a burst of changes ends with the findings of the last version', async () => {
    // Versions 3 to 7 arrive together, each the whole text; version 7 brings the typo back.
    for (let version = 3; version <= 7; version++) {
      const text =
        version === 7 ? invalid.replace('type: objekt', 'type: object') : `${document.getText()}# ${version}\n`;
      document = TextDocument.update(document, [{ text }], version);
      await client.connection.sendNotification('textDocument/didChange', {
        textDocument: { uri, version },
        contentChanges: [{ text }],
      });
    }
    const { diagnostics } = await client.diagnosticsFor(uri, 7);
    expect(diagnostics.map((d) => d.code)).toEqual(['mcpdesc.tool.members']);
    // Never a result of an older text after a newer one's: the versions published only grow, up to the last.
    const versions = client.published().flatMap((p) => (p.uri === uri && p.version !== undefined ? [p.version] : []));
    expect(versions).toEqual([...versions].sort((a, b) => a - b));
    expect(new Set(versions).size).toBe(versions.length);
    expect(versions.at(-1)).toBe(7);
  });

  it('hostile input: a deeply nested document and positions outside the text are answered, never crash it', async () => {
    const deep = `{"mcpdesc": ${'['.repeat(100_000)}`;
    const deepUri = pathToFileURL(join(work, 'deep.mcpdesc.json')).href;
    await client.connection.sendNotification('textDocument/didOpen', {
      textDocument: { uri: deepUri, languageId: 'json', version: 1, text: deep },
    });
    const far = { textDocument: { uri: deepUri }, position: { line: 5000, character: 99 } };
    expect(await client.connection.sendRequest('textDocument/hover', far)).toBeNull();
    expect(await client.connection.sendRequest('textDocument/completion', far)).toBeInstanceOf(Array);
    expect(await client.connection.sendRequest('textDocument/definition', far)).toEqual([]);
    expect(
      await client.connection.sendRequest('textDocument/foldingRange', { textDocument: { uri: deepUri } }),
    ).toEqual([]);
    const { diagnostics } = await client.diagnosticsFor(deepUri, 1);
    expect(diagnostics.length).toBeGreaterThan(0);
    expect(diagnostics.every((d) => d.source === 'mcpdesc')).toBe(true);
  });

  it('more open descriptions than validation threads: each is validated, also after its thread was ended', async () => {
    const uris = Array.from({ length: 6 }, (_, i) => pathToFileURL(join(work, `many-${i}.mcpdesc.yaml`)).href);
    for (const each of uris)
      await client.connection.sendNotification('textDocument/didOpen', {
        textDocument: { uri: each, languageId: 'yaml', version: 1, text: invalid },
      });
    for (const each of uris) expect((await client.diagnosticsFor(each, 1)).diagnostics.length).toBeGreaterThan(1);
    // A change to the last one ends the threads of the two changed longest ago (their findings published)...
    await client.connection.sendNotification('textDocument/didChange', {
      textDocument: { uri: uris[5], version: 2 },
      contentChanges: [{ text: `${invalid}# 2\n` }],
    });
    expect((await client.diagnosticsFor(uris[5]!, 2)).diagnostics.length).toBeGreaterThan(1);
    // ...and the first one's next change is validated all the same, on a new thread.
    const fixed = invalid.replace('descripton:', 'description:').replace('type: objekt', 'type: object');
    await client.connection.sendNotification('textDocument/didChange', {
      textDocument: { uri: uris[0], version: 2 },
      contentChanges: [{ text: fixed }],
    });
    expect((await client.diagnosticsFor(uris[0]!, 2)).diagnostics).toEqual([]);
  });

  it('shutdown and exit end the process with status 0', async () => {
    await client.connection.sendRequest('shutdown');
    await client.connection.sendNotification('exit');
    expect(await client.exited, client.stderr()).toBe(0);
  });
});

describe('mcpdesc lsp from the TypeScript sources (tsx)', () => {
  // What `npm run mcpdesc -- lsp` starts: the server and its validation thread each load the sources through tsx
  // (cli/lsp/core-thread-tsx.mjs). Every feature is tested on the bundle above; this shows the sources run serves too.
  it('initializes, publishes the findings of mcpdesc validate --json, and exits with status 0', async () => {
    const client = await startClient(...fromSources);
    const uri = pathToFileURL(join(work, 'sources.mcpdesc.yaml')).href;
    const { serverInfo } = (await client.connection.sendRequest('initialize', {
      processId: process.pid,
      rootUri: null,
      capabilities: {},
      // On a loaded 2-core machine tsx's first transform of the core can take longer than the default 10 s budget.
      initializationOptions: { timeouts: { validate: 60_000 } },
    })) as InitializeResult;
    expect(serverInfo?.name).toBe('mcpdesc');
    await client.connection.sendNotification('initialized', {});
    await client.connection.sendNotification('textDocument/didOpen', {
      textDocument: { uri, languageId: 'yaml', version: 1, text: invalid },
    });
    const { diagnostics } = await client.diagnosticsFor(uri, 1);
    expect(diagnostics.length).toBeGreaterThan(1);
    expect(essentials(diagnostics)).toEqual(await validateJson(invalid));
    await client.connection.sendRequest('shutdown');
    await client.connection.sendNotification('exit');
    expect(await client.exited, client.stderr()).toBe(0);
  }, 60_000);
});

describe('mcpdesc lsp: bounded work', () => {
  it('a request over its time budget is stopped and answered empty; the server goes on', async () => {
    const [command, args] = await bundledServer();
    const client = await startClient(command, args);
    const logged: string[] = [];
    client.connection.onNotification('window/logMessage', ({ message }: { message: string }) => {
      logged.push(message);
    });
    // A budget of 1 ms for language requests (initializationOptions.timeouts): no answer can come in time.
    await client.connection.sendRequest('initialize', {
      processId: process.pid,
      rootUri: null,
      capabilities: {},
      initializationOptions: { timeouts: { language: 1 } },
    });
    await client.connection.sendNotification('initialized', {});
    const uri = pathToFileURL(join(work, 'slow.mcpdesc.yaml')).href;
    await client.connection.sendNotification('textDocument/didOpen', {
      textDocument: { uri, languageId: 'yaml', version: 1, text: invalid },
    });
    const symbols = await client.connection.sendRequest('textDocument/documentSymbol', { textDocument: { uri } });
    expect(symbols).toEqual([]);
    expect(logged).toContainEqual(expect.stringMatching(/^symbols: Stopped after 1 ms/));
    // Validation has its own budget: the findings still come.
    expect((await client.diagnosticsFor(uri, 1)).diagnostics.length).toBeGreaterThan(0);
    await client.connection.sendRequest('shutdown');
    await client.connection.sendNotification('exit');
    expect(await client.exited).toBe(0);
  });
});

describe('mcpdesc lsp: bounded threads', () => {
  const status = (pid: number) => `/proc/${pid}/status`;
  it('eight descriptions opened at once leave at most four validation threads running', async (context) => {
    if (!existsSync(status(process.pid))) context.skip('no /proc: cannot count the threads of a process');
    // The built bundle, as installed (from the sources, tsx adds a loader thread to each worker thread).
    const [command, args] = await bundledServer();
    const client = await startClient(command, args);
    const threads = () => Number(/^Threads:\s+(\d+)/m.exec(readFileSync(status(client.child.pid!), 'utf8'))![1]);
    await client.connection.sendRequest('initialize', { processId: process.pid, rootUri: null, capabilities: {} });
    await client.connection.sendNotification('initialized', {});
    const uris = Array.from({ length: 8 }, (_, i) => pathToFileURL(join(work, `open-${i}.mcpdesc.yaml`)).href);
    // The threads of the process with one validation thread (the first document's), less that one.
    await client.connection.sendNotification('textDocument/didOpen', {
      textDocument: { uri: uris[0], languageId: 'yaml', version: 1, text: invalid },
    });
    await client.diagnosticsFor(uris[0]!, 1);
    const idle = threads() - 1;
    for (const uri of uris.slice(1))
      await client.connection.sendNotification('textDocument/didOpen', {
        textDocument: { uri, languageId: 'yaml', version: 1, text: invalid },
      });
    for (const uri of uris) expect((await client.diagnosticsFor(uri, 1)).diagnostics.length).toBeGreaterThan(1);
    // Ended threads take a moment to go.
    await expect.poll(threads, { timeout: 5000 }).toBeLessThanOrEqual(idle + maxValidationThreads);
    await client.connection.sendRequest('shutdown');
    await client.connection.sendNotification('exit');
    expect(await client.exited).toBe(0);
  });
});
