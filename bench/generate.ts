// Generated MCP-Description-like documents (many tools with input schemas) for benchmarks.

function toolSchema(i: number): unknown {
  const properties: Record<string, unknown> = {};
  for (let p = 0; p < 6; p++) {
    properties[`field_${p}`] =
      p % 3 === 0
        ? {
            type: 'string',
            description: `Field ${p} of tool ${i}: a human readable description of the parameter.`,
            minLength: 1,
            maxLength: 200,
          }
        : p % 3 === 1
          ? { type: 'integer', minimum: 0, maximum: 1000 + p, default: p }
          : {
              type: 'object',
              properties: {
                id: { type: 'string', format: 'uuid' },
                tags: { type: 'array', items: { type: 'string' }, maxItems: 8 },
              },
              required: ['id'],
              additionalProperties: false,
            };
  }
  return { type: 'object', properties, required: ['field_0', 'field_1'], additionalProperties: false };
}

function tool(i: number): unknown {
  return {
    name: `tool_${i}`,
    title: `Tool number ${i}`,
    description: `Performs operation ${i} on the chess rating database and returns a structured result. Safe to retry.`,
    tags: ['ratings', i % 2 === 0 ? 'read' : 'write'],
    inputSchema: toolSchema(i),
    outputSchema: { type: 'object', properties: { ok: { type: 'boolean' }, count: { type: 'integer' } } },
    annotations: { title: `Tool ${i}`, readOnlyHint: i % 2 === 0, idempotentHint: true },
    examples: {
      basic: {
        input: { field_0: 'abc', field_1: i % 1000 },
        result: { content: [{ type: 'text', text: `Result ${i}: 2 rows` }], structuredContent: { ok: true, count: 2 } },
      },
    },
  };
}

/** A document whose compact-indented JSON text is about `targetBytes` long. */
export function mcpDescriptionOfSize(targetBytes: number): unknown {
  const head = {
    $schema: 'https://mcpdesc.org/schema/mcp-description/0.9.0-rc.3.json',
    mcpdesc: '0.9.0',
    info: { name: 'chess-rating-server', title: 'Chess Rating MCP Server', version: '1.0.0' },
    protocolVersions: ['2025-11-25'],
    transports: [{ type: 'stdio', command: 'chess-rating', args: ['serve'] }],
  };
  const perTool = JSON.stringify(tool(0), null, 2).length;
  const count = Math.max(1, Math.round((targetBytes - JSON.stringify(head, null, 2).length) / perTool));
  return { ...head, tools: Array.from({ length: count }, (_, i) => tool(i)) };
}

/** Every JSON Pointer of a value (members and items), in document order. */
export function allPointers(value: unknown): string[] {
  const out: string[] = [];
  const stack: [unknown, string][] = [[value, '']];
  while (stack.length > 0) {
    const [v, p] = stack.pop()!;
    out.push(p);
    if (Array.isArray(v)) for (let i = v.length - 1; i >= 0; i--) stack.push([v[i], `${p}/${i}`]);
    else if (typeof v === 'object' && v !== null) {
      const keys = Object.keys(v);
      for (let i = keys.length - 1; i >= 0; i--)
        stack.push([
          (v as Record<string, unknown>)[keys[i]!],
          `${p}/${keys[i]!.replace(/~/g, '~0').replace(/\//g, '~1')}`,
        ]);
    }
  }
  return out;
}
