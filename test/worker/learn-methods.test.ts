// The worker methods of the learning views, through the same handler the worker runs: compare, docs, ruleReference,
// requirementSummaries.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { handleRequest } from '../../src/worker/handler.ts';
import { PROTOCOL_VERSION, type MethodName, type WorkerMethods } from '../../src/worker/protocol.ts';

const multiVersion = readFileSync(new URL('../../src/examples/multi-version.mcpdesc.yaml', import.meta.url), 'utf8');

async function call<M extends MethodName>(
  method: M,
  params: WorkerMethods[M]['params'],
): Promise<WorkerMethods[M]['result']> {
  const response = await handleRequest({ v: PROTOCOL_VERSION, id: 1, method, params });
  if (!response.ok) throw new Error(response.error);
  return response.result as WorkerMethods[M]['result'];
}

describe('learning view worker methods', () => {
  it('docsExport: one version as an HTML page or Markdown, named after info.name and the version', async () => {
    const html = await call('docsExport', { text: multiVersion, version: '2025-06-18', to: 'html' });
    if (!html.ok) throw new Error(html.message);
    expect(html.pages.map((p) => p.fileName)).toEqual(['forgehub-2025-06-18.html']);
    expect(html.pages[0]!.text).toMatch(/^<!doctype html>[\s\S]*MCP 2025-06-18<\/title>/);
    const markdown = await call('docsExport', { text: multiVersion, version: '2025-06-18', to: 'markdown' });
    if (!markdown.ok) throw new Error(markdown.message);
    expect(markdown.pages[0]!.fileName).toBe('forgehub-2025-06-18.md');
    expect(markdown.pages[0]!.text).toContain('**MCP protocol version:** 2025-06-18');
    expect(await call('docsExport', { text: multiVersion, version: '2030-01-01', to: 'html' })).toMatchObject({
      ok: false,
      message: expect.stringContaining('not declared'),
    });
  });

  it('compare: both views, native lists, located differences and the matrix', async () => {
    const result = await call('compare', { text: multiVersion, from: '2024-11-05', to: '2026-07-28' });
    if (!result.ok) throw new Error(result.message);
    expect(result.views.from).toContain('"2024-11-05"');
    expect(result.views.to).toContain('"2026-07-28"');
    expect(JSON.parse(result.native.tools.to).tools.length).toBeGreaterThan(0);
    const sse = result.differences.find((d) => d.path === '/transports/0/protocolVersions')!;
    expect(sse.reason).toBe('declaration-scope');
    const lines = multiVersion.split('\n');
    expect(lines[sse.range!.start.line - 1]).toContain('protocolVersions');
    expect(result.matrix.versions).toEqual(['2024-11-05', '2025-03-26', '2025-06-18', '2025-11-25', '2026-07-28']);
    expect(result.matrix.rows.every((r) => r.range !== undefined)).toBe(true);
  });

  it('compare refuses undeclared versions and invalid documents with a reason', async () => {
    expect(await call('compare', { text: multiVersion, from: '2024-11-05', to: '2030-01-01' })).toMatchObject({
      ok: false,
      message: expect.stringContaining('not declared'),
    });
    expect(await call('compare', { text: '{"mcpdesc": "0.9.0"}', from: '2025-11-25', to: '2026-07-28' })).toMatchObject(
      { ok: false },
    );
  });

  it('docs: the model of one version, with every path located', async () => {
    const result = await call('docs', { text: multiVersion, version: '2025-11-25' });
    if (!result.ok) throw new Error(result.message);
    const tool = result.model.tools.find((t) => t.name === 'search_repositories')!;
    expect(tool.parameters.map((p) => p.name)).toEqual(['query', 'language', 'limit']);
    const limit = tool.parameters.find((p) => p.name === 'limit')!;
    expect(multiVersion.split('\n')[result.ranges[limit.path]!.start.line - 1]).toContain('limit:');
    expect((await call('docs', { text: multiVersion, version: '2030-01-01' })).ok).toBe(false);
  });

  it('ruleReference: all 85 rules with their requirement links', async () => {
    const entries = await call('ruleReference', {});
    expect(entries).toHaveLength(85);
    expect(
      entries.every((e) =>
        e.requirements.every((r) =>
          r.url.startsWith('https://github.com/mcpdesc/mcpdesc-specification/blob/v0.9.0-rc.3/'),
        ),
      ),
    ).toBe(true);
    expect(entries.every((e) => e.requirements.every((r) => r.summary.length > 20))).toBe(true);
  });

  it('requirementSummaries: one line for each of the 358 requirements, loaded on demand', async () => {
    const summaries = await call('requirementSummaries', {});
    expect(Object.keys(summaries)).toHaveLength(358);
    expect(summaries['req-tool-names-disjoint']).toMatch(/name/);
  });

  it('validate: each diagnostic names its requirement, and the result links it under its one section', async () => {
    const result = await call('validate', {
      text: 'mcpdesc: "0.9.0"\ninfo: { name: demo, version: "" }\nprotocolVersions: ["2025-11-25"]\n',
    });
    expect(result.diagnostics.map((d) => d.requirement)).toEqual(['req-info-version-non-empty']);
    expect(result.requirements['req-info-version-non-empty']?.label).toBe('§ 5.1 req-info-version-non-empty');
  });
});
