// Resource Objects (10.1), Resource Template Objects (10.2), Resource Annotations (10.3), named Resource and Resource
// Template Examples with completed read results (10.4.1-10.4.4) and completion examples (10.4.6).
import { describe, expect, it } from 'vitest';
import { iso8601Pattern, uriTemplatePattern } from '../../core/schema/defs/resources.ts';
import { checkCase, documentWith, formats, type StructuralCase, checkClosed, type ClosedCase } from './helpers.ts';

const primitiveMembers = [
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
];
const resourceMembers = [...primitiveMembers, 'uri', 'mimeType', 'size', 'annotations', 'examples'];
const templateMembers = [
  ...primitiveMembers,
  'uriTemplate',
  'mimeType',
  'annotations',
  'examples',
  'completionExamples',
];
const namePattern = '^[A-Za-z0-9._-]+$';

const rule = {
  resource: 'mcpdesc.resource.members',
  annotations: 'mcp.annotations.members',
  example: 'mcpdesc.example.members',
  result: 'mcp.example-result.members',
  contents: 'mcp.content.members',
  template: 'mcp.resource-template.uri-template',
};

const readResult = (extra: Record<string, unknown> = {}) => ({
  contents: [{ uri: 'chess://leaderboard/classical', mimeType: 'application/json', text: '{"players":[]}' }],
  ...extra,
});
const resource = (extra: Record<string, unknown> = {}) => ({
  uri: 'chess://leaderboard/classical',
  name: 'classical_leaderboard',
  ...extra,
});
const template = (extra: Record<string, unknown> = {}) => ({
  uriTemplate: 'chess://games/{game_id}',
  name: 'game_detail',
  ...extra,
});
const withResource = (extra: Record<string, unknown>) => documentWith({ resources: [resource(extra)] });
const withTemplate = (extra: Record<string, unknown>) => documentWith({ resourceTemplates: [template(extra)] });
const completion = (extra: Record<string, unknown> = {}) => ({
  argument: { name: 'game_id', value: 'exa' },
  result: { completion: { values: ['example-1234', 'example-5678'], total: 2, hasMore: false } },
  ...extra,
});
const withCompletion = (value: unknown) => withTemplate({ completionExamples: { ids: value } });

const closedCases: ClosedCase[] = [
  {
    name: 'Resource with every member (10.1.1, 10.6)',
    document: documentWith({
      protocolVersions: ['2025-11-25', '2026-07-28'],
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
      components: { resourceExamples: { TopTwo: { result: readResult() } } },
      resources: [
        resource({
          protocolVersions: ['2026-07-28'],
          title: 'Classical Leaderboard',
          description: 'Current top-100 classical ratings',
          mimeType: 'application/json',
          size: 2048,
          annotations: { audience: ['user', 'assistant'], priority: 0.9, lastModified: '2026-08-24T10:00:00Z' },
          examples: {
            'top-two': {
              result: readResult({
                resultType: 'complete',
                ttlMs: 60000,
                cacheScope: 'public',
                _meta: { 'com.example/k': 1 },
              }),
            },
            shared: { $componentRef: '#/components/resourceExamples/TopTwo' },
            binary: {
              result: {
                contents: [{ uri: 'chess://leaderboard/classical.png', mimeType: 'image/png', blob: 'iVBORw0KGgo=' }],
              },
            },
          },
          icons: [{ src: 'https://chess.example.com/board.svg' }],
          tags: ['leaderboard'],
          elicitations: [{ name: 'consent', mode: 'url', message: 'Accept the terms first' }],
          deprecated: false,
          _meta: { 'com.example/origin': 'fide' },
          security: [{ bearer: [] }],
          clientRequirements: { roots: {} },
        }),
      ],
    }),
    object: '/resources/0',
    rule: rule.resource,
    allowedMembers: resourceMembers,
    extensible: true,
  },
  {
    name: 'Resource Template with every member (10.2.1, 10.6)',
    document: documentWith({
      protocolVersions: ['2025-11-25', '2026-07-28'],
      components: { resourceTemplateExamples: { Sample: { uri: 'chess://games/example-1234', result: readResult() } } },
      resourceTemplates: [
        template({
          protocolVersions: ['2026-07-28'],
          title: 'Game Detail',
          description: 'Full details of a chess game',
          mimeType: 'application/json',
          annotations: { audience: ['assistant'], priority: 0.7 },
          examples: {
            'sample-game': {
              uri: 'chess://games/example-1234',
              result: readResult({ resultType: 'complete', ttlMs: 0, cacheScope: 'private' }),
            },
            reused: { $componentRef: '#/components/resourceTemplateExamples/Sample' },
          },
          completionExamples: { ids: completion({ context: { arguments: { owner: 'example-club' } } }) },
          icons: [{ src: 'https://chess.example.com/game.svg' }],
          tags: ['game'],
          elicitations: [
            {
              name: 'pick',
              mode: 'form',
              message: 'Pick a board',
              requestedSchema: { type: 'object', properties: {} },
            },
          ],
          deprecated: true,
          _meta: {},
          security: [],
          clientRequirements: { sampling: {} },
        }),
      ],
    }),
    object: '/resourceTemplates/0',
    rule: rule.resource,
    allowedMembers: templateMembers,
    extensible: true,
  },
  {
    name: 'Resource Annotations (10.3): closed, no extensions',
    document: withResource({ annotations: { audience: ['user'], priority: 0, lastModified: '2026-08-24' } }),
    object: '/resources/0/annotations',
    rule: rule.annotations,
    allowedMembers: ['audience', 'priority', 'lastModified'],
    extensible: false,
  },
  {
    name: 'Static Resource Example Object (10.4.2)',
    document: withResource({ examples: { 'top-two': { result: readResult() } } }),
    object: '/resources/0/examples/top-two',
    rule: rule.example,
    allowedMembers: ['result'],
    extensible: true,
  },
  {
    name: 'Resource Template Example Object (10.4.3)',
    document: withTemplate({ examples: { sample: { uri: 'chess://games/example-1234', result: readResult() } } }),
    object: '/resourceTemplates/0/examples/sample',
    rule: rule.example,
    allowedMembers: ['uri', 'result'],
    extensible: true,
  },
  {
    name: 'Resource Template completion example (10.4.6)',
    document: withCompletion(completion()),
    object: '/resourceTemplates/0/completionExamples/ids',
    rule: rule.example,
    allowedMembers: ['argument', 'context', 'result'],
    extensible: true,
  },
  {
    name: 'completion argument (10.4.6)',
    document: withCompletion(completion()),
    object: '/resourceTemplates/0/completionExamples/ids/argument',
    rule: rule.example,
    allowedMembers: ['name', 'value'],
    extensible: false,
  },
  {
    name: 'completion context (10.4.6)',
    document: withCompletion(completion({ context: { arguments: { owner: 'example-club' } } })),
    object: '/resourceTemplates/0/completionExamples/ids/context',
    rule: rule.example,
    allowedMembers: ['arguments'],
    extensible: false,
  },
  {
    name: 'completion object of a completion result (3.6): closed',
    document: withCompletion(completion()),
    object: '/resourceTemplates/0/completionExamples/ids/result/completion',
    rule: 'mcp.completion.result-closed',
    allowedMembers: ['values', 'total', 'hasMore'],
    extensible: false,
  },
];

const cases: StructuralCase[] = [
  // 10.1
  {
    name: 'Resource without uri and name (10.1.1)',
    document: documentWith({ resources: [{ title: 'Leaderboard' }] }),
    expected: [
      {
        rule: rule.resource,
        path: '/resources/0',
        detail: { kind: 'missing-member', member: 'uri' },
        message: 'Resource Object at resources[0] is missing required member "uri"',
      },
      { rule: rule.resource, path: '/resources/0', detail: { kind: 'missing-member', member: 'name' } },
    ],
  },
  {
    name: 'Resource uri must be an absolute RFC 3986 URI (10.1.2, 15.6)',
    document: documentWith({
      resources: [resource({ uri: 'leaderboard/classical' }), resource({ uri: 'chess://leader board' })],
    }),
    expected: [
      {
        rule: 'mcp.resource.uri',
        path: '/resources/0/uri',
        detail: { kind: 'constraint', keyword: 'format', format: 'uri' },
      },
      {
        rule: 'mcp.resource.uri',
        path: '/resources/1/uri',
        detail: { kind: 'constraint', keyword: 'format', format: 'uri' },
      },
    ],
  },
  {
    name: 'custom URI schemes are accepted, a relative reference is not (10.1.2)',
    document: documentWith({
      resources: [
        resource({ uri: 'chess://rules/fide-2024' }),
        resource({ uri: 'urn:example:rules' }),
        resource({ uri: 'file:///games/1.pgn' }),
        resource({ uri: '/rules/fide-2024' }),
      ],
    }),
    expected: [
      {
        rule: 'mcp.resource.uri',
        path: '/resources/3/uri',
        detail: { kind: 'constraint', keyword: 'format', format: 'uri' },
      },
    ],
  },
  {
    name: 'Resource size is an integer (10.1.1, 3.6)',
    document: documentWith({ resources: [resource({ size: 10.5 }), resource({ size: '10' }), resource({ size: -1 })] }),
    expected: [
      {
        rule: 'mcp.resource.size',
        path: '/resources/0/size',
        detail: { kind: 'type-mismatch', expectedTypes: ['integer'] },
      },
      {
        rule: 'mcp.resource.size',
        path: '/resources/1/size',
        detail: { kind: 'type-mismatch', expectedTypes: ['integer'] },
      },
    ],
  },
  {
    name: 'empty ordinary collections on a Resource (3.3)',
    document: withResource({ icons: [], tags: [], elicitations: [], examples: {} }),
    expected: [
      {
        rule: rule.resource,
        path: '/resources/0/icons',
        detail: { kind: 'constraint', keyword: 'minItems', limit: 1 },
      },
      { rule: rule.resource, path: '/resources/0/tags', detail: { kind: 'constraint', keyword: 'minItems', limit: 1 } },
      {
        rule: rule.resource,
        path: '/resources/0/elicitations',
        detail: { kind: 'constraint', keyword: 'minItems', limit: 1 },
      },
      {
        rule: rule.example,
        path: '/resources/0/examples',
        detail: { kind: 'constraint', keyword: 'minProperties', limit: 1 },
      },
    ],
  },

  // 10.2
  {
    name: 'Resource Template without uriTemplate, with a Resource-only member (10.2.1)',
    document: documentWith({ resourceTemplates: [{ name: 'game_detail', uri: 'chess://games/1', size: 1 }] }),
    expected: [
      {
        rule: rule.resource,
        path: '/resourceTemplates/0',
        detail: { kind: 'missing-member', member: 'uriTemplate' },
        message: 'Resource Template Object at resourceTemplates[0]',
      },
      {
        rule: rule.resource,
        path: '/resourceTemplates/0/uri',
        detail: { kind: 'unexpected-member', member: 'uri', allowedMembers: templateMembers },
      },
      {
        rule: rule.resource,
        path: '/resourceTemplates/0/size',
        detail: { kind: 'unexpected-member', member: 'size', allowedMembers: templateMembers },
      },
    ],
  },
  {
    name: 'RFC 6570 templates of every level are accepted, an unclosed expression is not (10.2.1)',
    document: documentWith({
      resourceTemplates: [
        template({ uriTemplate: 'chess://players/{player_id}/games?from={start_date}&to={end_date}' }),
        template({ uriTemplate: 'file:///{+path}' }),
        template({ uriTemplate: 'chess://clubs/{owner,repository}/{id:3}{?page,per_page}{#section}' }),
        template({ uriTemplate: 'chess://tree{/segments*}{.format}{;params*}{&extra}' }),
        template({ uriTemplate: 'chess://p%20q/{player.id}/é' }),
        template({ uriTemplate: 'chess://games/{id' }),
      ],
    }),
    expected: [
      {
        rule: rule.template,
        path: '/resourceTemplates/5/uriTemplate',
        detail: { kind: 'constraint', keyword: 'pattern', pattern: uriTemplatePattern },
      },
    ],
  },
  {
    name: 'uriTemplate that is not an RFC 6570 template (10.2.1)',
    document: documentWith({
      resourceTemplates: [
        template({ uriTemplate: 'chess://games/{game id}' }),
        template({ uriTemplate: 'chess://games/{game_id' }),
        template({ uriTemplate: 'chess://games/{}' }),
        template({ uriTemplate: 'chess://games/{id:0}' }),
        template({ uriTemplate: 'chess://games/100%' }),
      ],
    }),
    expected: [0, 1, 2, 3, 4].map((i) => ({
      rule: rule.template,
      path: `/resourceTemplates/${i}/uriTemplate`,
      detail: { kind: 'constraint', keyword: 'pattern', pattern: uriTemplatePattern },
      message: 'is not an RFC 6570 URI template',
    })),
  },

  // 10.3
  {
    name: 'Resource Annotations values (10.3)',
    document: withResource({ annotations: { audience: ['user', 'robot'], priority: 1.5, lastModified: 'yesterday' } }),
    expected: [
      {
        rule: rule.annotations,
        path: '/resources/0/annotations/audience/1',
        detail: { kind: 'invalid-value', allowedValues: ['user', 'assistant'] },
      },
      {
        rule: rule.annotations,
        path: '/resources/0/annotations/priority',
        detail: { kind: 'constraint', keyword: 'maximum', comparison: '<=', limit: 1 },
      },
      {
        rule: rule.annotations,
        path: '/resources/0/annotations/lastModified',
        detail: { kind: 'constraint', keyword: 'pattern', pattern: iso8601Pattern },
      },
    ],
  },
  {
    name: 'Tool Annotation fields are not Resource Annotations (10.3)',
    document: withTemplate({ annotations: { readOnlyHint: true, priority: -0.1 } }),
    expected: [
      {
        rule: rule.annotations,
        path: '/resourceTemplates/0/annotations/readOnlyHint',
        detail: {
          kind: 'unexpected-member',
          member: 'readOnlyHint',
          allowedMembers: ['audience', 'priority', 'lastModified'],
        },
      },
      {
        rule: rule.annotations,
        path: '/resourceTemplates/0/annotations/priority',
        detail: { kind: 'constraint', keyword: 'minimum', comparison: '>=', limit: 0 },
      },
    ],
  },
  {
    name: 'ISO 8601 lastModified forms are accepted, other dates are not (10.3, 15.6)',
    document: documentWith({
      resources: [
        resource({ annotations: { lastModified: '2026-08-24T10:00:00.125+02:00' } }),
        resource({ annotations: { lastModified: '2026-08-24T10:00' } }),
        resource({ annotations: { lastModified: 'Aug 24, 2026' } }),
      ],
    }),
    expected: [
      {
        rule: rule.annotations,
        path: '/resources/2/annotations/lastModified',
        detail: { kind: 'constraint', keyword: 'pattern', pattern: iso8601Pattern },
        message: 'is not an ISO 8601 date or date-time',
      },
    ],
  },

  // 10.4
  {
    name: 'example names follow ^[A-Za-z0-9._-]+$ (10.4.1)',
    document: withResource({ examples: { 'top two': { result: readResult() } } }),
    expected: [
      {
        rule: rule.example,
        path: '/resources/0/examples/top two',
        detail: { kind: 'constraint', keyword: 'propertyNames', member: 'top two', pattern: namePattern },
      },
    ],
  },
  {
    name: 'a static Resource Example does not repeat the uri and needs a result (10.4.2)',
    document: withResource({ examples: { dup: { uri: 'chess://leaderboard/classical' } } }),
    expected: [
      {
        rule: rule.example,
        path: '/resources/0/examples/dup',
        detail: { kind: 'missing-member', member: 'result' },
        message: 'Static Resource Example',
      },
      {
        rule: rule.example,
        path: '/resources/0/examples/dup/uri',
        detail: { kind: 'unexpected-member', member: 'uri', allowedMembers: ['result'] },
      },
    ],
  },
  {
    name: 'a Resource Template Example needs a string uri and a result (10.4.3)',
    document: withTemplate({ examples: { a: { result: readResult() }, b: { uri: 42, result: 'text' } } }),
    expected: [
      {
        rule: rule.example,
        path: '/resourceTemplates/0/examples/a',
        detail: { kind: 'missing-member', member: 'uri' },
      },
      {
        rule: rule.example,
        path: '/resourceTemplates/0/examples/b/uri',
        detail: { kind: 'type-mismatch', expectedTypes: ['string'] },
      },
      {
        rule: rule.result,
        path: '/resourceTemplates/0/examples/b/result',
        detail: { kind: 'type-mismatch', expectedTypes: ['object'] },
      },
    ],
  },
  {
    name: 'a completed read result has non-empty contents (10.4.4)',
    document: withResource({ examples: { none: { result: {} }, empty: { result: { contents: [] } } } }),
    expected: [
      {
        rule: rule.result,
        path: '/resources/0/examples/none/result',
        detail: { kind: 'missing-member', member: 'contents' },
        message: 'Resource read result',
      },
      {
        rule: rule.result,
        path: '/resources/0/examples/empty/result/contents',
        detail: { kind: 'constraint', keyword: 'minItems', limit: 1 },
      },
    ],
  },
  {
    name: 'contents entries: uri and exactly one of text or blob (10.4.4)',
    document: withResource({
      examples: {
        mixed: {
          result: {
            contents: [
              { uri: 'chess://a', text: 'x', blob: 'eA==' },
              { uri: 'chess://b', mimeType: 'text/plain' },
              { text: 'no uri' },
              'chess://c',
            ],
          },
        },
      },
    }),
    expected: [
      {
        rule: rule.contents,
        path: '/resources/0/examples/mixed/result/contents/0',
        detail: { kind: 'conflicting-members', members: ['text', 'blob'] },
      },
      {
        rule: rule.contents,
        path: '/resources/0/examples/mixed/result/contents/1',
        detail: { kind: 'missing-member', member: 'blob' },
      },
      {
        rule: rule.contents,
        path: '/resources/0/examples/mixed/result/contents/2',
        detail: { kind: 'missing-member', member: 'uri' },
      },
      {
        rule: rule.contents,
        path: '/resources/0/examples/mixed/result/contents/3',
        detail: { kind: 'type-mismatch', expectedTypes: ['object'] },
      },
    ],
  },
  {
    name: 'completed-result fields in a read result (3.6, 10.4.4)',
    document: withResource({
      examples: {
        cached: { result: readResult({ resultType: 'incomplete', ttlMs: '60000', cacheScope: 'everyone' }) },
      },
    }),
    expected: [
      {
        rule: rule.result,
        path: '/resources/0/examples/cached/result/resultType',
        detail: { kind: 'invalid-value', allowedValues: ['complete'] },
      },
      {
        rule: 'mcp.cacheable-result.ttl-ms',
        path: '/resources/0/examples/cached/result/ttlMs',
        detail: { kind: 'type-mismatch', expectedTypes: ['integer'] },
      },
      {
        rule: rule.result,
        path: '/resources/0/examples/cached/result/cacheScope',
        detail: { kind: 'invalid-value', allowedValues: ['public', 'private'] },
      },
    ],
  },
  {
    name: 'example references use their own namespace (10.4.1, 17.2)',
    document: documentWith({
      resources: [resource({ examples: { a: { $componentRef: '#/components/resourceTemplateExamples/Sample' } } })],
      resourceTemplates: [
        template({ examples: { b: { $componentRef: '#/components/resourceExamples/TopTwo', 'x-note': 1 } } }),
      ],
    }),
    expected: [
      {
        rule: 'mcpdesc.components.references',
        path: '/resources/0/examples/a/$componentRef',
        detail: { kind: 'constraint', keyword: 'pattern', pattern: '^#/components/resourceExamples/[A-Za-z0-9._-]+$' },
      },
      {
        rule: 'mcpdesc.components.references',
        path: '/resourceTemplates/0/examples/b/$componentRef',
        detail: {
          kind: 'constraint',
          keyword: 'pattern',
          pattern: '^#/components/resourceTemplateExamples/[A-Za-z0-9._-]+$',
        },
      },
      {
        rule: 'mcpdesc.components.members',
        path: '/resourceTemplates/0/examples/b/x-note',
        detail: { kind: 'unexpected-member', member: 'x-note', allowedMembers: ['$componentRef'] },
      },
    ],
  },

  // 10.4.6
  {
    name: 'completionExamples: non-empty, named by the grammar, inline only (10.4.6)',
    document: documentWith({
      resourceTemplates: [
        template({ completionExamples: {} }),
        template({
          completionExamples: {
            'by id': completion(),
            ref: { $componentRef: '#/components/resourceTemplateExamples/Sample' },
          },
        }),
      ],
    }),
    expected: [
      {
        rule: rule.example,
        path: '/resourceTemplates/0/completionExamples',
        detail: { kind: 'constraint', keyword: 'minProperties', limit: 1 },
      },
      {
        rule: rule.example,
        path: '/resourceTemplates/1/completionExamples/by id',
        detail: { kind: 'constraint', keyword: 'propertyNames', member: 'by id', pattern: namePattern },
      },
      {
        rule: rule.example,
        path: '/resourceTemplates/1/completionExamples/ref',
        detail: { kind: 'missing-member', member: 'argument' },
      },
      {
        rule: rule.example,
        path: '/resourceTemplates/1/completionExamples/ref',
        detail: { kind: 'missing-member', member: 'result' },
      },
      {
        rule: rule.example,
        path: '/resourceTemplates/1/completionExamples/ref/$componentRef',
        detail: {
          kind: 'unexpected-member',
          member: '$componentRef',
          allowedMembers: ['argument', 'context', 'result'],
        },
      },
    ],
  },
  {
    name: 'completion argument needs string name and value (10.4.6)',
    document: withCompletion(completion({ argument: { name: 7 } })),
    expected: [
      {
        rule: rule.example,
        path: '/resourceTemplates/0/completionExamples/ids/argument',
        detail: { kind: 'missing-member', member: 'value' },
        message: 'Completion argument',
      },
      {
        rule: rule.example,
        path: '/resourceTemplates/0/completionExamples/ids/argument/name',
        detail: { kind: 'type-mismatch', expectedTypes: ['string'] },
      },
    ],
  },
  {
    name: 'completion context: a non-empty string map under arguments, never an empty object (10.4.6)',
    document: withTemplate({
      completionExamples: {
        a: completion({ context: {} }),
        b: completion({ context: { arguments: {} } }),
        c: completion({ context: { arguments: { owner: 1 } } }),
      },
    }),
    expected: [
      {
        rule: rule.example,
        path: '/resourceTemplates/0/completionExamples/a/context',
        detail: { kind: 'missing-member', member: 'arguments' },
      },
      {
        rule: rule.example,
        path: '/resourceTemplates/0/completionExamples/b/context/arguments',
        detail: { kind: 'constraint', keyword: 'minProperties', limit: 1 },
      },
      {
        rule: rule.example,
        path: '/resourceTemplates/0/completionExamples/c/context/arguments/owner',
        detail: { kind: 'type-mismatch', expectedTypes: ['string'] },
      },
    ],
  },
  {
    name: 'completion result: completion.values of strings (10.4.6)',
    document: withTemplate({
      completionExamples: {
        a: completion({ result: { values: ['x'] } }),
        b: completion({ result: { completion: { total: 1 } } }),
        c: completion({ result: { completion: { values: 'x' } } }),
        d: completion({ result: { resultType: 'complete', completion: { values: [1] } } }),
      },
    }),
    expected: [
      {
        rule: rule.result,
        path: '/resourceTemplates/0/completionExamples/a/result',
        detail: { kind: 'missing-member', member: 'completion' },
      },
      {
        rule: rule.result,
        path: '/resourceTemplates/0/completionExamples/b/result/completion',
        detail: { kind: 'missing-member', member: 'values' },
      },
      {
        rule: rule.result,
        path: '/resourceTemplates/0/completionExamples/c/result/completion/values',
        detail: { kind: 'type-mismatch', expectedTypes: ['array'] },
      },
      {
        rule: rule.result,
        path: '/resourceTemplates/0/completionExamples/d/result/completion/values/0',
        detail: { kind: 'type-mismatch', expectedTypes: ['string'] },
      },
    ],
  },
];

describe('Resource and Resource Template objects (10)', () => {
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
