// How src/share-data/dictionary-v2.ts was made: the preset DEFLATE dictionaries of share format v2 (src/share.ts),
// built from the MCP Description vocabulary: member names, common values and the structures they form, written as
// JSON (2-space indent and compact) and as YAML, and common words of descriptions. Beside them, copies of the
// built-in examples as they were when v2 was made (a link to an edited example sends only what differs from it).
// A link made with a dictionary opens only with the same bytes, so the generated file is frozen:
// `--check` verifies that this script still makes it, and a different dictionary needs a new share format version
// (test/app/share.test.ts pins its hash). The examples may change; their v2 copies never do.
//
//   npx tsx scripts/build-share-dictionary.ts           # print the dictionaries' sizes
//   npx tsx scripts/build-share-dictionary.ts --check   # is the frozen file what this script makes?
//   npx tsx scripts/build-share-dictionary.ts --write   # (new format versions only) write the file
import { readFileSync, writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { serialize } from '../core/document/serialize.ts';

const out = new URL('../src/share-data/dictionary-v2.ts', import.meta.url);

// A synthetic description that uses the common members with common values. Prose is left empty: what repeats across
// descriptions is their structure, not their sentences. The order of members follows spec section 18.
const text = { type: 'string', description: '' };
const skeleton = {
  $schema: 'https://mcpdesc.org/schema/mcp-description/0.9.0-rc.3.json',
  mcpdesc: '0.9.0',
  info: {
    name: '',
    title: '',
    version: '1.0.0',
    description: '',
    icons: [{ src: 'https://', mimeType: 'image/png', sizes: ['48x48'] }],
    websiteUrl: 'https://',
    contact: { name: '', url: 'https://', email: '' },
    license: { name: 'MIT', url: 'https://' },
  },
  instructions: '',
  protocolVersions: ['2025-06-18', '2025-11-25', '2026-07-28'],
  transports: [
    { type: 'streamable-http', url: 'https://' },
    { type: 'stdio', command: 'npx', args: ['-y', ''], env: {}, security: [] },
    { type: 'sse', url: 'https://', protocolVersions: ['2024-11-05', '2025-03-26'] },
  ],
  securitySchemes: {
    bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: '' },
    apiKey: { type: 'apiKey', in: 'header', name: 'X-API-Key', description: '' },
    oauth: {
      type: 'oauth2',
      description: '',
      flows: {
        authorizationCode: {
          authorizationUrl: 'https://',
          tokenUrl: 'https://',
          refreshUrl: 'https://',
          scopes: { read: '', write: '' },
        },
        clientCredentials: { tokenUrl: 'https://', scopes: {} },
      },
    },
    oidc: { type: 'openIdConnect', description: '', openIdConnectUrl: 'https://' },
  },
  security: [{ oauth: ['read'] }, { bearer: [] }],
  capabilities: [
    {
      protocolVersions: ['2025-11-25'],
      tools: { listChanged: true },
      resources: { subscribe: true, listChanged: true },
      prompts: { listChanged: false },
      logging: {},
      completions: {},
    },
  ],
  tools: [
    {
      name: '',
      title: '',
      description: '',
      tags: [''],
      protocolVersions: ['2025-11-25', '2026-07-28'],
      inputSchema: {
        type: 'object',
        properties: {
          query: { ...text, minLength: 1 },
          limit: { type: 'integer', description: '', minimum: 1, maximum: 100, default: 10 },
          id: text,
          count: { type: 'number' },
          enabled: { type: 'boolean', default: false },
          items: { type: 'array', items: { type: 'string' } },
          status: { type: 'string', enum: ['', ''] },
          date: { type: 'string', format: 'date-time' },
          url: { type: 'string', format: 'uri' },
          email: { type: 'string', format: 'email', pattern: '^' },
        },
        required: ['query'],
        additionalProperties: false,
      },
      outputSchema: {
        type: 'object',
        properties: {
          results: {
            type: 'array',
            items: { type: 'object', properties: { id: { type: 'string' } }, required: ['id'] },
          },
        },
        required: ['results'],
      },
      annotations: {
        title: '',
        readOnlyHint: true,
        destructiveHint: false,
        idempotentHint: true,
        openWorldHint: false,
      },
      execution: { taskSupport: 'optional' },
      security: [{ bearer: [] }],
      clientRequirements: { sampling: {}, elicitation: {}, roots: {} },
      elicitations: [
        {
          name: '',
          mode: 'form',
          message: '',
          when: '',
          requestedSchema: {
            type: 'object',
            properties: { confirm: { type: 'boolean', title: '', default: true } },
            required: ['confirm'],
          },
          onDecline: '',
          onCancel: '',
        },
        { name: '', mode: 'url', message: '', url: 'https://' },
      ],
      examples: {
        '': {
          input: { query: '' },
          result: {
            resultType: 'complete',
            content: [
              { type: 'text', text: '' },
              { type: 'image', mimeType: 'image/png', data: '' },
              { type: 'resource_link', uri: '', name: '', mimeType: 'application/json' },
            ],
            structuredContent: {},
            isError: true,
          },
        },
        ref: { $componentRef: '#/components/toolExamples/' },
      },
    },
  ],
  resources: [
    {
      uri: 'file:///',
      name: '',
      title: '',
      description: '',
      mimeType: 'text/plain',
      size: 0,
      annotations: { audience: ['user', 'assistant'], priority: 0.5, lastModified: '2025-01-01T00:00:00Z' },
      examples: { '': { result: { contents: [{ uri: '', mimeType: 'application/json', text: '' }] } } },
    },
  ],
  resourceTemplates: [
    {
      uriTemplate: '://{id}',
      name: '',
      title: '',
      description: '',
      mimeType: 'application/json',
      examples: { '': { uri: '', result: { contents: [{ uri: '', mimeType: 'text/markdown', text: '' }] } } },
      completionExamples: {
        '': { argument: { name: '', value: '' }, result: { completion: { values: [''], total: 1, hasMore: false } } },
      },
    },
  ],
  prompts: [
    {
      name: '',
      title: '',
      description: '',
      arguments: [{ name: '', description: '', required: true }],
      examples: {
        '': {
          input: {},
          result: {
            description: '',
            messages: [
              { role: 'user', content: { type: 'text', text: '' } },
              { role: 'assistant', content: { type: 'text', text: '' } },
            ],
          },
        },
      },
    },
  ],
  tags: [{ name: '', description: '' }],
  components: {
    schemas: { '': { type: 'object', properties: {} } },
    toolExamples: {},
    resourceExamples: {},
    promptExamples: {},
  },
};

// Fragments that a skeleton with one entry per collection cannot show in place: other inline styles of the same
// members, result tabs of the app (they travel with the text), and the MCP protocol versions in other combinations.
const fragments = [
  'diagnostics',
  'view:2025-11-25',
  'native:2025-06-18:tools',
  'docs:2026-07-28',
  'compare:2024-11-05:2026-07-28',
  'results',
  'rules:mcpdesc.',
  '"protocolVersions": ["2025-11-25"]',
  '"protocolVersions": ["2025-06-18"]',
  '"protocolVersions": ["2024-11-05", "2025-03-26"]',
  '"protocolVersions": ["2025-03-26", "2025-06-18", "2025-11-25", "2026-07-28"]',
  '{ "type": "string" }',
  '{ "type": "string", "description": "',
  '{ "type": "integer", "minimum": 1',
  '{ "type": "boolean" }',
  '{ "type": "array", "items": { "type": "string" } }',
  '"required": ["',
  '"additionalProperties": false',
  '{ "listChanged": true }',
  '{ "listChanged": false }',
  '"annotations": { "readOnlyHint": true, "openWorldHint": false }',
  '"annotations": { "readOnlyHint": false, "destructiveHint": true, "idempotentHint": false, "openWorldHint": true }',
  '"content": [{ "type": "text", "text": "',
  '"result": { "content": [',
  '"examples": {',
  '"input": { "',
  '"mimeType": "application/json"',
  '"mimeType": "text/plain"',
  '"mimeType": "text/markdown"',
  '"isError": true',
  '"security": [{ "',
  '"security": []',
  '"scopes": {',
  '"tags": ["',
  '"name": "',
  '"description": "',
  '"title": "',
  '"type": "',
  '"x-',
  'required: [',
  'protocolVersions: ["2025-06-18", "2025-11-25", "2026-07-28"]',
  'type: object',
  'type: string',
  'type: integer',
  'type: boolean',
  'type: array',
  'additionalProperties: false',
  'readOnlyHint: true',
  'openWorldHint: false',
  'destructiveHint: false',
  'idempotentHint: true',
  'description: ',
  'title: ',
  '  - name: ',
].join('\n');

// Descriptions are English prose written for people and models: the words they use most, each after a space.
const words =
  'the of and to a in for is on that by this with it you are from at as be or an can will all your have not more which their has one when if they about what there use new other some may any each only also into than them these its time no way could would should must first after before over such where both between used using returns return list lists read write create update delete get set search find file files data user users server client request response error errors name names value values id ids version versions type types text number string date time example examples optional required default current given per without within whether every';
const prose = `${words
  .split(' ')
  .map((w) => ` ${w}`)
  .join('')}. `;

/** The dictionary for text as written: YAML, then prose, then JSON with 2-space indent (the later, the cheaper to reach). */
export function prettyDictionary(): string {
  return `${fragments}\n${serialize(skeleton, 'yaml')}${prose}\n${serialize(skeleton, 'json')}`;
}

/** The dictionary for canonical JSON sent compact (src/share.ts `canonical` transform). */
export function compactDictionary(): string {
  const compact = fragments
    .split('\n')
    .filter((f) => f.startsWith('"') || f.startsWith('{'))
    .map((f) => f.replace(/": /g, '":').replace(/, "/g, ',"').replace(/\{ /g, '{').replace(/ \}/g, '}'))
    .join('');
  return `${compact}${JSON.stringify(skeleton)}${prose}`;
}

/** Built-in examples, in the order of their v2 base numbers (1, 2, …): never reordered, only appended to in a new version. */
const baseExamples = [
  'minimal.mcpdesc.json',
  'security.mcpdesc.json',
  'tags-and-extensions.mcpdesc.json',
  'multi-version.mcpdesc.yaml',
  'elicitation.mcpdesc.yaml',
  'components.mcpdesc.yaml',
  'examples.mcpdesc.json',
  'invalid.mcpdesc.yaml',
];

function fileText(bases: string[]): string {
  const pretty = prettyDictionary();
  const compact = compactDictionary();
  return `// Generated by scripts/build-share-dictionary.ts for share format v2 (src/share.ts). FROZEN: every v2 link was
// compressed against exactly these strings; changing one byte breaks the links already shared. A new dictionary
// needs a new share format version. sha256(pretty) ${sha(pretty)}, sha256(compact) ${sha(compact)}.
export const prettyDictionaryV2 = ${JSON.stringify(pretty)};
export const compactDictionaryV2 = ${JSON.stringify(compact)};
/** The built-in examples as they were when share format v2 was made (${baseExamples.join(', ')}): base 1, 2, … of a link. */
export const basesV2: readonly string[] = ${JSON.stringify(bases, null, 0)};
`;
}

/** The bases as frozen in the file (the examples themselves may have changed since). */
function frozenBases(): string[] {
  const match = /export const basesV2: readonly string\[\] = (.*);\n$/s.exec(readFileSync(out, 'utf8'));
  return JSON.parse(match![1]!) as string[];
}

function sha(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

const mode = process.argv[2];
if (mode === '--write') {
  writeFileSync(
    out,
    fileText(baseExamples.map((file) => readFileSync(new URL(`../src/examples/${file}`, import.meta.url), 'utf8'))),
  );
  console.log(`wrote ${out.pathname}`);
} else if (mode === '--check') {
  const same = readFileSync(out, 'utf8') === fileText(frozenBases());
  console.log(
    same
      ? 'src/share-data/dictionary-v2.ts is what this script makes'
      : 'src/share-data/dictionary-v2.ts differs from what this script makes (frozen file: do not overwrite it)',
  );
  process.exitCode = same ? 0 : 1;
} else if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(
    `pretty ${new TextEncoder().encode(prettyDictionary()).length} bytes, compact ${new TextEncoder().encode(compactDictionary()).length} bytes`,
  );
}
