// The outline (document symbols): transports, security schemes, tools, resources, resource templates, prompts,
// components and tags, by name, each with its range in the text.
import { isObject } from '../lib/data-model.ts';
import { componentNamespaces } from '../model/components.ts';
import { appendPointer } from '../lib/pointer.ts';
import type { LanguageDocument } from './document.ts';
import type { DocumentSymbol, SourceRange, SymbolKind } from './types.ts';

const sections: { member: string; title: string; kind: SymbolKind }[] = [
  { member: 'transports', title: 'Transports', kind: 'transport' },
  { member: 'securitySchemes', title: 'Security schemes', kind: 'security-scheme' },
  { member: 'tools', title: 'Tools', kind: 'tool' },
  { member: 'resources', title: 'Resources', kind: 'resource' },
  { member: 'resourceTemplates', title: 'Resource templates', kind: 'resource-template' },
  { member: 'prompts', title: 'Prompts', kind: 'prompt' },
  { member: 'components', title: 'Components', kind: 'component' },
  { member: 'tags', title: 'Tags', kind: 'tag' },
];

function label(
  kind: SymbolKind,
  value: unknown,
  index: number,
): { name: string; detail?: string; nameMember?: string } {
  if (!isObject(value)) return { name: `#${index}` };
  if (kind === 'transport') {
    const where =
      typeof value.url === 'string' ? value.url : typeof value.command === 'string' ? value.command : undefined;
    return {
      name: `${typeof value.type === 'string' ? value.type : 'transport'}${where ? ` ${where}` : ''}`,
      nameMember: 'type',
    };
  }
  const name = typeof value.name === 'string' ? value.name : `#${index}`;
  const detail =
    kind === 'resource' && typeof value.uri === 'string'
      ? value.uri
      : kind === 'resource-template' && typeof value.uriTemplate === 'string'
        ? value.uriTemplate
        : typeof value.title === 'string'
          ? value.title
          : undefined;
  return { name, ...(detail ? { detail } : {}), nameMember: 'name' };
}

export function documentSymbols(doc: LanguageDocument): DocumentSymbol[] {
  if (!doc.parsed.ok || !isObject(doc.parsed.value)) return [];
  const document = doc.parsed.value;
  const map = doc.parsed.sourceMap;
  const range = (pointer: string, part: 'key' | 'value' = 'value'): SourceRange | undefined =>
    map.rangeOf(pointer, part);
  const symbols: DocumentSymbol[] = [];
  for (const section of sections) {
    if (!Object.hasOwn(document, section.member)) continue;
    const pointer = appendPointer('', section.member);
    const whole = range(pointer);
    const key = range(pointer, 'key');
    if (!whole || !key) continue;
    const value = document[section.member];
    const children: DocumentSymbol[] = [];
    if (section.member === 'components' && isObject(value)) {
      for (const namespace of componentNamespaces) {
        const names = value[namespace];
        if (!isObject(names)) continue;
        for (const name of Object.keys(names)) {
          const at = appendPointer(appendPointer(pointer, namespace), name);
          const r = range(at);
          const k = range(at, 'key');
          if (r && k)
            children.push({
              name,
              detail: namespace,
              kind: 'component',
              range: { start: k.start, end: r.end },
              selectionRange: k,
              children: [],
            });
        }
      }
    } else if (Array.isArray(value)) {
      value.forEach((item, index) => {
        const at = appendPointer(pointer, index);
        const r = range(at);
        if (!r) return;
        const { name, detail, nameMember } = label(section.kind, item, index);
        const selection =
          (nameMember && isObject(item) && Object.hasOwn(item, nameMember)
            ? range(appendPointer(at, nameMember))
            : undefined) ?? r;
        children.push({
          name,
          ...(detail ? { detail } : {}),
          kind: section.kind,
          range: r,
          selectionRange: selection,
          children: [],
        });
      });
    } else if (isObject(value)) {
      for (const name of Object.keys(value)) {
        const at = appendPointer(pointer, name);
        const r = range(at);
        const k = range(at, 'key');
        const scheme = value[name];
        if (r && k)
          children.push({
            name,
            ...(isObject(scheme) && typeof scheme.type === 'string' ? { detail: scheme.type } : {}),
            kind: section.kind,
            range: { start: k.start, end: r.end },
            selectionRange: k,
            children: [],
          });
      }
    }
    symbols.push({
      name: section.title,
      detail: `${children.length}`,
      kind: 'section',
      range: { start: key.start, end: whole.end },
      selectionRange: key,
      children,
    });
  }
  return symbols;
}
