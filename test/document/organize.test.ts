import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { organize, parseDocument, serialize } from '../../core/document/index.ts';

function ordered(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(ordered);
  if (typeof v === 'object' && v !== null)
    return Object.keys(v).map((k) => [k, ordered((v as Record<string, unknown>)[k])]);
  return v;
}

const keys = (v: unknown): string[] => Object.keys(v as object);

const rootOrder = [
  '$schema',
  'mcpdesc',
  'info',
  'instructions',
  'protocolVersions',
  'transports',
  'securitySchemes',
  'security',
  'capabilities',
  'tools',
  'resources',
  'resourceTemplates',
  'prompts',
  'tags',
  'components',
];
const toolOrder = [
  'name',
  'title',
  'description',
  'icons',
  'tags',
  'deprecated',
  'protocolVersions',
  'inputSchema',
  'outputSchema',
  'annotations',
  'execution',
  'security',
  'clientRequirements',
  'elicitations',
  'examples',
  'interactionExamples',
  '_meta',
];

// Written in a deliberately scrambled order, with unknown fields, extensions and opaque subtrees.
const scrambled = `
x-first: {b: 1, a: 2}
tools:
  - _meta: {z: 1, a: 2}
    x-tool: {name: n, type: t}
    inputSchema:
      type: object
      required: [b, a]
      properties:
        b: {type: string, description: d, title: t}
        a: {title: t, type: number}
    examples:
      second:
        result:
          structuredContent: {z: 1, a: 2}
          content:
            - text: hi
              type: text
              annotations: {priority: 1, audience: [user]}
            - type: future-block
              z: 1
              a: 2
          resultType: complete
        input: {z: 1, a: 2}
      first:
        $componentRef: "#/components/toolExamples/shared"
    name: tool-b
    annotations: {openWorldHint: false, title: T}
  - name: tool-a
    description: second in the array
transports:
  - url: https://example.com/mcp
    type: streamable-http
  - env: {Z: "1", A: "2"}
    args: [b, a]
    command: srv
    type: stdio
  - url: ws://example.com
    type: websocket
security:
  - {oauth: [write, read], key: []}
  - {}
securitySchemes:
  oauth:
    flows:
      clientCredentials: {scopes: {write: w, read: r}, tokenUrl: https://t}
      authorizationCode: {tokenUrl: https://t, authorizationUrl: https://a, scopes: {}}
    type: oauth2
  key: {name: X-Key, in: header, type: apiKey}
info: {version: 1.0.0, name: srv, contact: {email: a@b.c, name: n}}
components:
  toolExamples:
    shared: {result: {content: [], resultType: complete}, input: {}}
  schemas:
    Z: {type: string, title: z}
    A: {title: a, type: number}
mcpdesc: 0.9.0
protocolVersions: ["2025-11-25"]
unknownRootField: [3, 2, 1]
$schema: https://mcpdesc.org/schema/mcp-description/0.9.0-rc.3.json
`;

describe('organize (spec 18)', () => {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the test navigates a decoded document freely
  const source = parseDocument(scrambled).value as Record<string, any>;
  const before = JSON.stringify(ordered(source));
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- as above
  const out = organize(source) as Record<string, any>;

  it('orders the root and puts unknown fields and extensions after known ones, in their relative order', () => {
    expect(keys(out)).toEqual([...rootOrder.filter((k) => k in source), 'x-first', 'unknownRootField']);
    expect(keys(out.info)).toEqual(['name', 'version', 'contact']);
    expect(keys(out.info.contact)).toEqual(['name', 'email']);
  });

  it('orders recognized declarations and keeps array order', () => {
    expect(out.tools.map((t: { name: string }) => t.name)).toEqual(['tool-b', 'tool-a']);
    expect(keys(out.tools[0])).toEqual([...toolOrder.filter((k) => k in source.tools[0]), 'x-tool']);
    expect(keys(out.tools[0].annotations)).toEqual(['title', 'openWorldHint']);
  });

  it('leaves opaque subtrees untouched: schemas, _meta, payloads, extension values, unknown variants', () => {
    expect(ordered(out.tools[0].inputSchema)).toStrictEqual(ordered(source.tools[0].inputSchema));
    expect(keys(out.tools[0].inputSchema)).toEqual(['type', 'required', 'properties']);
    expect(keys(out.tools[0]._meta)).toEqual(['z', 'a']);
    expect(keys(out.tools[0]['x-tool'])).toEqual(['name', 'type']);
    expect(keys(out['x-first'])).toEqual(['b', 'a']);
    expect(keys(out.components.schemas)).toEqual(['Z', 'A']);
    expect(keys(out.components.schemas.Z)).toEqual(['type', 'title']);
    expect(keys(out.transports[2])).toEqual(['url', 'type']);
    expect(keys(out.transports[1].env)).toEqual(['Z', 'A']);
  });

  it('keeps named-map entry order while organizing recognized values', () => {
    const examples = out.tools[0].examples;
    expect(keys(examples)).toEqual(['second', 'first']);
    expect(keys(examples.second)).toEqual(['input', 'result']);
    expect(keys(examples.second.input)).toEqual(['z', 'a']);
    expect(keys(examples.second.result)).toEqual(['resultType', 'content', 'structuredContent']);
    expect(keys(examples.second.result.structuredContent)).toEqual(['z', 'a']);
    expect(keys(examples.second.result.content[0])).toEqual(['type', 'text', 'annotations']);
    expect(keys(examples.second.result.content[0].annotations)).toEqual(['audience', 'priority']);
    expect(keys(examples.second.result.content[1])).toEqual(['type', 'z', 'a']);
    expect(examples.first).toEqual({ $componentRef: '#/components/toolExamples/shared' });
    expect(keys(out.components)).toEqual(['schemas', 'toolExamples']);
    expect(keys(out.components.toolExamples.shared)).toEqual(['input', 'result']);
  });

  it('orders transports and security schemes by their discriminator; security arrays stay as written', () => {
    expect(keys(out.transports[0])).toEqual(['type', 'url']);
    expect(keys(out.transports[1])).toEqual(['type', 'command', 'args', 'env']);
    expect(out.transports[1].args).toEqual(['b', 'a']);
    expect(keys(out.securitySchemes)).toEqual(['oauth', 'key']);
    expect(keys(out.securitySchemes.key)).toEqual(['type', 'in', 'name']);
    expect(keys(out.securitySchemes.oauth)).toEqual(['type', 'flows']);
    expect(keys(out.securitySchemes.oauth.flows)).toEqual(['authorizationCode', 'clientCredentials']);
    expect(keys(out.securitySchemes.oauth.flows.authorizationCode)).toEqual(['authorizationUrl', 'tokenUrl', 'scopes']);
    expect(keys(out.securitySchemes.oauth.flows.clientCredentials.scopes)).toEqual(['write', 'read']);
    expect(ordered(out.security)).toStrictEqual(ordered(source.security));
  });

  it('never changes a value and does not mutate its input', () => {
    expect(out).toEqual(source);
    expect(JSON.stringify(ordered(source))).toBe(before);
  });

  it('is idempotent', () => {
    expect(ordered(organize(out))).toStrictEqual(ordered(out));
  });

  it('returns non-objects unchanged', () => {
    expect(organize(null)).toBe(null);
    expect(organize('x')).toBe('x');
    expect(organize([{ mcpdesc: 1, $schema: 2 }])).toEqual([{ mcpdesc: 1, $schema: 2 }]);
  });

  it('keeps a serialized round trip stable after organizing', () => {
    const yamlText = serialize(out, 'yaml');
    expect(ordered(parseDocument(yamlText).value)).toStrictEqual(ordered(out));
  });
});

describe('organize: capabilities, prompts, resources, elicitations and interaction examples', () => {
  const text = `
capabilities:
  - tasks: {requests: {tools: {call: {z: 1}}}, cancel: {}, list: {}}
    experimental: {b: {}, a: {}}
    tools: {listChanged: true}
    protocolVersions: ["2025-11-25"]
resources:
  - annotations: {lastModified: "2026-01-01T00:00:00Z", audience: [user]}
    name: r
    uri: file:///r
    examples:
      ex: {result: {contents: [{text: t, uri: file:///r, mimeType: text/plain}, {blob: AA==, uri: file:///b}], resultType: complete}}
resourceTemplates:
  - name: t
    uriTemplate: file:///{x}
    completionExamples:
      c: {result: {completion: {hasMore: false, values: [b, a]}, resultType: complete}, argument: {value: v, name: x}}
prompts:
  - arguments: [{required: true, name: a}]
    name: p
    examples:
      e: {result: {messages: [{content: {text: hi, type: text}, role: user}], resultType: complete}, arguments: {z: "1", a: "2"}}
tools:
  - name: t
    clientRequirements: {sampling: {z: {}, a: {}}, roots: {}}
    elicitations:
      - requestedSchema: {type: object, properties: {b: {type: string}, a: {type: string}}}
        message: m
        mode: form
        name: e
    interactionExamples:
      flow:
        result: {content: [{text: done, type: text}]}
        steps:
          - response: {content: {z: 1, a: 2}, action: accept}
            request: {requestedSchema: {type: object}, message: m, mode: form}
            type: elicitation
          - response: {roots: [{name: n, uri: file:///x}]}
            request: {}
            type: roots
          - response: {model: m, content: {text: ok, type: text}, role: assistant}
            request:
              maxTokens: 5
              messages: [{content: [{text: a, type: text}, {input: {z: 1}, name: f, id: "1", type: tool_use}], role: user}]
              modelPreferences: {hints: [{name: h}], costPriority: 1}
            type: sampling
        input: {z: 1, a: 2}
`;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the test navigates a decoded document freely
  const out = organize(parseDocument(text).value) as Record<string, any>;

  it('orders capability entries and their known children, leaving open payloads alone', () => {
    expect(keys(out.capabilities[0])).toEqual(['protocolVersions', 'tools', 'tasks', 'experimental']);
    expect(keys(out.capabilities[0].tasks)).toEqual(['list', 'cancel', 'requests']);
    expect(keys(out.capabilities[0].experimental)).toEqual(['b', 'a']);
  });

  it('orders resources, their annotations and resource-read results', () => {
    expect(keys(out.resources[0])).toEqual(['uri', 'name', 'annotations', 'examples']);
    expect(keys(out.resources[0].annotations)).toEqual(['audience', 'lastModified']);
    const result = out.resources[0].examples.ex.result;
    expect(keys(result)).toEqual(['resultType', 'contents']);
    expect(keys(result.contents[0])).toEqual(['uri', 'mimeType', 'text']);
    expect(keys(result.contents[1])).toEqual(['uri', 'blob']);
  });

  it('orders completion examples without touching completion values', () => {
    const example = out.resourceTemplates[0].completionExamples.c;
    expect(keys(out.resourceTemplates[0])).toEqual(['uriTemplate', 'name', 'completionExamples']);
    expect(keys(example)).toEqual(['argument', 'result']);
    expect(keys(example.argument)).toEqual(['name', 'value']);
    expect(keys(example.result)).toEqual(['resultType', 'completion']);
    expect(keys(example.result.completion)).toEqual(['values', 'hasMore']);
    expect(example.result.completion.values).toEqual(['b', 'a']);
  });

  it('orders prompts, arguments and messages but not argument maps', () => {
    expect(keys(out.prompts[0])).toEqual(['name', 'arguments', 'examples']);
    expect(keys(out.prompts[0].arguments[0])).toEqual(['name', 'required']);
    const example = out.prompts[0].examples.e;
    expect(keys(example)).toEqual(['arguments', 'result']);
    expect(keys(example.arguments)).toEqual(['z', 'a']);
    expect(keys(example.result.messages[0])).toEqual(['role', 'content']);
    expect(keys(example.result.messages[0].content)).toEqual(['type', 'text']);
  });

  it('orders elicitation declarations but keeps requestedSchema and client requirement values opaque', () => {
    const tool = out.tools[0];
    expect(keys(tool)).toEqual(['name', 'clientRequirements', 'elicitations', 'interactionExamples']);
    expect(keys(tool.clientRequirements)).toEqual(['roots', 'sampling']);
    expect(keys(tool.clientRequirements.sampling)).toEqual(['z', 'a']);
    expect(keys(tool.elicitations[0])).toEqual(['name', 'mode', 'message', 'requestedSchema']);
    expect(keys(tool.elicitations[0].requestedSchema.properties)).toEqual(['b', 'a']);
  });

  it('orders interaction examples step by step, by step type, request mode and response action', () => {
    const flow = out.tools[0].interactionExamples.flow;
    expect(keys(flow)).toEqual(['input', 'steps', 'result']);
    expect(keys(flow.input)).toEqual(['z', 'a']);
    expect(flow.steps.map((s: { type: string }) => s.type)).toEqual(['elicitation', 'roots', 'sampling']);
    const [elicitation, roots, sampling] = flow.steps;
    expect(keys(elicitation)).toEqual(['type', 'request', 'response']);
    expect(keys(elicitation.request)).toEqual(['mode', 'message', 'requestedSchema']);
    expect(keys(elicitation.response)).toEqual(['action', 'content']);
    expect(keys(elicitation.response.content)).toEqual(['z', 'a']);
    expect(keys(roots.response.roots[0])).toEqual(['uri', 'name']);
    expect(keys(sampling.request)).toEqual(['messages', 'modelPreferences', 'maxTokens']);
    expect(keys(sampling.request.modelPreferences)).toEqual(['hints', 'costPriority']);
    const content = sampling.request.messages[0].content;
    expect(keys(sampling.request.messages[0])).toEqual(['role', 'content']);
    expect(keys(content[0])).toEqual(['type', 'text']);
    expect(keys(content[1])).toEqual(['type', 'id', 'name', 'input']);
    expect(keys(sampling.response)).toEqual(['role', 'content', 'model']);
    expect(keys(sampling.response.content)).toEqual(['type', 'text']);
    expect(keys(flow.result.content[0])).toEqual(['type', 'text']);
  });
});

describe('organize properties', () => {
  const json = fc.jsonValue({ maxDepth: 3 });
  const fields = (names: string[]) =>
    fc
      .array(fc.tuple(fc.oneof(fc.constantFrom(...names), fc.constantFrom('x-ext', 'unknown', 'zz', 'a')), json), {
        maxLength: 10,
      })
      .map((entries) => Object.fromEntries(entries));
  const tool = fc.oneof(fields(toolOrder), json);
  const doc = fc
    .tuple(fields(rootOrder), fc.array(tool, { maxLength: 3 }), fc.boolean())
    .map(([root, tools, withTools]) => (withTools ? { ...root, tools } : root));

  it('is idempotent, keeps every value and array order, and orders known fields first', () => {
    fc.assert(
      fc.property(doc, (value) => {
        const once = organize(value) as Record<string, unknown>;
        expect(ordered(organize(once))).toStrictEqual(ordered(once));
        expect(once).toEqual(value);
        const known = keys(once).filter((k) => rootOrder.includes(k));
        expect(known).toEqual(rootOrder.filter((k) => k in value));
        expect(keys(once).slice(known.length)).toEqual(keys(value).filter((k) => !rootOrder.includes(k)));
        if (Array.isArray(value.tools)) {
          (once.tools as Record<string, unknown>[]).forEach((t, i) => {
            const original = (value.tools as Record<string, unknown>[])[i]!;
            if (typeof t !== 'object' || t === null || Array.isArray(t)) return void expect(t).toBe(original);
            const knownTool = keys(t).filter((k) => toolOrder.includes(k));
            expect(knownTool).toEqual(toolOrder.filter((k) => k in original));
            expect(keys(t).slice(knownTool.length)).toEqual(keys(original).filter((k) => !toolOrder.includes(k)));
          });
        }
      }),
      { numRuns: 300 },
    );
  });

  it('is the identity on arbitrary JSON values apart from member order', () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 4 }), (value) => {
        expect(organize(value)).toEqual(value);
      }),
      { numRuns: 200 },
    );
  });
});
