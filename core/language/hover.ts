// Hover: on a member name, what it means (in the project's words), the requirement that defines it and its
// protocol-version availability; on a value, what it refers to (a component's first lines, a tag's or security
// scheme's declaration) or implies (a protocol version's legacy status and unavailable members).
import { fieldAvailability, availableVersions } from '../model/availability.ts';
import { isObject } from '../lib/data-model.ts';
import { parseComponentRef } from '../model/components.ts';
import { legacyProtocolVersions } from '../model/versions.ts';
import { protocolVersions, type ProtocolVersion } from '../model/versions.ts';
import { securitySchemes } from '../model/security.ts';
import { tagCatalogue } from '../model/tags.ts';
import { splitPointer } from '../lib/pointer.ts';
import { cursorContext, slotPath, type CursorContext } from './cursor/index.ts';
import { valueAt, writtenMembers, type LanguageDocument } from './document.ts';
import { availabilityText } from './availability.ts';
import { meaningOf, objectTitle, requirementLink, requirementOf } from './member-docs.ts';
import { defName, membersOf, schemasAt } from './schema-walk.ts';
import type { Hover, SourcePosition } from './types.ts';

/** A fenced code block that no backtick run inside `text` can close. */
export function codeBlock(text: string, language = ''): string {
  const longest = Math.max(2, ...[...text.matchAll(/`+/g)].map((m) => m[0].length));
  const fence = '`'.repeat(longest + 1);
  return `${fence}${language}\n${text}\n${fence}`;
}

/** Inline code that shows `text` literally. */
export function code(text: string): string {
  const longest = Math.max(0, ...[...text.matchAll(/`+/g)].map((m) => m[0].length));
  const ticks = '`'.repeat(longest + 1);
  return `${ticks} ${text.replace(/[\r\n]+/g, ' ')} ${ticks}`;
}

export function hover(doc: LanguageDocument, position: SourcePosition): Hover | undefined {
  const offset = doc.index.offset(position);
  const context = cursorContext(doc.text, offset, doc.format);
  if (!context || context.token === '' || context.start === context.end) return undefined;
  const range = doc.index.range(context.start, context.end);
  const writtenAt = writtenMembers(doc, context);

  if (context.slot === 'key') {
    const contents =
      memberHover(context.path, context.token, writtenAt) ?? securityRequirementHover(doc, context.path, context.token);
    return contents ? { contents, range } : undefined;
  }
  const target = slotPath(context);
  if (target[target.length - 1] === '$componentRef') {
    const segment = referenceSegmentHover(doc, context, offset);
    if (segment) return segment;
  }
  const contents =
    valueHover(doc, target, context.token) ??
    (context.container === 'object' && context.segment !== undefined
      ? memberHover(context.path, context.segment, writtenAt)
      : undefined);
  return contents ? { contents, range } : undefined;
}

/**
 * On a `$componentRef` value, what the prefix up to the segment at the cursor names: `#` and `components` the root
 * Components Object, the namespace its components, the name the component itself (17.1, 17.2). Undefined when the
 * value is written with escapes (segments are then not where the text shows them) or is no well-formed reference.
 */
function referenceSegmentHover(doc: LanguageDocument, context: CursorContext, offset: number): Hover | undefined {
  const raw = doc.text.slice(context.start, context.end);
  const quote = raw[0] === '"' || raw[0] === "'" ? 1 : 0;
  if (raw.slice(quote, raw.length - quote) !== context.token) return undefined;
  const value = context.token;
  const parsed = parseComponentRef(value);
  if (!parsed.ok) return undefined;
  const valueStart = context.start + quote;
  const segments = value.split('/'); // '#', 'components', namespace, name (the name is pointer-escaped, never '/')
  let start = valueStart;
  let index = 0;
  for (; index < segments.length - 1; index++) {
    if (offset <= start + segments[index]!.length) break;
    start += segments[index]!.length + 1;
  }
  const range = doc.index.range(start, start + segments[index]!.length);
  if (index === 3) return { contents: valueHover(doc, ['$componentRef'], value)!, range };
  const components = isObject(doc.value) && isObject(doc.value.components) ? doc.value.components : undefined;
  if (index === 2) {
    const names =
      components && isObject(components[parsed.namespace]) ? Object.keys(components[parsed.namespace] as object) : [];
    const listed =
      names.length === 0
        ? 'none declared yet'
        : `${names.length}: ${names.slice(0, 12).map(code).join(', ')}${names.length > 12 ? ', …' : ''}`;
    return {
      contents: [
        `**${parsed.namespace}** — a component namespace of the root \`components\` (${listed})`,
        '',
        `This reference names the ${parsed.namespace} component ${code(parsed.name)}; F12 goes to it.`,
        '',
        requirementLink('req-component-reference-resolution') ?? '',
      ].join('\n'),
      range,
    };
  }
  const namespaces = components ? Object.keys(components).filter((ns) => isObject(components[ns])) : [];
  return {
    contents: [
      `**#/components** — the root Components Object${namespaces.length ? ` (${namespaces.map(code).join(', ')})` : ''}`,
      '',
      meaningOf('components', undefined) ?? '',
      '',
      `This reference names the ${parsed.namespace} component ${code(parsed.name)}; F12 goes to it.`,
    ].join('\n'),
    range,
  };
}

function memberHover(
  path: string[],
  member: string,
  writtenAt: (s: string[]) => ReadonlyMap<string, string | undefined>,
): string | undefined {
  const nodes = schemasAt(path, writtenAt);
  const info = membersOf(nodes).find((m) => m.name === member);
  if (!info) return undefined;
  const holder = nodes.find((n) => defName(n) === info.owner) ?? nodes[0];
  const title = objectTitle(info.owner, holder?.schema.title);
  const lines = [
    `**${member}** — ${title}${info.required ? ' (required)' : ''}`,
    '',
    meaningOf(member, info.owner) ?? '',
    '',
    `Available in: ${availabilityText([...path, member])}.`,
  ];
  const link = requirementLink(requirementOf(info.owner));
  if (link) lines.push('', link);
  return lines.join('\n');
}

function securityRequirementHover(doc: LanguageDocument, path: string[], name: string): string | undefined {
  if (path[path.length - 2] !== 'security') return undefined;
  return schemeDeclaration(doc, name);
}

function schemeDeclaration(doc: LanguageDocument, name: string): string | undefined {
  const schemes = securitySchemes(doc.value);
  if (!Object.hasOwn(schemes, name))
    return `Security scheme ${code(name)} is **not declared** in the root \`securitySchemes\`.`;
  return [
    `**Security scheme** ${code(name)}`,
    '',
    codeBlock(firstLines(doc, `/securitySchemes/${escape(name)}`, schemes[name]), doc.format),
    '',
    requirementLink('req-security-scheme-references') ?? '',
  ].join('\n');
}

function escape(segment: string): string {
  return segment.replace(/~/g, '~0').replace(/\//g, '~1');
}

/** The first lines of the text of the value at `pointer` (or of its serialization when the text does not hold it). */
function firstLines(doc: LanguageDocument, pointer: string, value: unknown, count = 8): string {
  const parsed = doc.parsed;
  const range = parsed.ok ? parsed.sourceMap.rangeOf(pointer) : undefined;
  let text: string;
  if (range) {
    const start = doc.index.offset({ line: range.start.line, column: 1 });
    text = doc.text.slice(start, doc.index.offset(range.end));
  } else {
    text = JSON.stringify(value, null, 2) ?? '';
  }
  const lines = text.replace(/\s+$/, '').split(/\r?\n/);
  return lines.length > count ? [...lines.slice(0, count), '…'].join('\n') : lines.join('\n');
}

function valueHover(doc: LanguageDocument, target: string[], value: string): string | undefined {
  const member = target[target.length - 1];
  const parentMember = target[target.length - 2];
  if (member === '$componentRef') {
    const parsed = parseComponentRef(value);
    if (!parsed.ok) return `$componentRef ${code(value)} is malformed: ${parsed.reason}.`;
    const component = valueAt(doc.value, splitPointer(parsed.path));
    if (component === undefined)
      return `$componentRef ${code(value)} names no component: there is no ${parsed.namespace} component ${code(parsed.name)} yet.`;
    return [
      `**${parsed.namespace} component** ${code(parsed.name)}`,
      '',
      codeBlock(firstLines(doc, parsed.path, component), doc.format),
      '',
      requirementLink('req-component-reference-resolution') ?? '',
    ].join('\n');
  }
  if (parentMember === 'tags' && target.length === 4) {
    const entry = (tagCatalogue(doc.value) ?? []).find((e) => e.name === value);
    if (!entry) return `Tag ${code(value)} is **not declared** in the root \`tags\` catalogue.`;
    const declaration = valueAt(doc.value, splitPointer(entry.path).slice(0, -1));
    const description =
      isObject(declaration) && typeof declaration.description === 'string' ? declaration.description : undefined;
    return [
      `**Tag** ${code(value)}`,
      '',
      description ? codeBlock(description) : 'Declared without a description.',
      '',
      requirementLink('req-tags-references') ?? '',
    ].join('\n');
  }
  if (member === 'declaration' && target[0] === 'tools') {
    const tool = valueAt(doc.value, target.slice(0, 2));
    const declaration =
      isObject(tool) && Array.isArray(tool.elicitations)
        ? tool.elicitations.find((d) => isObject(d) && d.name === value)
        : undefined;
    if (!isObject(declaration)) return `This tool declares no elicitation named ${code(value)}.`;
    return [
      `**Elicitation** ${code(value)} (${code(String(declaration.mode))} mode)`,
      '',
      typeof declaration.message === 'string' ? codeBlock(declaration.message) : '',
      '',
      requirementLink('req-interaction-elicitation-declaration') ?? '',
    ].join('\n');
  }
  if (
    (protocolVersions as readonly string[]).includes(value) &&
    (member === 'protocolVersions' || parentMember === 'protocolVersions')
  ) {
    return versionHover(value as ProtocolVersion);
  }
  return undefined;
}

function versionHover(version: ProtocolVersion): string {
  const lines = [`**MCP ${version}**`, ''];
  if (legacyProtocolVersions.includes(version))
    lines.push('A legacy protocol version: validated with the reduced, legacy scope of the specification (16.2).', '');
  const index = protocolVersions.indexOf(version);
  const latest = index === protocolVersions.length - 1;
  lines.push(
    latest
      ? 'The newest protocol version this format describes.'
      : `Newer versions: ${protocolVersions.slice(index + 1).join(', ')}.`,
    '',
  );
  const missing = fieldAvailability.filter((entry) => !availableVersions(entry.available).includes(version));
  if (missing.length > 0) {
    lines.push('Not available in this version:');
    for (const entry of missing) {
      const name = entry.pattern.split('/').pop() ?? '';
      const what =
        entry.value !== undefined
          ? `${entry.object} ${code(`${name}: ${entry.value}`)}`
          : `${entry.object} ${code(name)}`;
      lines.push(
        `- ${what} (${'only' in entry.available ? `MCP ${entry.available.only} only` : `since MCP ${entry.available.since}`}; spec ${entry.section})`,
      );
    }
    lines.push('');
  }
  lines.push(requirementLink('req-field-protocol-version-availability') ?? '');
  return lines.join('\n');
}
