// Quick fixes for the most frequent findings, each an edit of the text after which that finding is gone:
// rename an unknown member to a close allowed one, remove an unexpected member, insert a missing required member,
// declare an undeclared tag / security scheme / component, add a protocol version to the root, set `mcpdesc`.
import type { Diagnostic } from '../diagnostics.ts';
import { validateText } from '../validation/pipeline.ts';
import { parseComponentRef, type ComponentNamespace } from '../model/components.ts';
import { isObject } from '../lib/data-model.ts';
import { mcpdescVersion } from '../schema/index.ts';
import { securitySchemes } from '../model/security.ts';
import { tagCatalogue } from '../model/tags.ts';
import { splitPointer } from '../lib/pointer.ts';
import { valueAtPointer, type LanguageDocument } from './document.ts';
import { addToCollection, insertMember, removeMember, renameMember, setValue } from './edits.ts';
import { expectedType, membersOf, resolveSchema, schemasAt, allowedValues, type SchemaNode } from './schema-walk.ts';
import { before } from './text.ts';
import type { CodeAction, SourceRange, TextEdit } from './types.ts';

/** Edit distance (insertions, deletions, substitutions, transpositions). */
export function distance(a: string, b: string): number {
  const d: number[][] = Array.from({ length: a.length + 1 }, (_, i) => [i, ...Array<number>(b.length).fill(0)]);
  for (let j = 1; j <= b.length; j++) d[0]![j] = j;
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) best = Math.min(best, d[i - 2]![j - 2]! + 1);
      d[i]![j] = best;
    }
  }
  return d[a.length]![b.length]!;
}

/** Candidates close to `name` (case-insensitive), closest first. */
export function closeNames(name: string, candidates: readonly string[]): string[] {
  const limit = Math.max(2, Math.floor(name.length / 3));
  return candidates
    .map((candidate) => ({ candidate, d: distance(name.toLowerCase(), candidate.toLowerCase()) }))
    .filter((c) => c.d <= limit && c.candidate !== name)
    .sort((a, b) => a.d - b.d)
    .map((c) => c.candidate);
}

function overlaps(a: SourceRange, b: SourceRange): boolean {
  return !before(a.end, b.start) && !before(b.end, a.start);
}

/** A value of the right type for a member (its required members filled in), as a placeholder to edit. */
export function placeholder(node: SchemaNode, depth = 0): unknown {
  const schema = resolveSchema(node).schema;
  // A use site that permits a Reference Object: the inline value.
  if (schema.if && schema.else) return placeholder({ schema: schema.else as SchemaNode['schema'] }, depth);
  const values = allowedValues(node);
  if (values.length > 0) return values[0];
  if (/^Tool(Input|Output)Schema$/.test(resolveSchema(node).def ?? '')) return { type: 'object' };
  switch (expectedType(node)) {
    case 'string':
      return schema.format === 'uri' ? 'https://example.com' : 'TODO';
    case 'boolean':
      return false;
    case 'number':
    case 'integer':
      return 0;
    case 'array':
      return [];
    case 'object': {
      const object: Record<string, unknown> = {};
      if (depth < 3) for (const member of membersOf([resolveSchema(node)]).filter((m) => m.required)) object[member.name] = placeholder(member.schema, depth + 1);
      return object;
    }
    default:
      return 'TODO';
  }
}

/** Placeholder values of a component of each namespace (17.1). */
const componentPlaceholders: Record<ComponentNamespace, unknown> = {
  schemas: { type: 'object' },
  toolExamples: { input: {}, result: { content: [{ type: 'text', text: 'TODO' }] } },
  resourceExamples: { result: { contents: [] } },
  resourceTemplateExamples: { uri: 'https://example.com', result: { contents: [] } },
  promptExamples: { result: { messages: [] } },
};

function action(title: string, diagnostic: Diagnostic, edit: TextEdit | undefined, preferred = false): CodeAction[] {
  if (!edit) return [];
  return [{ title, diagnostic: { rule: diagnostic.rule, path: diagnostic.path, message: diagnostic.message }, edits: [edit], ...(preferred ? { preferred: true } : {}) }];
}

/**
 * Fixes for the diagnostics whose range meets `range`. The diagnostics are the validator's for this text (computed
 * here when not given). Only a text that parses can be fixed.
 */
export function codeActions(doc: LanguageDocument, range: SourceRange, diagnostics?: readonly Diagnostic[]): CodeAction[] {
  if (!doc.parsed.ok) return [];
  const found = diagnostics ?? validateText(doc.text, { format: doc.format }).diagnostics;
  const actions: CodeAction[] = [];
  for (const diagnostic of found) {
    if (!diagnostic.range || !overlaps(diagnostic.range, range)) continue;
    actions.push(...fixes(doc, diagnostic));
  }
  return actions;
}

function fixes(doc: LanguageDocument, diagnostic: Diagnostic): CodeAction[] {
  const document = doc.parsed.value;
  const detail = diagnostic.detail as { kind?: string; member?: string; allowedMembers?: string[]; allowedValues?: unknown[] } | undefined;
  const path = diagnostic.path;
  const parent = path.slice(0, path.lastIndexOf('/'));
  const value = valueAtPointer(document, path);

  if (diagnostic.path === '/mcpdesc' && detail?.kind === 'invalid-value') {
    return action(`Set mcpdesc to "${mcpdescVersion}"`, diagnostic, setValue(doc, '/mcpdesc', mcpdescVersion), true);
  }

  if (diagnostic.rule === 'mcpdesc.security.requirements' && detail?.kind === 'unexpected-member' && detail.member !== undefined) {
    const name = detail.member;
    const declared = Object.keys(securitySchemes(document));
    const renames = closeNames(name, declared).flatMap((other, i) => action(`Change to security scheme "${other}"`, diagnostic, renameMember(doc, path, other), i === 0));
    const scheme = { type: 'http', scheme: 'bearer' };
    return [...renames, ...action(`Declare security scheme "${name}" in securitySchemes`, diagnostic, addToCollection(doc, '/securitySchemes', scheme, name), renames.length === 0)];
  }

  if (diagnostic.rule === 'mcpdesc.tags.references' && typeof value === 'string' && /^\/[^/]+\/\d+\/tags\/\d+$/.test(path)) {
    const declared = (tagCatalogue(document) ?? []).map((e) => e.name);
    if (declared.includes(value)) return [];
    const renames = closeNames(value, declared).flatMap((other, i) => action(`Change to tag "${other}"`, diagnostic, setValue(doc, path, other), i === 0));
    return [...renames, ...action(`Declare tag "${value}" in the root tags`, diagnostic, addToCollection(doc, '/tags', { name: value }), renames.length === 0)];
  }

  if (diagnostic.rule === 'mcpdesc.components.references' && path.endsWith('/$componentRef') && typeof value === 'string') {
    const parsed = parseComponentRef(value);
    if (!parsed.ok || valueAtPointer(document, parsed.path) !== undefined) return [];
    const components = isObject(document) && isObject(document.components) ? document.components : {};
    const existing = isObject(components[parsed.namespace]) ? Object.keys(components[parsed.namespace] as object) : [];
    const renames = closeNames(parsed.name, existing).flatMap((other, i) =>
      action(`Change to component "${other}"`, diagnostic, setValue(doc, path, `#/components/${parsed.namespace}/${other}`), i === 0),
    );
    const declare = addToCollection(doc, `/components/${parsed.namespace}`, componentPlaceholders[parsed.namespace], parsed.name);
    return [...renames, ...action(`Declare ${parsed.namespace} component "${parsed.name}"`, diagnostic, declare, renames.length === 0)];
  }

  if (diagnostic.rule === 'mcpdesc.protocol-scope.consistency' && typeof value === 'string' && /\/protocolVersions\/\d+$/.test(path)) {
    const root = isObject(document) && Array.isArray(document.protocolVersions) ? document.protocolVersions : [];
    if (root.includes(value)) return [];
    return action(`Add MCP ${value} to the root protocolVersions`, diagnostic, addToCollection(doc, '/protocolVersions', value), true);
  }

  if (detail?.kind === 'unexpected-member' && detail.member !== undefined) {
    const member = detail.member;
    const allowed = (detail.allowedMembers ?? []).filter((m) => {
      const object = valueAtPointer(document, parent);
      return !(isObject(object) && Object.hasOwn(object, m));
    });
    const renames = closeNames(member, allowed)
      .slice(0, 3)
      .flatMap((other, i) => action(`Rename to "${other}" (did you mean ${other}?)`, diagnostic, renameMember(doc, path, other), i === 0));
    return [...renames, ...action(`Remove member "${member}"`, diagnostic, removeMember(doc, path), renames.length === 0)];
  }

  if (detail?.kind === 'missing-member' && detail.member !== undefined) {
    const nodes = schemasAt(splitPointer(path).map(String), (segments) => {
      const object = valueAtPointer(document, segments.length === 0 ? '' : '/' + segments.join('/'));
      const members = new Map<string, string | undefined>();
      if (isObject(object)) for (const [k, v] of Object.entries(object)) members.set(k, typeof v === 'object' && v !== null ? undefined : String(v));
      return members;
    });
    const info = membersOf(nodes).find((m) => m.name === detail.member);
    const value = info ? placeholder(info.schema) : 'TODO';
    return action(`Add required member "${detail.member}"`, diagnostic, insertMember(doc, path, detail.member, value), true);
  }

  if (detail?.kind === 'invalid-value' && Array.isArray(detail.allowedValues) && detail.allowedValues.length <= 6) {
    const current = typeof value === 'string' ? value : '';
    const ordered = [...detail.allowedValues].sort((a, b) => distance(current, String(a)) - distance(current, String(b)));
    return ordered.flatMap((allowed, i) => action(`Change to ${JSON.stringify(allowed)}`, diagnostic, setValue(doc, path, allowed), i === 0));
  }
  return [];
}
