// Documentation preview: the declarations one protocol version sees (4.12), as a model of human-readable server
// documentation: server info and instructions, transports, security (schemes, their OAuth scopes, and the effective
// requirement of every operation, 7.5), tags with the operations that carry them (13), tools (annotations, parameters
// from inputSchema, output schema, elicitations, examples), resources, resource templates (URI template variables and a
// worked expansion of each example) and prompts (arguments). Every value is plain data for the UI to render as text
// (descriptions are Markdown source, rendered without raw HTML by the UI); `path` points into the document as written
// (references resolved, 17.4). No URL of the document is ever fetched.
import { isObject } from '../lib/data-model.ts';
import { resolveAll } from '../model/components.ts';
import { appendPointer } from '../lib/pointer.ts';
import { indexScopes } from '../model/scopes.ts';
import { tagCatalogue } from '../model/tags.ts';
import { parseTemplate, templateBindings, templateVariables } from '../lib/uri-template.ts';
import { countOf } from '../lib/plural.ts';

export interface DocsIcon {
  src: string;
  /** Only `data:image/…` icons may be shown as images; other URLs are never fetched. */
  inline: boolean;
  mimeType?: string;
}

export interface DocsParameter {
  name: string;
  type: string;
  required: boolean;
  /** Markdown source. */
  description?: string;
  constraints: string[];
  path: string;
}

export interface DocsExample {
  name: string;
  input?: string;
  result?: string;
  path: string;
}

/** An Elicitation Declaration (12) that applies to the documented version. */
export interface DocsElicitation {
  name: string;
  mode: string;
  message: string;
  when?: string;
  onDecline?: string;
  onCancel?: string;
  /** URL mode: the static URL, shown as text (12.4: never retrieved). */
  url?: string;
  /** Form mode: the fields of `requestedSchema`. */
  fields: DocsParameter[];
  /** Its own protocolVersions, when it narrows the containing primitive's scope (12.5). */
  scope?: string[];
  path: string;
}

/** Who may call an operation (7.5): its own requirement, or what it inherits per transport or from the root. */
export interface DocsAccess {
  /** `own`: the primitive's `security` (on every transport); `inherited`: per transport, else the root's. */
  source: 'own' | 'inherited';
  /** One line per case: `{ via: undefined }` for every transport alike, else the transport it applies through. */
  cases: { via?: string; requirement: string; from: 'primitive' | 'transport' | 'root' | 'none'; path?: string }[];
}

interface DocsOperation {
  tags: string[];
  elicitations: DocsElicitation[];
  access: DocsAccess;
}

export interface DocsTool extends DocsOperation {
  name: string;
  title?: string;
  description?: string;
  deprecated: boolean;
  icons: DocsIcon[];
  /** Annotation hints as badges (9.6). */
  badges: string[];
  parameters: DocsParameter[];
  output?: { parameters: DocsParameter[]; schema: string };
  examples: DocsExample[];
  /** The tool's own security requirement, when it has one (kept for the short line under the heading). */
  security?: string;
  path: string;
}

export interface DocsEntry extends DocsOperation {
  heading: string;
  title?: string;
  description?: string;
  deprecated: boolean;
  icons: DocsIcon[];
  facts: [string, string][];
  path: string;
}

/** A Resource Template example (10.4.3): its concrete URI and, when they can be read back, the variable values. */
export interface DocsTemplateExample {
  name: string;
  uri: string;
  /** Variable values that expand the template into `uri` (checked by expanding); undefined when not readable. */
  bindings?: [string, string][];
  path: string;
}

export interface DocsTemplate extends DocsEntry {
  variables: string[];
  examples: DocsTemplateExample[];
}

export interface DocsPrompt extends DocsEntry {
  arguments: { name: string; title?: string; description?: string; required: boolean; path: string }[];
}

/** A tag (13) with the operations of this version that carry it, in document order. */
export interface DocsTag {
  name: string;
  description?: string;
  /** False for a tag used without a root catalogue entry. */
  declared: boolean;
  operations: { kind: DocsOperationKind; name: string; path: string }[];
  path?: string;
}

export type DocsOperationKind = 'Tool' | 'Resource' | 'Resource template' | 'Prompt';

/** An OAuth 2.0 or OpenID Connect scope and the operations whose requirement names it. */
export interface DocsScope {
  scheme: string;
  scope: string;
  description?: string;
  operations: { kind: DocsOperationKind; name: string; path: string }[];
}

export interface DocsSecurityScheme {
  name: string;
  summary: string;
  description?: string;
  /** The scope catalogue of an OAuth 2.0 scheme (all flows), scope → description. */
  scopes: [string, string][];
  path: string;
}

/** A section of the documentation the version has, in the order every renderer shows them, with its title. */
export interface DocsSection {
  id: 'transports' | 'security' | 'tags' | 'tools' | 'resources' | 'templates' | 'prompts';
  title: string;
}

export interface DocsModel {
  version: string;
  /** The sections present (Security only when the document declares some), in order: one list for every renderer. */
  sections: DocsSection[];
  server: {
    name: string;
    title?: string;
    version?: string;
    description?: string;
    instructions?: string;
    facts: [string, string][];
    icons: DocsIcon[];
    path: string;
  };
  transports: { type: string; target: string; facts: [string, string][]; path: string }[];
  security: {
    /** Root requirement, or 'not declared'. */
    requirement: string;
    schemes: DocsSecurityScheme[];
    /** Every operation of the version with its effective requirement (7.5). */
    operations: { kind: DocsOperationKind; name: string; access: DocsAccess; path: string }[];
    /** Scopes named by the requirements in effect, with the operations that need them. */
    scopes: DocsScope[];
  };
  /** Root catalogue order first (13: display priority), then tags used without a catalogue entry. */
  tags: DocsTag[];
  tools: DocsTool[];
  resources: DocsEntry[];
  templates: DocsTemplate[];
  prompts: DocsPrompt[];
}

const str = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);
const json = (value: unknown): string => JSON.stringify(value, null, 2) ?? 'undefined';

function icons(value: unknown): DocsIcon[] {
  if (!Array.isArray(value)) return [];
  return value.filter(isObject).flatMap((icon) => {
    const src = str(icon.src);
    if (!src) return [];
    return [
      { src, inline: /^data:image\//i.test(src), ...(str(icon.mimeType) ? { mimeType: str(icon.mimeType)! } : {}) },
    ];
  });
}

/**
 * `bearer`, `oauth (read, write)`; alternatives (OR) joined by "or", schemes required together (AND) by "and"
 * (7.3); `[]` clears any inherited requirement and `[{}]` allows anonymous access (7.4).
 */
function describeSecurity(value: unknown): string | undefined {
  if (!Array.isArray(value)) return undefined;
  if (value.length === 0) return 'no authentication (security: [] clears any inherited requirement)';
  return value
    .map((requirement) => {
      if (!isObject(requirement)) return '?';
      const names = Object.keys(requirement);
      if (names.length === 0) return 'anonymous access';
      return names
        .map((n) =>
          Array.isArray(requirement[n]) && (requirement[n] as unknown[]).length > 0
            ? `${n} (${(requirement[n] as unknown[]).join(', ')})`
            : n,
        )
        .join(' and ');
    })
    .join(' or ');
}

function schemeSummary(scheme: Record<string, unknown>): string {
  const type = str(scheme.type) ?? '?';
  if (type === 'http')
    return `HTTP ${str(scheme.scheme) ?? ''}${str(scheme.bearerFormat) ? ` (${str(scheme.bearerFormat)})` : ''}`.trim();
  if (type === 'apiKey') return `API key in ${str(scheme.in) ?? '?'} "${str(scheme.name) ?? '?'}"`;
  if (type === 'oauth2' && isObject(scheme.flows))
    return `OAuth 2.0 (${Object.keys(scheme.flows)
      .filter((k) => !k.startsWith('x-'))
      .join(', ')})`;
  if (type === 'openIdConnect') return `OpenID Connect ${str(scheme.openIdConnectUrl) ?? ''}`.trim();
  return type;
}

/** The type column: `string`, `integer | null`, `enum`, `array of string`, `object`. */
function typeOf(schema: Record<string, unknown>): string {
  if (Array.isArray(schema.type)) return schema.type.join(' | ');
  if (typeof schema.type === 'string') {
    if (schema.type === 'array' && isObject(schema.items)) return `array of ${typeOf(schema.items)}`;
    return schema.type;
  }
  if (Array.isArray(schema.enum)) return 'enum';
  if (Object.hasOwn(schema, 'const')) return 'const';
  for (const key of ['anyOf', 'oneOf', 'allOf']) {
    const options = schema[key];
    if (Array.isArray(options))
      return options.map((o) => (isObject(o) ? typeOf(o) : '?')).join(key === 'allOf' ? ' & ' : ' | ');
  }
  return 'any';
}

const constraintKeys: [string, string][] = [
  ['minimum', '≥'],
  ['exclusiveMinimum', '>'],
  ['maximum', '≤'],
  ['exclusiveMaximum', '<'],
  ['minLength', 'min length'],
  ['maxLength', 'max length'],
  ['pattern', 'pattern'],
  ['format', 'format'],
  ['minItems', 'min items'],
  ['maxItems', 'max items'],
  ['uniqueItems', 'unique items'],
  ['multipleOf', 'multiple of'],
  ['default', 'default'],
  ['const', 'const'],
];

function constraintsOf(schema: Record<string, unknown>): string[] {
  const out: string[] = [];
  for (const [key, label] of constraintKeys)
    if (Object.hasOwn(schema, key)) out.push(`${label} ${JSON.stringify(schema[key])}`);
  if (Array.isArray(schema.enum)) out.push(`one of ${schema.enum.map((v) => JSON.stringify(v)).join(', ')}`);
  if (schema.additionalProperties === false) out.push('no other properties');
  return out;
}

/** Parameter rows of an object schema: its properties, nested object properties as `parent.child` (three levels). */
function parameters(schema: unknown, path: string, prefix = '', depth = 0): DocsParameter[] {
  if (!isObject(schema) || !isObject(schema.properties) || depth > 2) return [];
  const required = Array.isArray(schema.required) ? schema.required : [];
  const rows: DocsParameter[] = [];
  for (const [name, property] of Object.entries(schema.properties)) {
    const at = appendPointer(appendPointer(path, 'properties'), name);
    if (!isObject(property)) {
      rows.push({
        name: prefix + name,
        type: property === true ? 'any' : 'never',
        required: required.includes(name),
        constraints: [],
        path: at,
      });
      continue;
    }
    rows.push({
      name: prefix + name,
      type: typeOf(property),
      required: required.includes(name),
      ...(str(property.description)
        ? { description: str(property.description)! }
        : str(property.title)
          ? { description: str(property.title)! }
          : {}),
      constraints: constraintsOf(property),
      path: at,
    });
    rows.push(...parameters(property, at, `${prefix}${name}.`, depth + 1));
  }
  return rows;
}

function examples(value: unknown, path: string): DocsExample[] {
  if (!isObject(value)) return [];
  return Object.entries(value).flatMap(([name, example]) => {
    if (name.startsWith('x-') || !isObject(example)) return [];
    const at = appendPointer(path, name);
    return [
      {
        name,
        ...(Object.hasOwn(example, 'input') ? { input: json(example.input) } : {}),
        ...(Object.hasOwn(example, 'result') ? { result: json(example.result) } : {}),
        path: at,
      },
    ];
  });
}

const hintBadges: [string, boolean, string][] = [
  ['readOnlyHint', true, 'read-only'],
  ['destructiveHint', true, 'destructive'],
  ['destructiveHint', false, 'non-destructive'],
  ['idempotentHint', true, 'idempotent'],
  ['openWorldHint', true, 'open-world'],
  ['openWorldHint', false, 'closed-world'],
];

function badges(annotations: unknown): string[] {
  if (!isObject(annotations)) return [];
  return hintBadges.filter(([hint, value]) => annotations[hint] === value).map(([, , label]) => label);
}

function fact(facts: [string, string][], label: string, value: unknown): void {
  if (value === undefined) return;
  facts.push([label, typeof value === 'string' ? value : JSON.stringify(value)]);
}

/** The scope catalogue of an OAuth 2.0 scheme, over all its flows, in the order written. */
function schemeScopes(scheme: Record<string, unknown>): [string, string][] {
  const out: [string, string][] = [];
  if (!isObject(scheme.flows)) return out;
  for (const flow of Object.values(scheme.flows)) {
    if (!isObject(flow) || !isObject(flow.scopes)) continue;
    for (const [scope, description] of Object.entries(flow.scopes))
      if (!out.some(([s]) => s === scope)) out.push([scope, str(description) ?? '']);
  }
  return out;
}

/** (scheme, scope) pairs a Security Requirement Array names. */
function scopesNamed(value: unknown): [string, string][] {
  const out: [string, string][] = [];
  if (!Array.isArray(value)) return out;
  for (const requirement of value) {
    if (!isObject(requirement)) continue;
    for (const [scheme, scopes] of Object.entries(requirement)) {
      if (Array.isArray(scopes)) for (const scope of scopes) if (typeof scope === 'string') out.push([scheme, scope]);
    }
  }
  return out;
}

const operationKinds: Record<string, DocsOperationKind> = {
  tools: 'Tool',
  resources: 'Resource',
  resourceTemplates: 'Resource template',
  prompts: 'Prompt',
};

/** The documentation model of the declarations that protocol version `version` sees. */
export function documentationModel(document: unknown, version: string): DocsModel {
  const resolved = resolveAll(document).document;
  const root = isObject(resolved) ? resolved : {};
  const scopes = indexScopes(document);
  const inView = (path: string) => scopes.scopeOf(path).includes(version);
  const entries = (collection: string) =>
    (Array.isArray(root[collection]) ? (root[collection] as unknown[]) : [])
      .map((value, index) => ({ value, path: appendPointer(appendPointer('', collection), index) }))
      .filter((e): e is { value: Record<string, unknown>; path: string } => isObject(e.value) && inView(e.path));

  const info = isObject(root.info) ? root.info : {};
  const serverFacts: [string, string][] = [];
  fact(serverFacts, 'Website', str(info.websiteUrl));
  if (isObject(info.contact))
    fact(
      serverFacts,
      'Contact',
      [str(info.contact.name), str(info.contact.email), str(info.contact.url)].filter(Boolean).join(' · '),
    );
  if (isObject(info.license))
    fact(serverFacts, 'License', [str(info.license.name), str(info.license.url)].filter(Boolean).join(' · '));
  fact(serverFacts, 'MCP protocol version', version);

  const transports = entries('transports').map(({ value, path }) => {
    const facts: [string, string][] = [];
    if (Array.isArray(value.args)) fact(facts, 'Arguments', value.args.join(' '));
    if (isObject(value.env)) fact(facts, 'Environment', Object.keys(value.env).join(', '));
    if (isObject(value.headers)) fact(facts, 'Headers', Object.keys(value.headers).join(', '));
    const security = describeSecurity(value.security);
    if (security) fact(facts, 'Security', security);
    return {
      type: str(value.type) ?? '?',
      target: str(value.url) ?? str(value.command) ?? '',
      facts,
      path,
      security: value.security,
    };
  });

  // 7.5: a primitive's own `security` applies on every transport; otherwise the selected transport's, then the root's.
  const access = (value: Record<string, unknown>, path: string): DocsAccess => {
    if (Array.isArray(value.security))
      return {
        source: 'own',
        cases: [
          { requirement: describeSecurity(value.security)!, from: 'primitive', path: appendPointer(path, 'security') },
        ],
      };
    const fromRoot = Array.isArray(root.security)
      ? ({ requirement: describeSecurity(root.security)!, from: 'root', path: '/security' } as const)
      : ({ requirement: 'no requirement declared', from: 'none' } as const);
    if (!transports.some((t) => Array.isArray(t.security))) return { source: 'inherited', cases: [fromRoot] };
    return {
      source: 'inherited',
      cases: transports.map((t) => {
        const via = `${t.type} ${t.target}`.trim();
        return Array.isArray(t.security)
          ? {
              via,
              requirement: describeSecurity(t.security)!,
              from: 'transport',
              path: appendPointer(t.path, 'security'),
            }
          : { via, ...fromRoot };
      }),
    };
  };
  /** The requirement arrays in effect for an operation, for the scope index. */
  const arraysInEffect = (value: Record<string, unknown>): unknown[] => {
    if (Array.isArray(value.security)) return [value.security];
    const viaTransports = transports.filter((t) => Array.isArray(t.security)).map((t) => t.security);
    return transports.some((t) => !Array.isArray(t.security)) || transports.length === 0
      ? [...viaTransports, root.security]
      : viaTransports;
  };

  const elicitations = (value: Record<string, unknown>, path: string): DocsElicitation[] =>
    (Array.isArray(value.elicitations) ? value.elicitations : []).flatMap((declaration, index) => {
      const at = appendPointer(appendPointer(path, 'elicitations'), index);
      if (!isObject(declaration) || !inView(at)) return [];
      const schema = declaration.requestedSchema;
      const own = Array.isArray(declaration.protocolVersions)
        ? declaration.protocolVersions.filter((v): v is string => typeof v === 'string')
        : undefined;
      const text = (key: string) => (str(declaration[key]) !== undefined ? { [key]: str(declaration[key])! } : {});
      return [
        {
          name: str(declaration.name) ?? '(unnamed)',
          mode: str(declaration.mode) ?? '?',
          message: str(declaration.message) ?? '',
          ...text('when'),
          ...text('onDecline'),
          ...text('onCancel'),
          ...text('url'),
          fields: parameters(schema, appendPointer(at, 'requestedSchema')),
          ...(own ? { scope: own } : {}),
          path: at,
        },
      ];
    });

  const operation = (value: Record<string, unknown>, path: string): DocsOperation => ({
    tags: Array.isArray(value.tags) ? value.tags.filter((t): t is string => typeof t === 'string') : [],
    elicitations: elicitations(value, path),
    access: access(value, path),
  });

  const entryBase = (
    value: Record<string, unknown>,
    heading: string,
    path: string,
    facts: [string, string][],
  ): DocsEntry => ({
    heading,
    ...(str(value.title) ? { title: str(value.title)! } : {}),
    ...(str(value.description) ? { description: str(value.description)! } : {}),
    deprecated: value.deprecated === true,
    icons: icons(value.icons),
    facts,
    path,
    ...operation(value, path),
  });

  const tools: DocsTool[] = entries('tools').map(({ value, path }) => {
    const inputPath = appendPointer(path, 'inputSchema');
    const outputPath = appendPointer(path, 'outputSchema');
    const security = describeSecurity(value.security);
    return {
      name: str(value.name) ?? '(unnamed)',
      ...(str(value.title) ? { title: str(value.title)! } : {}),
      ...(str(value.description) ? { description: str(value.description)! } : {}),
      deprecated: value.deprecated === true,
      icons: icons(value.icons),
      badges: badges(value.annotations),
      parameters: parameters(value.inputSchema, inputPath),
      ...(isObject(value.outputSchema)
        ? { output: { parameters: parameters(value.outputSchema, outputPath), schema: json(value.outputSchema) } }
        : {}),
      examples: examples(value.examples, appendPointer(path, 'examples')),
      ...(security ? { security } : {}),
      path,
      ...operation(value, path),
    };
  });
  const resources = entries('resources').map(({ value, path }) => {
    const facts: [string, string][] = [];
    fact(facts, 'Name', str(value.name));
    fact(facts, 'MIME type', str(value.mimeType));
    fact(facts, 'Size', typeof value.size === 'number' ? countOf(value.size, 'byte') : undefined);
    if (isObject(value.annotations)) fact(facts, 'Annotations', value.annotations);
    return entryBase(value, str(value.uri) ?? '(no uri)', path, facts);
  });
  const templates = entries('resourceTemplates').map(({ value, path }) => {
    const facts: [string, string][] = [];
    fact(facts, 'Name', str(value.name));
    fact(facts, 'MIME type', str(value.mimeType));
    const template = str(value.uriTemplate) ?? '';
    const parsed = parseTemplate(template);
    const worked: DocsTemplateExample[] = Object.entries(isObject(value.examples) ? value.examples : {}).flatMap(
      ([name, example]) => {
        if (name.startsWith('x-') || !isObject(example) || typeof example.uri !== 'string') return [];
        const bindings = parsed.ok ? templateBindings(parsed.parts, example.uri) : undefined;
        return [
          {
            name,
            uri: example.uri,
            ...(bindings ? { bindings } : {}),
            path: appendPointer(appendPointer(path, 'examples'), name),
          },
        ];
      },
    );
    return {
      ...entryBase(value, template || '(no uriTemplate)', path, facts),
      variables: parsed.ok ? templateVariables(parsed.parts) : [],
      examples: worked,
    };
  });
  const prompts = entries('prompts').map(({ value, path }) => ({
    ...entryBase(value, str(value.name) ?? '(unnamed)', path, []),
    arguments: (Array.isArray(value.arguments) ? value.arguments : []).flatMap((argument, index) =>
      isObject(argument)
        ? [
            {
              name: str(argument.name) ?? '?',
              ...(str(argument.title) ? { title: str(argument.title)! } : {}),
              ...(str(argument.description) ? { description: str(argument.description)! } : {}),
              required: argument.required === true,
              path: appendPointer(appendPointer(path, 'arguments'), index),
            },
          ]
        : [],
    ),
  }));

  // Every operation of the version, in document order, for the security table, the scope index and the tags.
  const operations = [
    ...tools.map((t) => ({ kind: operationKinds.tools!, name: t.name, path: t.path, item: t })),
    ...resources.map((r) => ({ kind: operationKinds.resources!, name: r.heading, path: r.path, item: r })),
    ...templates.map((t) => ({ kind: operationKinds.resourceTemplates!, name: t.heading, path: t.path, item: t })),
    ...prompts.map((p) => ({ kind: operationKinds.prompts!, name: p.heading, path: p.path, item: p })),
  ];
  const valueAt = (path: string): Record<string, unknown> => {
    const [, collection, index] = path.split('/');
    const list = root[collection ?? ''];
    return Array.isArray(list) && isObject(list[Number(index)]) ? (list[Number(index)] as Record<string, unknown>) : {};
  };

  const schemes = isObject(root.securitySchemes) ? root.securitySchemes : {};
  const schemeList: DocsSecurityScheme[] = Object.entries(schemes)
    .filter(([name, scheme]) => !name.startsWith('x-') && isObject(scheme))
    .map(([name, scheme]) => {
      const s = scheme as Record<string, unknown>;
      return {
        name,
        summary: schemeSummary(s),
        ...(str(s.description) ? { description: str(s.description)! } : {}),
        scopes: schemeScopes(s),
        path: appendPointer('/securitySchemes', name),
      };
    });
  const scopeIndex: DocsScope[] = [];
  for (const op of operations) {
    for (const array of arraysInEffect(valueAt(op.path))) {
      for (const [scheme, scope] of scopesNamed(array)) {
        let entry = scopeIndex.find((e) => e.scheme === scheme && e.scope === scope);
        if (!entry) {
          const description = schemeList.find((s) => s.name === scheme)?.scopes.find(([name]) => name === scope)?.[1];
          entry = { scheme, scope, ...(description ? { description } : {}), operations: [] };
          scopeIndex.push(entry);
        }
        if (!entry.operations.some((o) => o.path === op.path))
          entry.operations.push({ kind: op.kind, name: op.name, path: op.path });
      }
    }
  }

  // 13: catalogue order is display priority; a tag used without a catalogue (or not in it) follows, in first-use order.
  const catalogue = tagCatalogue(root) ?? [];
  const rootTags = Array.isArray(root.tags) ? root.tags : [];
  const tags: DocsTag[] = catalogue.map((entry) => {
    const index = Number(entry.path.split('/')[2]);
    const description = isObject(rootTags[index]) ? str(rootTags[index].description) : undefined;
    return {
      name: entry.name,
      ...(description ? { description } : {}),
      declared: true,
      operations: [],
      path: appendPointer('/tags', index),
    };
  });
  for (const op of operations) {
    for (const tag of op.item.tags) {
      let entry = tags.find((t) => t.name === tag);
      if (!entry) tags.push((entry = { name: tag, declared: false, operations: [] }));
      if (!entry.operations.some((o) => o.path === op.path))
        entry.operations.push({ kind: op.kind, name: op.name, path: op.path });
    }
  }

  const security = {
    requirement: describeSecurity(root.security) ?? 'not declared',
    schemes: schemeList,
    operations: operations.map((op) => ({ kind: op.kind, name: op.name, access: op.item.access, path: op.path })),
    scopes: scopeIndex,
  };
  const hasSecurity =
    security.schemes.length > 0 ||
    security.requirement !== 'not declared' ||
    security.operations.some((o) => o.access.cases.some((c) => c.from !== 'none'));
  const sections: [DocsSection['id'], string, boolean][] = [
    ['transports', 'Transports', transports.length > 0],
    ['security', 'Security', hasSecurity],
    ['tags', 'Tags', tags.length > 0],
    ['tools', `Tools (${tools.length})`, tools.length > 0],
    ['resources', `Resources (${resources.length})`, resources.length > 0],
    ['templates', `Resource templates (${templates.length})`, templates.length > 0],
    ['prompts', `Prompts (${prompts.length})`, prompts.length > 0],
  ];

  return {
    version,
    sections: sections.filter(([, , shown]) => shown).map(([id, title]) => ({ id, title })),
    server: {
      name: str(info.name) ?? '(unnamed)',
      ...(str(info.title) ? { title: str(info.title)! } : {}),
      ...(str(info.version) ? { version: str(info.version)! } : {}),
      ...(str(info.description) ? { description: str(info.description)! } : {}),
      ...(str(root.instructions) ? { instructions: str(root.instructions)! } : {}),
      facts: serverFacts,
      icons: icons(info.icons),
      path: '/info',
    },
    transports: transports.map(({ type, target, facts, path }) => ({ type, target, facts, path })),
    security,
    tags,
    tools,
    resources,
    templates,
    prompts,
  };
}
