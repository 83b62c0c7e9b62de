// Navigation over the names a document declares and refers to: component names ($componentRef, 17.2), tags (13.3),
// security schemes (7.3) and elicitation names (9.4, 12.2). Definition, references and rename (one edit set).
import { isObject } from '../lib/data-model.ts';
import { componentNamespaces, isReferenceObject, parseComponentRef, useSites } from '../model/components.ts';
import { namePattern } from '../schema/defs/common.ts';
import { securityArrays, securitySchemes } from '../model/security.ts';
import { tagCatalogue, tagReferences } from '../model/tags.ts';
import { appendPointer } from '../lib/pointer.ts';
import type { LanguageDocument } from './document.ts';
import { contains, plainYamlString } from './text.ts';
import type { RenameResult, SourcePosition, SourceRange, TextEdit } from './types.ts';
import { primitiveCollections } from '../model/collections.ts';

export type NameKind = 'component' | 'tag' | 'security-scheme' | 'elicitation';

export interface Occurrence {
  kind: NameKind;
  name: string;
  /** Where the name is meaningful: the component namespace, or the declaration holding elicitations; '' otherwise. */
  scope: string;
  declaration: boolean;
  /** The name's characters in the text (inside quotes). */
  range: SourceRange;
  /**
   * A `$componentRef`: the whole value (`#/components/<namespace>/<name>`, inside quotes). Each of its segments leads
   * to the component's definition; references and rename work on the name.
   */
  value?: SourceRange;
}

const kindWords: Record<NameKind, string> = {
  component: 'component',
  tag: 'tag',
  'security-scheme': 'security scheme',
  elicitation: 'elicitation',
};

/** The range of a string's characters: without its quotes, or only its last `length` characters. */
function inner(
  doc: LanguageDocument,
  range: SourceRange | undefined,
  name: string,
  atEnd = false,
): SourceRange | undefined {
  if (!range) return undefined;
  let start = doc.index.offset(range.start);
  let end = doc.index.offset(range.end);
  const first = doc.text[start];
  if ((first === '"' || first === "'") && doc.text[end - 1] === first && end - start >= 2) {
    start++;
    end--;
  }
  if (atEnd) start = end - name.length;
  if (doc.text.slice(start, end) !== name) return undefined;
  return doc.index.range(start, end);
}

/** Every declaration of and reference to a name in the document as written (needs text that parses). */
export function occurrences(doc: LanguageDocument): Occurrence[] {
  if (!doc.parsed.ok) return [];
  const document = doc.parsed.value;
  const map = doc.parsed.sourceMap;
  const found: Occurrence[] = [];
  const push = (
    kind: NameKind,
    name: string,
    scope: string,
    declaration: boolean,
    range: SourceRange | undefined,
    value?: SourceRange,
  ) => {
    if (range) found.push({ kind, name, scope, declaration, range, ...(value ? { value } : {}) });
  };
  if (!isObject(document)) return found;

  const components = isObject(document.components) ? document.components : {};
  for (const namespace of componentNamespaces) {
    const names = components[namespace];
    if (!isObject(names)) continue;
    for (const name of Object.keys(names))
      push(
        'component',
        name,
        namespace,
        true,
        inner(doc, map.rangeOf(appendPointer(appendPointer('/components', namespace), name), 'key'), name),
      );
  }
  for (const site of useSites(document)) {
    if (!isReferenceObject(site.value)) continue;
    const parsed = parseComponentRef(site.value.$componentRef);
    if (!parsed.ok) continue;
    const written = map.rangeOf(appendPointer(site.path, '$componentRef'));
    push(
      'component',
      parsed.name,
      parsed.namespace,
      false,
      inner(doc, written, parsed.name, true),
      inner(doc, written, site.value.$componentRef as string),
    );
  }

  for (const entry of tagCatalogue(document) ?? [])
    push('tag', entry.name, '', true, inner(doc, map.rangeOf(entry.path), entry.name));
  for (const reference of tagReferences(document))
    push('tag', reference.tag, '', false, inner(doc, map.rangeOf(reference.path), reference.tag));

  for (const name of Object.keys(securitySchemes(document)))
    push(
      'security-scheme',
      name,
      '',
      true,
      inner(doc, map.rangeOf(appendPointer('/securitySchemes', name), 'key'), name),
    );
  for (const location of securityArrays(document)) {
    if (!Array.isArray(location.value)) continue;
    location.value.forEach((requirement, index) => {
      if (!isObject(requirement)) return;
      for (const name of Object.keys(requirement))
        push(
          'security-scheme',
          name,
          '',
          false,
          inner(doc, map.rangeOf(appendPointer(appendPointer(location.path, index), name), 'key'), name),
        );
    });
  }

  for (const collection of primitiveCollections) {
    const entries = document[collection];
    if (!Array.isArray(entries)) continue;
    entries.forEach((entry, index) => {
      if (!isObject(entry)) return;
      const scope = appendPointer(appendPointer('', collection), index);
      if (Array.isArray(entry.elicitations)) {
        entry.elicitations.forEach((declaration, position) => {
          if (isObject(declaration) && typeof declaration.name === 'string') {
            push(
              'elicitation',
              declaration.name,
              scope,
              true,
              inner(doc, map.rangeOf(`${scope}/elicitations/${position}/name`), declaration.name),
            );
          }
        });
      }
      if (!isObject(entry.interactionExamples)) return;
      for (const [example, value] of Object.entries(entry.interactionExamples)) {
        if (!isObject(value) || !Array.isArray(value.steps)) continue;
        value.steps.forEach((step, position) => {
          if (!isObject(step) || typeof step.declaration !== 'string') return;
          const path = appendPointer(
            appendPointer(
              appendPointer(appendPointer(appendPointer(scope, 'interactionExamples'), example), 'steps'),
              position,
            ),
            'declaration',
          );
          push('elicitation', step.declaration, scope, false, inner(doc, map.rangeOf(path), step.declaration));
        });
      }
    });
  }
  return found;
}

function same(a: Occurrence, b: Occurrence): boolean {
  return a.kind === b.kind && a.name === b.name && a.scope === b.scope;
}

export function occurrenceAt(
  doc: LanguageDocument,
  position: SourcePosition,
): { at: Occurrence; all: Occurrence[] } | undefined {
  const all = occurrences(doc);
  const at = all.find((o) => contains(o.range, position));
  return at ? { at, all: all.filter((o) => same(o, at)) } : undefined;
}

/** Where the name at the position is declared; from any segment of a `$componentRef`, the component it names. */
export function definition(doc: LanguageDocument, position: SourcePosition): SourceRange[] {
  const found = occurrenceAt(doc, position) ?? referenceAround(doc, position);
  return found ? found.all.filter((o) => o.declaration).map((o) => o.range) : [];
}

/** The component reference whose value (any segment: `#`, `components`, the namespace) holds the position. */
function referenceAround(
  doc: LanguageDocument,
  position: SourcePosition,
): { at: Occurrence; all: Occurrence[] } | undefined {
  const all = occurrences(doc);
  const at = all.find((o) => o.value !== undefined && contains(o.value, position));
  return at ? { at, all: all.filter((o) => same(o, at)) } : undefined;
}

/** Every place the name at the position appears (declarations included). */
export function references(doc: LanguageDocument, position: SourcePosition): SourceRange[] {
  return occurrenceAt(doc, position)?.all.map((o) => o.range) ?? [];
}

/** The name at the position and its range, for the editor's rename box. */
export function renameTarget(
  doc: LanguageDocument,
  position: SourcePosition,
): { range: SourceRange; text: string } | undefined {
  const found = occurrenceAt(doc, position);
  return found ? { range: found.at.range, text: found.at.name } : undefined;
}

/** Rename the name at the position everywhere, as one set of edits. */
export function rename(doc: LanguageDocument, position: SourcePosition, newName: string): RenameResult {
  const found = occurrenceAt(doc, position);
  if (!found)
    return {
      ok: false,
      message: 'Nothing to rename here: place the cursor on a component, tag, security scheme or elicitation name.',
    };
  const kind = found.at.kind;
  if (kind !== 'tag' && !new RegExp(namePattern).test(newName)) {
    return {
      ok: false,
      message: `"${newName}" is not a valid ${kindWords[kind]} name: use letters, digits, ".", "_" and "-".`,
    };
  }
  if (kind === 'tag' && newName.trim() === '') return { ok: false, message: 'A tag name must not be empty.' };
  const edits: TextEdit[] = found.all.map((o) => ({ range: o.range, text: nameText(doc, o.range, newName) }));
  return { ok: true, edits };
}

/** The new name as the quoting around the old one requires (a plain YAML name that needs quotes gets them). */
function nameText(doc: LanguageDocument, range: SourceRange, name: string): string {
  const before = doc.text[doc.index.offset(range.start) - 1];
  const escaped = JSON.stringify(name).slice(1, -1);
  if (doc.format === 'json' || before === '"') return escaped;
  if (before === "'") return name.replace(/'/g, "''");
  return plainYamlString(name) || /^[A-Za-z0-9._-]+$/.test(name) ? name : JSON.stringify(name);
}
