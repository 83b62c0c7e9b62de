// Explanations of the differences between two protocol versions' views, one reason kind at a time, from small
// multi-version documents.
import { describe, expect, it } from 'vitest';
import { compareVersions, type VersionDifference } from '../../core/learn/compare.ts';

const base = (versions: string[], extra: Record<string, unknown>) => ({
  mcpdesc: '0.9.0',
  info: { name: 'd', version: '1' },
  protocolVersions: versions,
  transports: [{ type: 'stdio', command: 'd' }],
  ...extra,
});
const input = { type: 'object' };
const lines = (d: VersionDifference[]) => d.map((x) => `${x.reason} ${x.side} ${x.path}`);

describe('compareVersions', () => {
  it('declaration-scope: a declaration whose protocolVersions excludes one version', () => {
    const doc = base(['2025-06-18', '2025-11-25'], {
      tools: [
        { name: 'a', inputSchema: input },
        { name: 'b', inputSchema: input, protocolVersions: ['2025-11-25'] },
      ],
    });
    const diff = compareVersions(doc, '2025-06-18', '2025-11-25');
    expect(lines(diff)).toEqual(['declaration-scope to /tools/1/protocolVersions']);
    expect(diff[0]!.message).toBe(
      'Tool "b" is in the 2025-11-25 view only: its protocolVersions at /tools/1/protocolVersions lists 2025-11-25',
    );
    expect(compareVersions(doc, '2025-11-25', '2025-06-18').map((d) => d.side)).toEqual(['from']);
  });

  it('declaration-scope: a transport type the other version does not have (6.2.1), and nested elicitations (12.5)', () => {
    const doc = base(['2024-11-05', '2025-06-18'], {
      transports: [
        { type: 'stdio', command: 'd', protocolVersions: ['2024-11-05'] },
        { type: 'streamable-http', url: 'https://x.example/mcp', protocolVersions: ['2025-06-18'] },
      ],
      tools: [
        {
          name: 'a',
          inputSchema: input,
          elicitations: [
            { name: 'ask', mode: 'form', message: 'm', requestedSchema: input, protocolVersions: ['2025-06-18'] },
          ],
        },
      ],
    });
    const diff = compareVersions(doc, '2024-11-05', '2025-06-18');
    expect(lines(diff)).toEqual([
      'declaration-scope from /transports/0/protocolVersions',
      'declaration-scope to /transports/1/protocolVersions',
      'declaration-scope to /tools/0/elicitations/0/protocolVersions',
    ]);
    expect(diff[1]!.message).toContain('Transport type "streamable-http" is available since MCP 2025-03-26 (6.2.1)');
    expect(diff[2]!.declaration).toBe('Elicitation "ask" of Tool "a"');
  });

  it('variant and field-availability: one variant per version, fields explained by the 4.10 table', () => {
    const doc = base(['2025-03-26', '2025-06-18'], {
      tools: [
        { name: 'a', description: 'old', inputSchema: input, protocolVersions: ['2025-03-26'] },
        { name: 'a', title: 'A', description: 'new', inputSchema: input, protocolVersions: ['2025-06-18'] },
      ],
    });
    const diff = compareVersions(doc, '2025-03-26', '2025-06-18');
    expect(lines(diff)).toEqual([
      'variant both /tools/1/protocolVersions',
      'variant both /tools/1/description',
      'field-availability to /tools/1/title',
    ]);
    expect(diff[0]!.message).toBe(
      'Tool "a" has one variant per version: 2025-03-26 sees /tools/0 (its protocolVersions at /tools/0/protocolVersions lists 2025-03-26), 2025-06-18 sees /tools/1 (its protocolVersions at /tools/1/protocolVersions lists 2025-06-18)',
    );
    expect(diff[2]!.message).toBe(
      'Tool "a": "title" only in the 2025-06-18 variant; Tool field "title" is available since MCP 2025-06-18 (9.1)',
    );
  });

  it('field-availability: a field of one declaration that one of its versions does not define', () => {
    // An invalid document (mcp.declaration.field.protocol-version), compared all the same.
    const doc = base(['2025-03-26', '2025-06-18'], { tools: [{ name: 'a', title: 'A', inputSchema: input }] });
    const diff = compareVersions(doc, '2025-03-26', '2025-06-18');
    expect(lines(diff)).toEqual(['field-availability to /tools/0/title']);
    expect(diff[0]!.message).toContain('so MCP 2025-03-26 does not define it');
  });

  it('capability: removed, unavailable, deprecated or with different settings', () => {
    const doc = base(['2025-11-25', '2026-07-28'], {
      capabilities: [
        { protocolVersions: ['2025-11-25'], tools: { listChanged: true }, logging: {}, tasks: { list: {} } },
        { protocolVersions: ['2026-07-28'], tools: { listChanged: false }, extensions: { 'com.example/x': {} } },
      ],
    });
    const diff = compareVersions(doc, '2025-11-25', '2026-07-28');
    expect(lines(diff)).toEqual([
      'capability both /capabilities/1/tools',
      'capability from /capabilities/0/logging',
      'capability from /capabilities/0/tasks',
      'capability to /capabilities/1/extensions',
    ]);
    expect(diff[1]!.message).toContain('the logging capability is deprecated in MCP 2026-07-28 (8.4)');
    expect(diff[2]!.message).toContain('the capability is available only in MCP 2025-11-25 (8.2)');
    expect(diff[3]!.message).toContain('the capability is available since MCP 2026-07-28 (8.4)');
  });

  it('deprecated: the same declaration, deprecated in one version only', () => {
    const doc = base(['2024-11-05', '2025-03-26'], { transports: [{ type: 'sse', url: 'https://x.example/sse' }] });
    const diff = compareVersions(doc, '2024-11-05', '2025-03-26');
    expect(lines(diff)).toEqual(['deprecated both /transports/0']);
    expect(diff[0]!.message).toBe(
      'Transport sse https://x.example/sse is in both views, but deprecated in 2025-03-26: the legacy SSE transport is deprecated since MCP 2025-03-26 in favour of Streamable HTTP (6.2.3)',
    );
    const logging = base(['2025-11-25', '2026-07-28'], { capabilities: [{ logging: {} }] });
    expect(lines(compareVersions(logging, '2025-11-25', '2026-07-28'))).toEqual([
      'deprecated both /capabilities/0/logging',
    ]);
  });

  it('reports nothing for two versions that see the same declarations', () => {
    const doc = base(['2025-06-18', '2025-11-25'], { tools: [{ name: 'a', title: 'A', inputSchema: input }] });
    expect(compareVersions(doc, '2025-06-18', '2025-11-25')).toEqual([]);
  });
});
