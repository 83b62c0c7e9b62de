// Tool Objects (9.1), input/output schemas (9.2), named Tool Examples (9.3), Tool Interaction Examples (9.4),
// Tool Annotations (9.6) and the Execution Object (9.7), as the document schema checks them.
import { describe, expect, it } from 'vitest';
import { checkCase, documentWith, formats, type StructuralCase, checkClosed, type ClosedCase } from './helpers.ts';

const toolMembers = [
  'protocolVersions',
  'name',
  'title',
  'description',
  'icons',
  'tags',
  'elicitations',
  'deprecated',
  '_meta',
  'security',
  'clientRequirements',
  'inputSchema',
  'outputSchema',
  'annotations',
  'execution',
  'examples',
  'interactionExamples',
];
const annotationMembers = ['title', 'readOnlyHint', 'destructiveHint', 'idempotentHint', 'openWorldHint'];

const inputSchema = { type: 'object', properties: { pgn: { type: 'string' } }, required: ['pgn'] };
const toolResult = { content: [{ type: 'text', text: 'Evaluation: +0.3' }] };
const tool = (extra: Record<string, unknown> = {}) => ({ name: 'analyze_game', inputSchema, ...extra });
const withTools = (...tools: unknown[]) => documentWith({ tools });
const withTool = (extra: Record<string, unknown>) => withTools(tool(extra));

const formRequest = {
  mode: 'form',
  message: 'Who should own this issue?',
  requestedSchema: { type: 'object', properties: { assignee: { type: 'string' } }, required: ['assignee'] },
};
const elicitationStep = (extra: Record<string, unknown> = {}) => ({
  type: 'elicitation',
  declaration: 'choose_assignee',
  request: formRequest,
  response: { action: 'accept', content: { assignee: 'example-user' } },
  ...extra,
});
const samplingStep = {
  type: 'sampling',
  request: { messages: [{ role: 'user', content: { type: 'text', text: 'Summarize the game.' } }], maxTokens: 200 },
  response: {
    role: 'assistant',
    content: { type: 'text', text: 'A quiet draw.' },
    model: 'example-model',
    stopReason: 'endTurn',
  },
};
const rootsStep = { type: 'roots', request: {}, response: { roots: [{ uri: 'file:///games', name: 'Games' }] } };
const scenario = (steps: unknown[], extra: Record<string, unknown> = {}) => ({
  input: { pgn: '1. e4 e5' },
  steps,
  result: toolResult,
  ...extra,
});
const withScenario = (steps: unknown[], extra: Record<string, unknown> = {}) =>
  withTool({ interactionExamples: { assign: scenario(steps, extra) } });

const rule = {
  tool: 'mcpdesc.tool.members',
  input: 'mcp.tool.input-schema.object-root',
  annotations: 'mcp.tool-annotations.members',
  example: 'mcpdesc.example.members',
  result: 'mcp.example-result.members',
  interaction: 'mcpdesc.tool.interaction.members',
  message: 'mcp.interaction-message.members',
  response: 'mcp.root.uri.file-scheme',
};

const closedCases: ClosedCase[] = [
  {
    name: 'Tool with every member (9.1, 9.8)',
    document: documentWith({
      protocolVersions: ['2025-11-25', '2026-07-28'],
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
      tools: [
        {
          name: 'analyze_game',
          title: 'Analyze Chess Game',
          description: 'Analyze a chess game from PGN notation',
          protocolVersions: ['2025-11-25'],
          inputSchema,
          outputSchema: { type: 'object', properties: { evaluation: { type: 'number' } } },
          annotations: { readOnlyHint: true, destructiveHint: false, idempotentHint: true },
          execution: { taskSupport: 'optional' },
          examples: {
            opening: { input: { pgn: '1. e4 e5' }, result: { ...toolResult, structuredContent: { evaluation: 0.3 } } },
          },
          icons: [{ src: 'https://chess.example.com/icon.png', mimeType: 'image/png' }],
          tags: ['analysis', 'chess'],
          elicitations: [
            { name: 'confirm', mode: 'url', message: 'Confirm on the web', url: 'https://chess.example.com/confirm' },
          ],
          deprecated: false,
          _meta: { 'com.example/trace': true },
          security: [{ bearer: [] }],
          clientRequirements: { sampling: {} },
        },
      ],
    }),
    object: '/tools/0',
    rule: rule.tool,
    allowedMembers: toolMembers,
    extensible: true,
  },
  {
    name: 'Tool Annotations (9.6)',
    document: withTool({
      annotations: {
        title: 'Analyze',
        readOnlyHint: true,
        destructiveHint: false,
        idempotentHint: true,
        openWorldHint: false,
      },
    }),
    object: '/tools/0/annotations',
    rule: rule.annotations,
    allowedMembers: annotationMembers,
    extensible: false,
  },
  {
    name: 'Execution Object (9.7)',
    document: withTool({ execution: { taskSupport: 'required' } }),
    object: '/tools/0/execution',
    rule: rule.tool,
    allowedMembers: ['taskSupport'],
    extensible: false,
  },
  {
    name: 'Tool Example Object (9.3)',
    document: withTool({ examples: { 'no-args.v1_x': { input: {}, result: toolResult } } }),
    object: '/tools/0/examples/no-args.v1_x',
    rule: rule.example,
    allowedMembers: ['input', 'result'],
    extensible: true,
  },
  {
    name: 'Tool Interaction Example Object (9.4) with every step kind',
    document: withTool({
      elicitations: [
        { name: 'choose_assignee', mode: 'form', message: 'Who?', requestedSchema: formRequest.requestedSchema },
      ],
      interactionExamples: { assign: scenario([elicitationStep(), samplingStep, rootsStep]) },
    }),
    object: '/tools/0/interactionExamples/assign',
    rule: rule.interaction,
    allowedMembers: ['input', 'steps', 'result'],
    extensible: true,
  },
  {
    name: 'elicitation step (9.4)',
    document: withScenario([elicitationStep()]),
    object: '/tools/0/interactionExamples/assign/steps/0',
    rule: rule.interaction,
    allowedMembers: ['type', 'declaration', 'request', 'response'],
    extensible: true,
  },
  {
    name: 'sampling step (9.4)',
    document: withScenario([samplingStep]),
    object: '/tools/0/interactionExamples/assign/steps/0',
    rule: rule.interaction,
    allowedMembers: ['type', 'request', 'response'],
    extensible: true,
  },
  {
    name: 'roots step (9.4)',
    document: withScenario([rootsStep]),
    object: '/tools/0/interactionExamples/assign/steps/0',
    rule: rule.interaction,
    allowedMembers: ['type', 'request', 'response'],
    extensible: true,
  },
  {
    name: 'form elicitation request of a step (9.4, 18.9): a payload, no extensions',
    document: withScenario([elicitationStep()]),
    object: '/tools/0/interactionExamples/assign/steps/0/request',
    rule: rule.interaction,
    allowedMembers: ['mode', 'message', 'requestedSchema'],
    extensible: false,
  },
  {
    name: 'URL elicitation request of a step (9.4, 18.9)',
    document: withScenario([
      elicitationStep({
        request: { mode: 'url', message: 'Sign in', url: 'https://chess.example.com/login' },
        response: { action: 'accept' },
      }),
    ]),
    object: '/tools/0/interactionExamples/assign/steps/0/request',
    rule: rule.interaction,
    allowedMembers: ['mode', 'message', 'url'],
    extensible: false,
  },
  {
    name: 'Elicitation Interaction Response Object: closed (9.4, 16.5)',
    document: withScenario([elicitationStep({ response: { action: 'decline', _meta: { 'com.example/k': 1 } } })]),
    object: '/tools/0/interactionExamples/assign/steps/0/response',
    rule: rule.response,
    allowedMembers: ['action', 'content', '_meta'],
    extensible: false,
  },
  {
    name: 'roots step request: an empty object (9.4)',
    document: withScenario([rootsStep]),
    object: '/tools/0/interactionExamples/assign/steps/0/request',
    rule: rule.interaction,
    allowedMembers: [],
    extensible: false,
  },
];

const cases: StructuralCase[] = [
  // 9.1
  {
    name: 'Tool without name and inputSchema (9.1, 9.2)',
    document: withTools({ title: 'Nameless' }),
    expected: [
      {
        rule: rule.tool,
        path: '/tools/0',
        detail: { kind: 'missing-member', member: 'name' },
        message: 'Tool Object at tools[0] is missing required member "name"',
      },
      { rule: rule.tool, path: '/tools/0', detail: { kind: 'missing-member', member: 'inputSchema' } },
    ],
  },
  {
    name: 'Tool member types (9.1)',
    document: withTool({ name: 7, deprecated: 'no', _meta: [], title: null }),
    expected: [
      { rule: rule.tool, path: '/tools/0/name', detail: { kind: 'type-mismatch', expectedTypes: ['string'] } },
      { rule: rule.tool, path: '/tools/0/deprecated', detail: { kind: 'type-mismatch', expectedTypes: ['boolean'] } },
      { rule: rule.tool, path: '/tools/0/_meta', detail: { kind: 'type-mismatch', expectedTypes: ['object'] } },
      { rule: rule.tool, path: '/tools/0/title', detail: { kind: 'type-mismatch', expectedTypes: ['string'] } },
    ],
  },
  {
    name: 'empty ordinary collections on a Tool (3.3, 12.1, 13.3)',
    document: withTool({ icons: [], tags: [], elicitations: [], examples: {}, interactionExamples: {} }),
    expected: [
      { rule: rule.tool, path: '/tools/0/icons', detail: { kind: 'constraint', keyword: 'minItems', limit: 1 } },
      { rule: rule.tool, path: '/tools/0/tags', detail: { kind: 'constraint', keyword: 'minItems', limit: 1 } },
      { rule: rule.tool, path: '/tools/0/elicitations', detail: { kind: 'constraint', keyword: 'minItems', limit: 1 } },
      // The example maps belong to their rules (16.5 attribution: req-tool-examples-map, req-interaction-examples-map).
      {
        rule: rule.example,
        path: '/tools/0/examples',
        detail: { kind: 'constraint', keyword: 'minProperties', limit: 1 },
      },
      {
        rule: rule.interaction,
        path: '/tools/0/interactionExamples',
        detail: { kind: 'constraint', keyword: 'minProperties', limit: 1 },
      },
    ],
  },
  {
    name: 'tags are plain strings (13.3); duplicates without a root catalogue are not structural',
    document: withTool({ tags: ['chess', { name: 'analysis' }, 'chess'] }),
    expected: [
      { rule: rule.tool, path: '/tools/0/tags/1', detail: { kind: 'type-mismatch', expectedTypes: ['string'] } },
    ],
  },
  {
    name: 'Tool scope, icons, security and client requirements use their shared definitions',
    document: withTool({ protocolVersions: [], icons: [{ href: 'x' }], security: {}, clientRequirements: {} }),
    expected: [
      {
        rule: 'mcpdesc.protocol-scope.consistency',
        path: '/tools/0/protocolVersions',
        detail: { kind: 'constraint', keyword: 'minItems', limit: 1 },
      },
      { rule: 'mcp.icon.members', path: '/tools/0/icons/0', detail: { kind: 'missing-member', member: 'src' } },
      {
        rule: 'mcp.icon.members',
        path: '/tools/0/icons/0/href',
        detail: { kind: 'unexpected-member', member: 'href', allowedMembers: ['src', 'mimeType', 'sizes', 'theme'] },
      },
      {
        rule: 'mcpdesc.security.requirements',
        path: '/tools/0/security',
        detail: { kind: 'type-mismatch', expectedTypes: ['array'] },
      },
      {
        rule: 'mcp.client-capabilities.members',
        path: '/tools/0/clientRequirements',
        detail: { kind: 'constraint', keyword: 'minProperties', limit: 1 },
      },
    ],
  },

  // 9.2
  {
    name: 'embedded schemas are opaque beyond the inputSchema object root: x-* keywords, $ref, nested $componentRef, any outputSchema root (9.2, 14.2, 17.2)',
    document: withTools(
      tool({
        inputSchema: {
          $schema: 'https://json-schema.org/draft/2020-12/schema',
          type: ['object', 'null'],
          properties: {
            pgn: { $ref: '#/$defs/pgn', 'x-mcp-header': 'X-Pgn' },
            ref: { $componentRef: 'not interpreted' },
          },
          $defs: { pgn: { type: 'string' } },
          'x-vendor': true,
          additionalProperties: false,
        },
        outputSchema: { type: 'string', 'x-anything': [] },
      }),
      tool({ inputSchema: { type: 'array', 'x-vendor': true } }),
    ),
    expected: [
      {
        rule: rule.input,
        path: '/tools/1/inputSchema/type',
        detail: { kind: 'invalid-value', allowedValues: ['object'] },
      },
    ],
  },
  {
    name: 'inputSchema that is not an object (9.2)',
    document: withTool({ inputSchema: true }),
    expected: [
      {
        rule: rule.input,
        path: '/tools/0/inputSchema',
        detail: { kind: 'type-mismatch', expectedTypes: ['object'] },
        message: 'must be an object',
      },
    ],
  },
  {
    name: 'inputSchema root type other than object (9.2)',
    document: withTool({ inputSchema: { type: 'string' } }),
    expected: [
      {
        rule: rule.input,
        path: '/tools/0/inputSchema/type',
        detail: { kind: 'invalid-value', allowedValues: ['object'] },
      },
    ],
  },
  {
    name: 'inputSchema root type array without object (9.2)',
    document: withTool({ inputSchema: { type: ['string', 'null'] } }),
    expected: [{ rule: rule.input, path: '/tools/0/inputSchema/type', detail: { kind: 'constraint', keyword: 'not' } }],
  },
  {
    name: 'inputSchema root type that is neither a string nor an array (9.2)',
    document: withTool({ inputSchema: { type: 5 } }),
    expected: [
      {
        rule: rule.input,
        path: '/tools/0/inputSchema/type',
        detail: { kind: 'type-mismatch', expectedTypes: ['array'] },
      },
    ],
  },
  {
    name: 'outputSchema that is not an object (9.1)',
    document: withTool({ outputSchema: [] }),
    expected: [
      { rule: rule.tool, path: '/tools/0/outputSchema', detail: { kind: 'type-mismatch', expectedTypes: ['object'] } },
    ],
  },
  {
    name: 'inputSchema and outputSchema as Reference Objects (17.3); a reference is only a reference',
    document: documentWith({
      components: { schemas: { GameInput: inputSchema, GameOutput: { type: 'object' } } },
      tools: [
        tool({
          inputSchema: { $componentRef: '#/components/schemas/GameInput' },
          outputSchema: { $componentRef: '#/components/schemas/GameOutput' },
        }),
        tool({ inputSchema: { $componentRef: '#/components/schemas/GameInput', description: 'Game' } }),
      ],
    }),
    expected: [
      {
        rule: 'mcpdesc.components.members',
        path: '/tools/1/inputSchema/description',
        detail: { kind: 'unexpected-member', member: 'description', allowedMembers: ['$componentRef'] },
      },
    ],
  },
  {
    name: 'a Reference Object takes no siblings, not even x-* (17.2)',
    document: withTool({
      inputSchema: { $componentRef: '#/components/schemas/GameInput', type: 'object' },
      outputSchema: { $componentRef: '#/components/schemas/Out', 'x-note': 1 },
    }),
    expected: [
      {
        rule: 'mcpdesc.components.members',
        path: '/tools/0/inputSchema/type',
        detail: { kind: 'unexpected-member', member: 'type', allowedMembers: ['$componentRef'] },
      },
      {
        rule: 'mcpdesc.components.members',
        path: '/tools/0/outputSchema/x-note',
        detail: { kind: 'unexpected-member', member: 'x-note', allowedMembers: ['$componentRef'] },
      },
    ],
  },

  // 9.6, 9.7
  {
    name: 'Tool Annotations: Resource Annotation fields and wrong types (9.6)',
    document: withTool({ annotations: { readOnlyHint: 'yes', audience: ['user'] } }),
    expected: [
      {
        rule: rule.annotations,
        path: '/tools/0/annotations/readOnlyHint',
        detail: { kind: 'type-mismatch', expectedTypes: ['boolean'] },
      },
      {
        rule: rule.annotations,
        path: '/tools/0/annotations/audience',
        detail: { kind: 'unexpected-member', member: 'audience', allowedMembers: annotationMembers },
      },
    ],
  },
  {
    name: 'Execution taskSupport outside its values (9.7)',
    document: withTool({ execution: { taskSupport: 'sometimes' } }),
    expected: [
      {
        rule: rule.tool,
        path: '/tools/0/execution/taskSupport',
        detail: { kind: 'invalid-value', allowedValues: ['forbidden', 'optional', 'required'] },
      },
    ],
  },

  // 9.3
  {
    name: 'example names follow ^[A-Za-z0-9._-]+$ (9.3)',
    document: withTool({ examples: { 'quick start': { input: {}, result: toolResult } } }),
    expected: [
      {
        rule: rule.example,
        path: '/tools/0/examples/quick start',
        detail: { kind: 'constraint', keyword: 'propertyNames', member: 'quick start', pattern: '^[A-Za-z0-9._-]+$' },
      },
    ],
  },
  {
    name: 'Tool Example without input and result, with summary (9.3)',
    document: withTool({ examples: { empty: { summary: 'Nothing' } } }),
    expected: [
      {
        rule: rule.example,
        path: '/tools/0/examples/empty',
        detail: { kind: 'missing-member', member: 'input' },
        message: 'Tool Example Object at tools[0].examples.empty',
      },
      { rule: rule.example, path: '/tools/0/examples/empty', detail: { kind: 'missing-member', member: 'result' } },
      {
        rule: rule.example,
        path: '/tools/0/examples/empty/summary',
        detail: { kind: 'unexpected-member', member: 'summary', allowedMembers: ['input', 'result'] },
      },
    ],
  },
  {
    name: 'Tool Example input and result are objects (9.3)',
    document: withTool({ examples: { bad: { input: ['e4'], result: 'ok' }, worse: 'not an example' } }),
    expected: [
      {
        rule: rule.example,
        path: '/tools/0/examples/bad/input',
        detail: { kind: 'type-mismatch', expectedTypes: ['object'] },
      },
      {
        rule: rule.result,
        path: '/tools/0/examples/bad/result',
        detail: { kind: 'type-mismatch', expectedTypes: ['object'] },
      },
      {
        rule: rule.example,
        path: '/tools/0/examples/worse',
        detail: { kind: 'type-mismatch', expectedTypes: ['object'] },
      },
    ],
  },
  {
    name: 'completed Tool result: content, resultType, ttlMs and cacheScope (3.6, 9.3)',
    document: withTool({
      examples: {
        pending: { input: {}, result: { resultType: 'input_required', ttlMs: 1.5, cacheScope: 'shared' } },
        negative: { input: {}, result: { ...toolResult, resultType: 'complete', ttlMs: -1, cacheScope: 'private' } },
      },
    }),
    expected: [
      {
        rule: rule.result,
        path: '/tools/0/examples/pending/result',
        detail: { kind: 'missing-member', member: 'content' },
        message: 'Tool result',
      },
      {
        rule: rule.result,
        path: '/tools/0/examples/pending/result/resultType',
        detail: { kind: 'invalid-value', allowedValues: ['complete'] },
      },
      {
        rule: 'mcp.cacheable-result.ttl-ms',
        path: '/tools/0/examples/pending/result/ttlMs',
        detail: { kind: 'type-mismatch', expectedTypes: ['integer'] },
      },
      {
        rule: rule.result,
        path: '/tools/0/examples/pending/result/cacheScope',
        detail: { kind: 'invalid-value', allowedValues: ['public', 'private'] },
      },
      {
        rule: 'mcp.cacheable-result.ttl-ms',
        path: '/tools/0/examples/negative/result/ttlMs',
        detail: { kind: 'constraint', keyword: 'minimum', comparison: '>=', limit: 0 },
      },
    ],
  },
  {
    name: 'Tool example values may reference toolExamples (17.3), and only a Reference Object selects that branch',
    document: documentWith({
      components: { toolExamples: { Opening: { input: { pgn: '1. e4' }, result: toolResult } } },
      tools: [
        tool({
          examples: {
            opening: { $componentRef: '#/components/toolExamples/Opening' },
            inline: { input: {}, result: toolResult, 'x-acme': 1 },
            described: { input: {}, result: toolResult, description: 'not defined in 0.9.0' },
          },
        }),
      ],
    }),
    expected: [
      {
        rule: rule.example,
        path: '/tools/0/examples/described/description',
        detail: { kind: 'unexpected-member', member: 'description', allowedMembers: ['input', 'result'] },
      },
    ],
  },
  {
    name: 'a Tool example reference with a sibling (17.2)',
    document: withTool({ examples: { opening: { $componentRef: '#/components/toolExamples/Opening', input: {} } } }),
    expected: [
      {
        rule: 'mcpdesc.components.members',
        path: '/tools/0/examples/opening/input',
        detail: { kind: 'unexpected-member', member: 'input', allowedMembers: ['$componentRef'] },
      },
    ],
  },

  // 9.4
  {
    name: 'interaction example names follow ^[A-Za-z0-9._-]+$ and need input, steps and result (9.4)',
    document: withTool({ interactionExamples: { 'needs input': { steps: [] } } }),
    expected: [
      {
        rule: rule.interaction,
        path: '/tools/0/interactionExamples/needs input',
        detail: { kind: 'constraint', keyword: 'propertyNames', member: 'needs input', pattern: '^[A-Za-z0-9._-]+$' },
      },
      {
        rule: rule.interaction,
        path: '/tools/0/interactionExamples/needs input',
        detail: { kind: 'missing-member', member: 'input' },
      },
      {
        rule: rule.interaction,
        path: '/tools/0/interactionExamples/needs input',
        detail: { kind: 'missing-member', member: 'result' },
      },
      {
        rule: rule.interaction,
        path: '/tools/0/interactionExamples/needs input/steps',
        detail: { kind: 'constraint', keyword: 'minItems', limit: 1 },
      },
    ],
  },
  {
    name: 'interaction examples are declaration-local: no Reference Object (9.4, 17.3)',
    document: withTool({ interactionExamples: { assign: { $componentRef: '#/components/toolExamples/Opening' } } }),
    expected: [
      {
        rule: rule.interaction,
        path: '/tools/0/interactionExamples/assign',
        detail: { kind: 'missing-member', member: 'input' },
      },
      {
        rule: rule.interaction,
        path: '/tools/0/interactionExamples/assign',
        detail: { kind: 'missing-member', member: 'steps' },
      },
      {
        rule: rule.interaction,
        path: '/tools/0/interactionExamples/assign',
        detail: { kind: 'missing-member', member: 'result' },
      },
      {
        rule: rule.interaction,
        path: '/tools/0/interactionExamples/assign/$componentRef',
        detail: { kind: 'unexpected-member', member: '$componentRef', allowedMembers: ['input', 'steps', 'result'] },
      },
    ],
  },
  {
    name: 'step without type: no kind is guessed (9.4, 16.5)',
    document: withScenario([{ request: {}, response: {} }]),
    expected: [
      {
        rule: rule.interaction,
        path: '/tools/0/interactionExamples/assign/steps/0',
        detail: { kind: 'missing-member', member: 'type' },
      },
    ],
  },
  {
    name: 'unknown step type (9.4)',
    document: withScenario([{ type: 'notification', request: {}, response: {} }]),
    expected: [
      {
        rule: rule.interaction,
        path: '/tools/0/interactionExamples/assign/steps/0/type',
        detail: { kind: 'invalid-value', allowedValues: ['elicitation', 'sampling', 'roots'] },
      },
    ],
  },
  {
    name: 'declaration belongs only to elicitation steps; request and response are required (9.4, 16.5)',
    document: withScenario([{ ...samplingStep, declaration: 'choose_assignee' }, { type: 'roots' }]),
    expected: [
      {
        rule: rule.interaction,
        path: '/tools/0/interactionExamples/assign/steps/0/declaration',
        detail: { kind: 'unexpected-member', member: 'declaration', allowedMembers: ['type', 'request', 'response'] },
        message: 'Tool Interaction Step Object (sampling)',
      },
      {
        rule: rule.interaction,
        path: '/tools/0/interactionExamples/assign/steps/1',
        detail: { kind: 'missing-member', member: 'request' },
      },
      {
        rule: rule.interaction,
        path: '/tools/0/interactionExamples/assign/steps/1',
        detail: { kind: 'missing-member', member: 'response' },
      },
    ],
  },
  {
    name: 'elicitation step declaration names follow the elicitation name grammar (9.4, 12.2)',
    document: withScenario([elicitationStep({ declaration: 'choose assignee' })]),
    expected: [
      {
        rule: rule.interaction,
        path: '/tools/0/interactionExamples/assign/steps/0/declaration',
        detail: { kind: 'constraint', keyword: 'pattern', pattern: '^[A-Za-z0-9._-]+$' },
      },
    ],
  },
  {
    name: 'elicitation request without mode, and with an unknown mode (9.4, 12.2)',
    document: withScenario([
      elicitationStep({ request: { message: 'Who?', requestedSchema: { type: 'object' } } }),
      elicitationStep({ request: { mode: 'popup', message: 'Who?' } }),
    ]),
    expected: [
      {
        rule: rule.interaction,
        path: '/tools/0/interactionExamples/assign/steps/0/request',
        detail: { kind: 'missing-member', member: 'mode' },
      },
      {
        rule: rule.interaction,
        path: '/tools/0/interactionExamples/assign/steps/1/request/mode',
        detail: { kind: 'invalid-value', allowedValues: ['form', 'url'] },
      },
    ],
  },
  {
    name: 'URL elicitation request with a form member and no url (9.4, 16.5)',
    document: withScenario([
      elicitationStep({
        request: { mode: 'url', message: 'Sign in', requestedSchema: { type: 'object' } },
        response: { action: 'cancel' },
      }),
    ]),
    expected: [
      {
        rule: rule.interaction,
        path: '/tools/0/interactionExamples/assign/steps/0/request',
        detail: { kind: 'missing-member', member: 'url' },
        message: 'URL elicitation request',
      },
      {
        rule: rule.interaction,
        path: '/tools/0/interactionExamples/assign/steps/0/request/requestedSchema',
        detail: { kind: 'unexpected-member', member: 'requestedSchema', allowedMembers: ['mode', 'message', 'url'] },
      },
    ],
  },
  {
    name: 'elicitation response: action values and member types (9.4)',
    document: withScenario([
      elicitationStep({ response: { action: 'ok', content: 'Ada' } }),
      elicitationStep({ response: {} }),
    ]),
    expected: [
      {
        rule: rule.message,
        path: '/tools/0/interactionExamples/assign/steps/0/response/action',
        detail: { kind: 'invalid-value', allowedValues: ['accept', 'decline', 'cancel'] },
      },
      {
        rule: rule.message,
        path: '/tools/0/interactionExamples/assign/steps/0/response/content',
        detail: { kind: 'type-mismatch', expectedTypes: ['object'] },
      },
      {
        rule: rule.message,
        path: '/tools/0/interactionExamples/assign/steps/1/response',
        detail: { kind: 'missing-member', member: 'action' },
      },
    ],
  },
  {
    name: 'sampling and roots payloads are objects; the roots request is empty (9.4)',
    document: withScenario([
      { type: 'sampling', request: 'Summarize', response: [] },
      { type: 'roots', request: { cursor: 'c1' }, response: 'file:///games' },
    ]),
    expected: [
      {
        rule: rule.message,
        path: '/tools/0/interactionExamples/assign/steps/0/request',
        detail: { kind: 'type-mismatch', expectedTypes: ['object'] },
      },
      {
        rule: rule.message,
        path: '/tools/0/interactionExamples/assign/steps/0/response',
        detail: { kind: 'type-mismatch', expectedTypes: ['object'] },
      },
      {
        rule: rule.interaction,
        path: '/tools/0/interactionExamples/assign/steps/1/request/cursor',
        detail: { kind: 'unexpected-member', member: 'cursor', allowedMembers: [] },
      },
      {
        rule: rule.message,
        path: '/tools/0/interactionExamples/assign/steps/1/response',
        detail: { kind: 'type-mismatch', expectedTypes: ['object'] },
      },
    ],
  },
  {
    name: 'interaction result is a completed Tool result (9.4)',
    document: withScenario([rootsStep], { result: { isError: true } }),
    expected: [
      {
        rule: rule.result,
        path: '/tools/0/interactionExamples/assign/result',
        detail: { kind: 'missing-member', member: 'content' },
      },
    ],
  },
];

describe('Tool objects (9)', () => {
  for (const format of formats) {
    it.each(closedCases.map((c) => [c.name, c] as const))(
      `${format}: valid %s; undeclared members are rejected`,
      (_name, testCase) => checkClosed(testCase, format, expect),
    );
    it.each(cases.map((c) => [c.name, c] as const))(`${format}: %s`, (_name, testCase) =>
      checkCase(testCase, format, expect),
    );
  }
});
