// The availability matrix: declarations, capabilities and version-limited fields × declared versions.
import { describe, expect, it } from 'vitest';
import { availabilityMatrix, readableField, type AvailabilityMatrix } from '../../core/learn/matrix.ts';

const row = (m: AvailabilityMatrix, label: string) => {
  const found = m.rows.find((r) => r.label === label);
  if (!found) throw new Error(`no row ${label}: ${m.rows.map((r) => r.label).join(', ')}`);
  return found;
};
const statuses = (m: AvailabilityMatrix, label: string) => m.versions.map((v) => row(m, label).cells[v]!.status);

describe('availabilityMatrix', () => {
  const doc = {
    mcpdesc: '0.9.0',
    info: { name: 'd', version: '1' },
    protocolVersions: ['2024-11-05', '2025-06-18', '2026-07-28'],
    transports: [
      { type: 'sse', url: 'https://x.example/sse', protocolVersions: ['2024-11-05', '2025-06-18'] },
      { type: 'streamable-http', url: 'https://x.example/mcp' },
    ],
    capabilities: [
      { protocolVersions: ['2024-11-05', '2025-06-18'], tools: {}, logging: {} },
      { protocolVersions: ['2026-07-28'], tools: {}, logging: {} },
    ],
    tools: [
      { name: 'old', inputSchema: { type: 'object' }, protocolVersions: ['2024-11-05'] },
      {
        name: 'new',
        title: 'New',
        inputSchema: { type: 'object' },
        protocolVersions: ['2025-06-18', '2026-07-28'],
        deprecated: true,
      },
    ],
    prompts: [{ name: 'p', arguments: [{ name: 'a', title: 'A' }] }],
  };
  const m = availabilityMatrix(doc);

  it('has a column per declared version', () => {
    expect(m.versions).toEqual(['2024-11-05', '2025-06-18', '2026-07-28']);
  });

  it('declarations: in or out of scope, deprecated by MCP or by the document', () => {
    expect(statuses(m, 'Transport sse https://x.example/sse')).toEqual(['available', 'deprecated', 'not-available']);
    expect(row(m, 'Transport sse https://x.example/sse').cells['2025-06-18']!.reason).toContain(
      'legacy SSE transport is deprecated since MCP 2025-03-26 in favour of Streamable HTTP (6.2.3)',
    );
    expect(row(m, 'Transport sse https://x.example/sse').cells['2026-07-28']!.reason).toBe(
      '2026-07-28 is outside its scope: its protocolVersions at /transports/0/protocolVersions lists 2024-11-05, 2025-06-18',
    );
    // A type the version does not have (4.10 table, 6.2.1).
    expect(statuses(m, 'Transport streamable-http https://x.example/mcp')).toEqual([
      'not-available',
      'available',
      'available',
    ]);
    expect(row(m, 'Transport streamable-http https://x.example/mcp').cells['2024-11-05']!.reason).toContain(
      'available since MCP 2025-03-26 (6.2.1)',
    );
    expect(statuses(m, 'Tool "old"')).toEqual(['available', 'not-available', 'not-available']);
    expect(statuses(m, 'Tool "new"')).toEqual(['not-available', 'deprecated', 'deprecated']);
    expect(row(m, 'Tool "new"').cells['2025-06-18']!.reason).toContain('deprecated: true');
  });

  it('capabilities: per version from the Capabilities Object that applies, with MCP deprecations', () => {
    expect(statuses(m, 'capabilities › tools')).toEqual(['available', 'available', 'available']);
    expect(statuses(m, 'capabilities › logging')).toEqual(['available', 'available', 'deprecated']);
    expect(row(m, 'capabilities › logging').cells['2026-07-28']!.reason).toContain(
      'deprecated in MCP 2026-07-28 (8.4)',
    );
  });

  it('version-limited fields: the 4.10 availability table, inside the declaration scope', () => {
    expect(statuses(m, 'Tool "new" › title')).toEqual(['not-available', 'available', 'available']);
    expect(row(m, 'Tool "new" › title').cells['2024-11-05']!.reason).toBe(
      'Its Tool "new" does not apply to 2024-11-05',
    );
    // Nested fields read as written: the argument is named by its `name`.
    expect(statuses(m, 'Prompt "p" › arguments[name=a].title')).toEqual(['not-available', 'available', 'available']);
    expect(row(m, 'Prompt "p" › arguments[name=a].title').cells['2024-11-05']!.reason).toBe(
      'Prompt Argument field "arguments[name=a].title" is available since MCP 2025-06-18 (11.2): MCP 2024-11-05 does not define it',
    );
  });

  it('says the scope of every variant, so rows of one name are told apart', () => {
    const variants = availabilityMatrix({
      ...doc,
      tools: [
        { name: 'create_issue', inputSchema: { type: 'object' }, protocolVersions: ['2024-11-05'] },
        { name: 'create_issue', title: 'Create', inputSchema: { type: 'object' }, protocolVersions: ['2025-06-18'] },
        {
          name: 'create_issue',
          title: 'Create',
          inputSchema: { type: 'object' },
          protocolVersions: ['2026-07-28'],
          elicitations: [
            { name: 'ok', mode: 'form', message: 'Sure?', requestedSchema: { type: 'object', properties: {} } },
          ],
        },
        { name: 'solo', inputSchema: { type: 'object' } },
        { name: 'wide', inputSchema: { type: 'object' }, protocolVersions: ['2024-11-05'] },
        { name: 'wide', inputSchema: { type: 'object' }, protocolVersions: ['2025-06-18', '2026-07-28'] },
      ],
    });
    const labels = variants.rows.map((r) => r.label);
    expect(labels).toContain('Tool "create_issue" · 2024-11-05');
    expect(labels).toContain('Tool "create_issue" · 2025-06-18');
    expect(labels).toContain('Tool "create_issue" · 2025-06-18 › title');
    expect(labels).toContain('Elicitation "ok" of Tool "create_issue" · 2026-07-28');
    expect(labels).toContain('Tool "solo"');
    expect(labels).toContain('Tool "wide" · 2025-06-18, 2026-07-28');
    expect(new Set(labels).size).toBe(labels.length);
    expect(statuses(variants, 'Tool "create_issue" · 2025-06-18')).toEqual([
      'not-available',
      'available',
      'not-available',
    ]);
  });

  it('names array entries without a name by their index', () => {
    expect(
      readableField({ content: [{ type: 'text' }, { type: 'image', annotations: {} }] }, [
        'content',
        '1',
        'annotations',
      ]),
    ).toBe('content[1].annotations');
    expect(readableField({ arguments: [{ name: 'title', title: 'T' }] }, ['arguments', '0', 'title'])).toBe(
      'arguments[name=title].title',
    );
  });
});
