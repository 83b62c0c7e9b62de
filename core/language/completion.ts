// Completion at any position, also in incomplete text: member names the object at the cursor still lacks, allowed
// values, reference targets and snippets for new declarations, with text written for the format (JSON quotes and
// commas, YAML indentation).
import { catalogueScopes, securitySchemes } from '../model/security.ts';
import { tagCatalogue } from '../model/tags.ts';
import { isPrimitiveCollection } from '../model/collections.ts';
import { isObject } from '../lib/data-model.ts';
import { componentNamespaces } from '../model/components.ts';
import { referenceDefs } from '../schema/defs/components.ts';
import {
  isProtocolVersion,
  latestProtocolVersion,
  legacyProtocolVersions,
  protocolVersions,
} from '../model/versions.ts';
import { cursorContext, slotPath, type CursorContext } from './cursor/index.ts';
import { valueAt, writtenMembers, type LanguageDocument } from './document.ts';
import {
  allowedValues,
  defName,
  expectedType,
  membersOf,
  schemasAt,
  type MemberInfo,
  type SchemaNode,
} from './schema-walk.ts';
import { meaningOf, requirementLink, requirementOf } from './member-docs.ts';
import { availabilityText } from './availability.ts';
import { deprecationAt, type ItemDeprecation } from './deprecation.ts';
import { escapeSnippet, jsonSnippet, snippets, yamlSnippet } from './snippets.ts';
import { quote } from './text.ts';
import type { CompletionItem, SourcePosition, SourceRange, TextEdit } from './types.ts';

const namespaceOfReferenceDef = Object.fromEntries(Object.entries(referenceDefs).map(([ns, def]) => [def, ns]));

export function completions(doc: LanguageDocument, position: SourcePosition): CompletionItem[] {
  const offset = doc.index.offset(position);
  if (doc.text.trim() === '') return [starter(doc, position)];
  const context = cursorContext(doc.text, offset, doc.format);
  if (!context) return [];
  const writtenAt = writtenMembers(doc, context);
  const range = doc.index.range(context.start, context.end);
  const additionalEdits: TextEdit[] =
    context.commaAt !== undefined ? [{ range: doc.index.range(context.commaAt, context.commaAt), text: ',' }] : [];
  const items: CompletionItem[] = [];

  if (context.slot === 'key') {
    items.push(...memberItems(doc, context, context.path, schemasAt(context.path, writtenAt), range));
    items.push(...mapEntryItems(doc, context, range));
    items.push(...mapSnippetItems(doc, context, range));
  } else {
    const target = slotPath(context);
    const nodes = schemasAt(target, writtenAt);
    items.push(...rankValues(valueItems(doc, context, target, nodes, range), typedValue(doc, context, offset), doc));
    if (context.container === 'array' && nodes.some((n) => expectedType(n) === 'object')) {
      items.push(...snippetItems(doc, context, range));
      // YAML `- ` starts a mapping item: its members are offered at the cursor.
      if (!context.flow) {
        const item: CursorContext = { ...context, path: target, container: 'object', slot: 'key' };
        items.push(...memberItems(doc, item, target, schemasAt(target, writtenAt), range));
        items.push(...mapEntryItems(doc, item, range));
      }
    }
  }
  if (context.slot === 'key' && context.path.length === 0) items.push(...rootSnippetItems(doc, context, range));
  return items.map((item) =>
    additionalEdits.length > 0 && !item.additionalEdits ? { ...item, additionalEdits } : item,
  );
}

/** An empty document: a minimal valid description to start from. */
function starter(doc: LanguageDocument, position: SourcePosition): CompletionItem {
  const value = {
    mcpdesc: '0.9.0',
    info: { name: { tabStop: 1, text: 'my-server' }, version: { tabStop: 2, text: '1.0.0' } },
    protocolVersions: [{ tabStop: 3, text: '2025-11-25' }],
  };
  return {
    label: 'New MCP Description',
    kind: 'snippet',
    detail: 'mcpdesc 0.9.0 document',
    documentation:
      "A minimal valid document: the format version, the server's name and version, and one protocol version.",
    insertText: doc.format === 'json' ? jsonSnippet(value, 0) : yamlSnippet(value, 0) + '\n',
    snippet: true,
    range: { start: position, end: position },
    sortText: '0',
  };
}

function memberDocumentation(member: string, owner: string | undefined, segments: string[]): string {
  const lines = [
    meaningOf(member, owner) ?? `Member \`${member}\`.`,
    '',
    `Available in: ${availabilityText([...segments, member])}.`,
  ];
  const link = requirementLink(requirementOf(owner));
  if (link) lines.push('', link);
  return lines.join('\n');
}

function memberItems(
  doc: LanguageDocument,
  context: CursorContext,
  segments: string[],
  nodes: SchemaNode[],
  range: SourceRange,
): CompletionItem[] {
  const present = context.members;
  return membersOf(nodes)
    .filter((m) => !present.has(m.name))
    .map((member) =>
      markDeprecated(
        {
          label: member.name,
          kind: 'member' as const,
          detail: `${member.required ? 'required · ' : ''}${availabilityText([...segments, member.name], undefined, true)}`,
          documentation: memberDocumentation(member.name, member.owner, segments),
          insertText: memberText(doc, context, member),
          snippet: true,
          range,
          sortText: `${member.required ? '0' : '1'}${member.name}`,
          ...(context.flow && context.quoted ? { filterText: `"${member.name}"` } : {}),
        },
        deprecationAt(doc.value, segments, member.name),
      ),
    );
}

/** An item MCP deprecates where it would go: struck through, listed after the others, and saying why. */
function markDeprecated(item: CompletionItem, deprecation: ItemDeprecation | undefined): CompletionItem {
  if (!deprecation) return item;
  const versions = `MCP ${deprecation.versions.join(', ')}`;
  return {
    ...item,
    deprecated: true,
    // One short line beside the item; the versions and the reason are in its description.
    detail: `deprecated · ${item.detail ?? ''}`.replace(/ · $/, ''),
    documentation: `**Deprecated** in ${versions}: ${deprecation.reason}.${item.documentation ? `\n\n${item.documentation}` : ''}`,
    sortText: `~${item.sortText ?? item.label}`,
  };
}

/** `"name": <placeholder>` in JSON (comma when a member follows), `name: <placeholder>` in YAML. */
function memberText(doc: LanguageDocument, context: CursorContext, member: MemberInfo): string {
  const name = escapeSnippet(context.flow ? JSON.stringify(member.name) : quote(member.name, 'yaml'));
  if (context.hasColon) return name;
  const type = expectedType(member.schema);
  const values = allowedValues(member.schema).filter(
    (v): v is string | boolean => typeof v === 'string' || typeof v === 'boolean',
  );
  const choice =
    values.length > 0
      ? `\${1|${values.map((v) => escapeSnippet(String(v)).replace(/[,|]/g, (c) => `\\${c}`)).join(',')}|}`
      : undefined;
  if (context.flow) {
    const comma = context.next === '"' ? ',' : '';
    let value: string;
    if (choice && type === 'string') value = `"${choice}"`;
    else if (choice) value = choice;
    else if (type === 'object') value = '{$1}';
    else if (type === 'array') value = '[$1]';
    else if (type === 'string') value = '"$1"';
    else value = '$1';
    return `${name}: ${value}${comma}`;
  }
  const inner = ' '.repeat(context.indent + 2);
  if (choice) return `${name}: ${choice}`;
  if (type === 'object') return `${name}:\n${inner}$1`;
  if (type === 'array') return `${name}:\n${inner}- $1`;
  return `${name}: $1`;
}

/** Keys of maps whose names refer elsewhere: security schemes in a Security Requirement Object. */
function mapEntryItems(doc: LanguageDocument, context: CursorContext, range: SourceRange): CompletionItem[] {
  const segments = context.path;
  const inRequirement =
    segments.length >= 2 &&
    segments[segments.length - 2] === 'security' &&
    /^\d+$/.test(segments[segments.length - 1]!);
  if (!inRequirement) return [];
  return Object.entries(securitySchemes(doc.value))
    .filter(([name]) => !context.members.has(name))
    .map(([name, scheme]) => {
      const key = context.flow ? JSON.stringify(name) : quote(name, 'yaml');
      const text = context.hasColon
        ? key
        : context.flow
          ? `${key}: []${context.next === '"' ? ',' : ''}`
          : `${key}: []`;
      return {
        label: name,
        kind: 'reference' as const,
        detail: `security scheme${isObject(scheme) && typeof scheme.type === 'string' ? ` (${scheme.type})` : ''}`,
        documentation:
          'Requires this scheme, declared in the root `securitySchemes`; list OAuth 2 / OpenID Connect scopes in the array.',
        insertText: escapeSnippet(text),
        snippet: true,
        range,
        sortText: `0${name}`,
        ...(context.flow && context.quoted ? { filterText: `"${name}"` } : {}),
      };
    });
}

function valueText(doc: LanguageDocument, context: CursorContext, value: unknown): string {
  const text =
    typeof value === 'string' ? (context.flow ? JSON.stringify(value) : quote(value, 'yaml')) : JSON.stringify(value);
  const comma =
    context.flow &&
    (context.next === '"' || (context.container === 'array' && (context.next === '{' || context.next === '[')))
      ? ','
      : '';
  return text + comma;
}

function valueItems(
  doc: LanguageDocument,
  context: CursorContext,
  target: string[],
  nodes: SchemaNode[],
  range: SourceRange,
): CompletionItem[] {
  const items: CompletionItem[] = [];
  const seen = new Set<string>();
  const add = (
    value: string | boolean | number,
    kind: CompletionItem['kind'],
    detail: string,
    documentation?: string,
  ) => {
    const key = JSON.stringify(value);
    if (seen.has(key)) return;
    seen.add(key);
    const label = typeof value === 'string' ? value : String(value);
    const item: CompletionItem = {
      label,
      kind,
      detail,
      ...(documentation ? { documentation } : {}),
      insertText: valueText(doc, context, value),
      snippet: false,
      range,
      sortText: `0${String(items.length).padStart(3, '0')}`,
      ...(context.flow && context.quoted ? { filterText: JSON.stringify(label) } : {}),
    };
    items.push(markDeprecated(item, deprecation(value)));
  };
  const member = context.container === 'object' ? context.segment : target[target.length - 2];
  const deprecation = (value: unknown) =>
    context.container === 'object' && member !== undefined
      ? deprecationAt(doc.value, target.slice(0, -1), member, value)
      : undefined;

  // Reference targets first: they name what the document declares.
  for (const reference of referenceTargets(doc, context, target))
    add(reference.value, 'reference', reference.detail, reference.documentation);

  const scoped = member === 'protocolVersions' && target.length > 2;
  for (const node of nodes) {
    for (const value of allowedValues(node)) {
      if (typeof value !== 'string' && typeof value !== 'boolean' && typeof value !== 'number') continue;
      if (scoped && !rootVersions(doc).includes(String(value))) continue;
      const segmentsForAvailability = context.container === 'array' ? target.slice(0, -1) : target;
      if (typeof value !== 'string') add(value, 'value', 'boolean');
      else if (member === 'protocolVersions' && isProtocolVersion(value)) add(value, 'value', '', '');
      else
        add(
          value,
          'value',
          availabilityText(segmentsForAvailability, value, true),
          `Available in: ${availabilityText(segmentsForAvailability, value)}.`,
        );
    }
  }
  return items;
}

/** What was typed of the value before the cursor, without its opening quote. */
function typedValue(doc: LanguageDocument, context: CursorContext, offset: number): string {
  return doc.text.slice(context.start, Math.max(context.start, offset)).replace(/^["']/, '');
}

const monthNames = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** "25 November 2025": the date a protocol version names. */
function versionDate(version: string): string {
  const [year, month, day] = version.split('-').map(Number);
  return `${day} ${monthNames[month! - 1]} ${year}`;
}

/** What a protocol version value is: its date, whether it is the newest, legacy, or declared by the document. */
function versionFacts(version: string, declared: boolean): { detail: string; documentation: string } {
  const legacy = legacyProtocolVersions.includes(version as never);
  const notes = [
    version === latestProtocolVersion ? 'newest' : undefined,
    legacy ? 'legacy' : undefined,
    declared ? 'declared in this document' : undefined,
  ].filter(Boolean);
  return {
    detail: [`MCP revision of ${versionDate(version)}`, ...notes].join(' · '),
    documentation: `The MCP protocol version released on ${versionDate(version)}.${
      legacy
        ? ' A legacy compatibility version (3.5): only structural and selected checks apply, and validation warns that it is incomplete.'
        : ' Fully validated.'
    }`,
  };
}

/**
 * Orders (and filters) value suggestions by what was typed, as the editor will show them: values starting with the
 * typed text first, then those containing it; values that match neither are left out. Among equals: the protocol
 * versions the document declares (newest first), the other current versions (newest first), then legacy versions
 * and deprecated values, struck through with their reason.
 */
function rankValues(items: CompletionItem[], typed: string, doc: LanguageDocument): CompletionItem[] {
  const wanted = typed.toLowerCase();
  const declared = rootVersions(doc);
  const ranked = items
    .map((item, order) => {
      const label = item.label.toLowerCase();
      const match = wanted === '' || label.startsWith(wanted) ? 0 : label.includes(wanted) ? 1 : -1;
      let described = item;
      let group = item.deprecated ? 4 : 2;
      let within = order;
      if (isProtocolVersion(item.label)) {
        const facts = versionFacts(item.label, declared.includes(item.label));
        const legacy = legacyProtocolVersions.includes(item.label);
        described = legacy
          ? {
              ...item,
              ...facts,
              deprecated: true,
              documentation: `**Legacy**: validation is incomplete.\n\n${facts.documentation}`,
            }
          : { ...item, ...facts };
        group = legacy || item.deprecated ? 4 : declared.includes(item.label) ? 1 : 3;
        within = -protocolVersions.indexOf(item.label);
      }
      return { item: described, match, group, within };
    })
    .filter((entry) => entry.match >= 0)
    .sort((a, b) => a.match - b.match || a.group - b.group || a.within - b.within);
  return ranked.map(({ item }, i) => ({ ...item, sortText: `0${String(i).padStart(3, '0')}` }));
}

function rootVersions(doc: LanguageDocument): string[] {
  const root = isObject(doc.value) ? doc.value.protocolVersions : undefined;
  return Array.isArray(root) ? root.filter((v): v is string => typeof v === 'string') : [];
}

interface ReferenceTarget {
  value: string;
  detail: string;
  documentation?: string;
}

/** Names the value at the cursor may refer to: components of the use site's namespace, tags, scopes, elicitations, versions. */
function referenceTargets(doc: LanguageDocument, context: CursorContext, target: string[]): ReferenceTarget[] {
  const member = context.container === 'object' ? context.segment : target[target.length - 2];
  const document = doc.value;
  if (member === '$componentRef') {
    const namespaces = new Set<string>();
    const holders = schemasAt(target.slice(0, -1), writtenMembers(doc, context));
    for (const holder of holders) {
      const ns = namespaceOfReferenceDef[defName(holder) ?? ''];
      if (ns) namespaces.add(ns);
    }
    if (namespaces.size === 0) for (const ns of componentNamespaces) namespaces.add(ns);
    const components = isObject(document) && isObject(document.components) ? document.components : {};
    const found: ReferenceTarget[] = [];
    for (const ns of namespaces) {
      const map = components[ns];
      if (!isObject(map)) continue;
      for (const name of Object.keys(map))
        found.push({ value: `#/components/${ns}/${name}`, detail: `${ns} component` });
    }
    return found;
  }
  // tags of a primitive: names of the root catalogue.
  if (member === 'tags' && target.length === 4 && isPrimitiveCollection(target[0]!)) {
    return (tagCatalogue(document) ?? []).map((entry) => {
      const tag = valueAt(document, ['tags', String(entry.path.split('/')[2])]);
      const description = isObject(tag) && typeof tag.description === 'string' ? tag.description : undefined;
      return {
        value: entry.name,
        detail: 'tag from the root catalogue',
        ...(description ? { documentation: description } : {}),
      };
    });
  }
  // A protocol scope lists versions the root declares.
  if (member === 'protocolVersions' && target.length > 2) {
    return rootVersions(doc)
      .filter((v) => (protocolVersions as readonly string[]).includes(v))
      .map((v) => ({ value: v, detail: 'declared at the root' }));
  }
  // Scopes of a security requirement: the scheme's catalogue.
  const securityAt = target.lastIndexOf('security');
  if (securityAt >= 0 && target.length === securityAt + 4) {
    const scheme = securitySchemes(document)[target[securityAt + 2]!];
    return [...(catalogueScopes(scheme) ?? [])].map((scope) => ({
      value: scope,
      detail: `scope of ${target[securityAt + 2]}`,
    }));
  }
  // An elicitation step names an elicitation declaration of the same tool.
  if (member === 'declaration' && target[0] === 'tools' && target.includes('steps')) {
    const tool = valueAt(document, target.slice(0, 2));
    const declarations = isObject(tool) && Array.isArray(tool.elicitations) ? tool.elicitations : [];
    return declarations
      .filter((d): d is Record<string, unknown> => isObject(d) && typeof d.name === 'string')
      .map((d) => ({
        value: String(d.name),
        detail: `${typeof d.mode === 'string' ? d.mode : ''} elicitation of this tool`.trim(),
        ...(typeof d.message === 'string' ? { documentation: d.message } : {}),
      }));
  }
  return [];
}

function snippetText(doc: LanguageDocument, context: CursorContext, definition: (typeof snippets)[number]): string {
  if (context.flow) return jsonSnippet(definition.value, context.indent) + (context.next === '{' ? ',' : '');
  return yamlSnippet(definition.value, context.indent);
}

/** New entries for the root collection at the cursor's array (or map); listed first there. */
function snippetItems(doc: LanguageDocument, context: CursorContext, range: SourceRange): CompletionItem[] {
  if (context.path.length !== 1) return [];
  return snippets
    .filter((s) => s.collection === context.path[0] && !s.key)
    .map((s) => ({
      label: s.label,
      kind: 'snippet' as const,
      detail: 'snippet',
      documentation: s.description,
      insertText: snippetText(doc, context, s),
      snippet: true,
      range,
      sortText: ` ${s.label}`,
    }));
}

/** New entries at the root: a collection member holding one new entry, or a new security scheme in `securitySchemes`. */
function rootSnippetItems(doc: LanguageDocument, context: CursorContext, range: SourceRange): CompletionItem[] {
  if (context.hasColon) return [];
  return snippets
    .filter((s) => !context.members.has(s.collection))
    .map((s) => {
      const value = s.key ? { [`\${${s.key.tabStop}:${s.key.text}}`]: s.value } : [s.value];
      let text: string;
      if (context.flow) {
        text = `"${s.collection}": ${jsonSnippet(value, context.indent)}${context.next === '"' ? ',' : ''}`;
      } else {
        text = `${s.collection}:\n${' '.repeat(context.indent + 2)}${yamlSnippet(value, context.indent + 2)}`;
      }
      return {
        label: `${s.label} (${s.collection})`,
        kind: 'snippet' as const,
        detail: 'snippet',
        documentation: s.description,
        insertText: text,
        snippet: true,
        range,
        sortText: `2${s.label}`,
        ...(context.flow && context.quoted ? { filterText: `"${s.collection}"` } : { filterText: s.collection }),
      };
    });
}

/** A new named entry of a map at the cursor (`securitySchemes`). */
function mapSnippetItems(doc: LanguageDocument, context: CursorContext, range: SourceRange): CompletionItem[] {
  if (context.path.length !== 1 || context.hasColon) return [];
  return snippets
    .filter((s) => s.key && s.collection === context.path[0])
    .map((s) => {
      const key = `\${${s.key!.tabStop}:${s.key!.text}}`;
      const text = context.flow
        ? `"${key}": ${jsonSnippet(s.value, context.indent)}${context.next === '"' ? ',' : ''}`
        : `${key}:\n${' '.repeat(context.indent + 2)}${yamlSnippet(s.value, context.indent + 2)}`;
      return {
        label: s.label,
        kind: 'snippet' as const,
        detail: 'snippet',
        documentation: s.description,
        insertText: text,
        snippet: true,
        range,
        sortText: `2${s.label}`,
        ...(context.flow && context.quoted ? { filterText: `"${s.key!.text}"` } : {}),
      };
    });
}
