// Snippets for new declarations, written as data and serialized for the format at the cursor. Filled with their
// placeholders' defaults, each one validates (test/language/completion.test.ts proves it).
import type { DocumentFormat } from '../diagnostics.ts';
import { plainYamlString } from './text.ts';

/** A tab stop with a default. */
export interface Placeholder {
  tabStop: number;
  text: string;
}

export type Template = string | number | boolean | Placeholder | Template[] | { [member: string]: Template };

const p = (tabStop: number, text: string): Placeholder => ({ tabStop, text });

function isPlaceholder(value: Template): value is Placeholder {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && 'tabStop' in value && 'text' in value;
}

export interface SnippetDefinition {
  label: string;
  /** The collection (root member) the new entry belongs to. */
  collection: string;
  /** An array item, or a map entry (security schemes) named by `key`. */
  key?: Placeholder;
  value: Template;
  description: string;
}

export const snippets: SnippetDefinition[] = [
  {
    label: 'New tool',
    collection: 'tools',
    value: {
      name: p(1, 'get_weather'),
      description: p(2, 'Current weather for a city'),
      inputSchema: { type: 'object', properties: { city: { type: 'string' } }, required: ['city'] },
    },
    description: 'A Tool Object with a name, a description and an input schema (9.1).',
  },
  {
    label: 'New resource',
    collection: 'resources',
    value: { uri: p(1, 'file:///project/README.md'), name: p(2, 'readme'), mimeType: p(3, 'text/markdown') },
    description: 'A Resource Object with its URI, name and MIME type (10.1).',
  },
  {
    label: 'New resource template',
    collection: 'resourceTemplates',
    value: { uriTemplate: p(1, 'file:///project/{path}'), name: p(2, 'project-file'), mimeType: p(3, 'text/plain') },
    description: 'A Resource Template Object with an RFC 6570 URI template (10.2).',
  },
  {
    label: 'New prompt',
    collection: 'prompts',
    value: {
      name: p(1, 'summarize'),
      description: p(2, 'Summarize a text'),
      arguments: [{ name: p(3, 'text'), required: true }],
    },
    description: 'A Prompt Object with one argument (11.1).',
  },
  {
    label: 'New streamable HTTP transport',
    collection: 'transports',
    value: { type: 'streamable-http', url: p(1, 'https://example.com/mcp') },
    description: 'A streamable HTTP Transport Object (6.2.1; since MCP 2025-03-26).',
  },
  {
    label: 'New stdio transport',
    collection: 'transports',
    value: { type: 'stdio', command: p(1, 'npx'), args: [p(2, 'my-server')] },
    description: 'A stdio Transport Object: the command a client launches (6.2.2).',
  },
  {
    label: 'New security scheme',
    collection: 'securitySchemes',
    key: p(1, 'bearerAuth'),
    value: { type: 'http', scheme: p(2, 'bearer'), bearerFormat: p(3, 'JWT') },
    description: 'An HTTP bearer Security Scheme Object, named for `security` requirements (7.1).',
  },
];

/** Text as a snippet shows it literally (`$`, `}` and `\\` escaped). */
export function escapeSnippet(text: string): string {
  return text.replace(/[\\$}]/g, (c) => `\\${c}`);
}

function placeholderText(value: Placeholder, quoted: boolean): string {
  const inner = `\${${value.tabStop}:${escapeSnippet(quoted ? JSON.stringify(value.text).slice(1, -1) : value.text)}}`;
  return quoted ? `"${inner}"` : inner;
}

function scalar(value: Template, format: DocumentFormat): string {
  if (isPlaceholder(value)) return placeholderText(value, format === 'json' || !plainYamlString(value.text));
  if (typeof value === 'string')
    return escapeSnippet(format === 'json' || !plainYamlString(value) ? JSON.stringify(value) : value);
  return JSON.stringify(value);
}

function isComposite(value: Template): value is Template[] | { [member: string]: Template } {
  return typeof value === 'object' && value !== null && !isPlaceholder(value);
}

/** JSON text of a template, its lines after the first indented by `indent` spaces. */
export function jsonSnippet(value: Template, indent: number): string {
  if (!isComposite(value)) return scalar(value, 'json');
  const pad = ' '.repeat(indent + 2);
  const close = ' '.repeat(indent);
  if (Array.isArray(value)) {
    if (value.every((v) => !isComposite(v))) return `[${value.map((v) => scalar(v, 'json')).join(', ')}]`;
    return `[\n${value.map((v) => pad + jsonSnippet(v, indent + 2)).join(',\n')}\n${close}]`;
  }
  const entries = Object.entries(value);
  if (entries.length === 0) return '{}';
  return `{\n${entries.map(([k, v]) => `${pad}${JSON.stringify(k)}: ${jsonSnippet(v, indent + 2)}`).join(',\n')}\n${close}}`;
}

/** YAML block text of a template whose first line starts at column `indent` (the first line is not indented). */
export function yamlSnippet(value: Template, indent: number): string {
  if (!isComposite(value)) return scalar(value, 'yaml');
  const pad = ' '.repeat(indent);
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    return value.map((v, i) => `${i === 0 ? '' : pad}- ${yamlSnippet(v, indent + 2)}`).join('\n');
  }
  const entries = Object.entries(value);
  if (entries.length === 0) return '{}';
  return entries
    .map(([k, v], i) => {
      const key = `${i === 0 ? '' : pad}${plainYamlString(k) ? k : JSON.stringify(k)}:`;
      if (!isComposite(v) || (Array.isArray(v) && v.length === 0) || (!Array.isArray(v) && Object.keys(v).length === 0))
        return `${key} ${yamlSnippet(v, indent + 2)}`;
      return `${key}\n${' '.repeat(indent + 2)}${yamlSnippet(v, indent + 2)}`;
    })
    .join('\n');
}

/** A template with every placeholder replaced by its default (what the snippet inserts when accepted as is). */
export function filled(value: Template): unknown {
  if (isPlaceholder(value)) return value.text;
  if (Array.isArray(value)) return value.map(filled);
  if (typeof value === 'object' && value !== null)
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, filled(v)]));
  return value;
}
