// Documentation preview: the declarations one protocol version sees (4.12), as a model of human-readable server
// documentation: server info, transports, security, tools (annotations, parameters from inputSchema, output schema,
// examples), resources, resource templates (URI template variables) and prompts (arguments). Every value is plain
// data for the UI to render as text; `path` points into the document as written (references resolved, 17.4).
import { isObject } from '../model/data-model.ts';
import { resolveAll } from '../model/components.ts';
import { appendPointer } from '../lib/pointer.ts';
import { indexScopes } from '../model/scopes.ts';
import { parseTemplate, templateVariables } from '../lib/uri-template.ts';

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

export interface DocsTool {
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
  security?: string;
  path: string;
}

export interface DocsEntry {
  heading: string;
  title?: string;
  description?: string;
  deprecated: boolean;
  icons: DocsIcon[];
  facts: [string, string][];
  path: string;
}

export interface DocsTemplate extends DocsEntry {
  variables: string[];
}

export interface DocsPrompt extends DocsEntry {
  arguments: { name: string; title?: string; description?: string; required: boolean; path: string }[];
}

export interface DocsModel {
  version: string;
  server: { name: string; title?: string; version?: string; description?: string; instructions?: string; facts: [string, string][]; icons: DocsIcon[]; path: string };
  transports: { type: string; target: string; facts: [string, string][]; path: string }[];
  security: { requirement: string; schemes: { name: string; summary: string; description?: string; path: string }[] };
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
    return [{ src, inline: /^data:image\//i.test(src), ...(str(icon.mimeType) ? { mimeType: str(icon.mimeType)! } : {}) }];
  });
}

/** `bearer`, `oauth (read, write)`; alternatives joined by "or", an empty requirement is "no authentication". */
function describeSecurity(value: unknown): string | undefined {
  if (!Array.isArray(value)) return undefined;
  if (value.length === 0) return 'none declared (empty list)';
  return value
    .map((requirement) => {
      if (!isObject(requirement)) return '?';
      const names = Object.keys(requirement);
      if (names.length === 0) return 'no authentication';
      return names.map((n) => (Array.isArray(requirement[n]) && (requirement[n] as unknown[]).length > 0 ? `${n} (${(requirement[n] as unknown[]).join(', ')})` : n)).join(' and ');
    })
    .join(' or ');
}

function schemeSummary(scheme: Record<string, unknown>): string {
  const type = str(scheme.type) ?? '?';
  if (type === 'http') return `HTTP ${str(scheme.scheme) ?? ''}${str(scheme.bearerFormat) ? ` (${str(scheme.bearerFormat)})` : ''}`.trim();
  if (type === 'apiKey') return `API key in ${str(scheme.in) ?? '?'} "${str(scheme.name) ?? '?'}"`;
  if (type === 'oauth2' && isObject(scheme.flows)) return `OAuth 2.0 (${Object.keys(scheme.flows).join(', ')})`;
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
    if (Array.isArray(options)) return options.map((o) => (isObject(o) ? typeOf(o) : '?')).join(key === 'allOf' ? ' & ' : ' | ');
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
  for (const [key, label] of constraintKeys) if (Object.hasOwn(schema, key)) out.push(`${label} ${JSON.stringify(schema[key])}`);
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
      rows.push({ name: prefix + name, type: property === true ? 'any' : 'never', required: required.includes(name), constraints: [], path: at });
      continue;
    }
    rows.push({
      name: prefix + name,
      type: typeOf(property),
      required: required.includes(name),
      ...(str(property.description) ? { description: str(property.description)! } : str(property.title) ? { description: str(property.title)! } : {}),
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
    return [{ name, ...(Object.hasOwn(example, 'input') ? { input: json(example.input) } : {}), ...(Object.hasOwn(example, 'result') ? { result: json(example.result) } : {}), path: at }];
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

function entryBase(value: Record<string, unknown>, heading: string, path: string, facts: [string, string][]): DocsEntry {
  return {
    heading,
    ...(str(value.title) ? { title: str(value.title)! } : {}),
    ...(str(value.description) ? { description: str(value.description)! } : {}),
    deprecated: value.deprecated === true,
    icons: icons(value.icons),
    facts,
    path,
  };
}

function fact(facts: [string, string][], label: string, value: unknown): void {
  if (value === undefined) return;
  facts.push([label, typeof value === 'string' ? value : JSON.stringify(value)]);
}

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
  if (isObject(info.contact)) fact(serverFacts, 'Contact', [str(info.contact.name), str(info.contact.email), str(info.contact.url)].filter(Boolean).join(' · '));
  if (isObject(info.license)) fact(serverFacts, 'License', [str(info.license.name), str(info.license.url)].filter(Boolean).join(' · '));
  fact(serverFacts, 'MCP protocol version', version);

  const schemes = isObject(root.securitySchemes) ? root.securitySchemes : {};
  return {
    version,
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
    transports: entries('transports').map(({ value, path }) => {
      const facts: [string, string][] = [];
      if (Array.isArray(value.args)) fact(facts, 'Arguments', value.args.join(' '));
      if (isObject(value.env)) fact(facts, 'Environment', Object.keys(value.env).join(', '));
      if (isObject(value.headers)) fact(facts, 'Headers', Object.keys(value.headers).join(', '));
      const security = describeSecurity(value.security);
      if (security) fact(facts, 'Security', security);
      return { type: str(value.type) ?? '?', target: str(value.url) ?? str(value.command) ?? '', facts, path };
    }),
    security: {
      requirement: describeSecurity(root.security) ?? 'not declared',
      schemes: Object.entries(schemes)
        .filter(([name, scheme]) => !name.startsWith('x-') && isObject(scheme))
        .map(([name, scheme]) => {
          const s = scheme as Record<string, unknown>;
          return { name, summary: schemeSummary(s), ...(str(s.description) ? { description: str(s.description)! } : {}), path: appendPointer('/securitySchemes', name) };
        }),
    },
    tools: entries('tools').map(({ value, path }) => {
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
        ...(isObject(value.outputSchema) ? { output: { parameters: parameters(value.outputSchema, outputPath), schema: json(value.outputSchema) } } : {}),
        examples: examples(value.examples, appendPointer(path, 'examples')),
        ...(security ? { security } : {}),
        path,
      };
    }),
    resources: entries('resources').map(({ value, path }) => {
      const facts: [string, string][] = [];
      fact(facts, 'Name', str(value.name));
      fact(facts, 'MIME type', str(value.mimeType));
      fact(facts, 'Size', typeof value.size === 'number' ? `${value.size} bytes` : undefined);
      if (isObject(value.annotations)) fact(facts, 'Annotations', value.annotations);
      return entryBase(value, str(value.uri) ?? '(no uri)', path, facts);
    }),
    templates: entries('resourceTemplates').map(({ value, path }) => {
      const facts: [string, string][] = [];
      fact(facts, 'Name', str(value.name));
      fact(facts, 'MIME type', str(value.mimeType));
      const template = str(value.uriTemplate) ?? '';
      const parsed = parseTemplate(template);
      return { ...entryBase(value, template || '(no uriTemplate)', path, facts), variables: parsed.ok ? templateVariables(parsed.parts) : [] };
    }),
    prompts: entries('prompts').map(({ value, path }) => ({
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
    })),
  };
}
