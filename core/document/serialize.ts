// The way back (spec 15.2, 15.3, 15.5): write the data model as JSON or as restricted-profile YAML.
// Property order is kept as in the value; empty arrays and objects are written, never dropped.
import type { DocumentFormat } from '../diagnostics.ts';
import { plainResolvesToNonString } from './yaml-scalars.ts';
import { memberNames } from './member-order.ts';

export interface SerializeOptions {
  /** Spaces per nesting level (default 2; 0 writes compact JSON, YAML always indents by at least 1). */
  indent?: number;
}

export function serialize(value: unknown, format: DocumentFormat, options: SerializeOptions = {}): string {
  const indent = Math.max(0, Math.floor(options.indent ?? 2));
  return format === 'json' ? writeJson(value, indent) + '\n' : writeYaml(value, Math.max(1, indent));
}

function unsupported(value: unknown): never {
  throw new TypeError(
    `Cannot serialize ${typeof value === 'number' ? String(value) : typeof value}: the MCP Description data model has only objects, arrays, strings, finite numbers, booleans and null`,
  );
}

function writeNumber(n: number): string {
  if (!Number.isFinite(n)) unsupported(n);
  return Object.is(n, -0) ? '-0' : String(n);
}

function members(obj: object): [string, unknown][] {
  const out: [string, unknown][] = [];
  for (const key of memberNames(obj)) {
    const v = (obj as Record<string, unknown>)[key];
    if (v !== undefined) out.push([key, v]);
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// JSON

function writeJson(value: unknown, indent: number): string {
  const parts: string[] = [];
  const step = ' '.repeat(indent);
  const nl = indent > 0 ? '\n' : '';
  const colon = indent > 0 ? ': ' : ':';
  const write = (v: unknown, ind: string): void => {
    if (v === null) parts.push('null');
    else if (typeof v === 'string') parts.push(JSON.stringify(v));
    else if (typeof v === 'number') parts.push(writeNumber(v));
    else if (typeof v === 'boolean') parts.push(v ? 'true' : 'false');
    else if (Array.isArray(v)) {
      if (v.length === 0) return void parts.push('[]');
      const inner = ind + step;
      parts.push('[');
      for (let i = 0; i < v.length; i++) {
        parts.push(i === 0 ? nl + inner : ',' + nl + inner);
        write(v[i] === undefined ? null : v[i], inner);
      }
      parts.push(nl + ind + ']');
    } else if (typeof v === 'object') {
      const entries = members(v);
      if (entries.length === 0) return void parts.push('{}');
      const inner = ind + step;
      parts.push('{');
      entries.forEach(([k, child], i) => {
        parts.push((i === 0 ? nl : ',' + nl) + inner + JSON.stringify(k) + colon);
        write(child, inner);
      });
      parts.push(nl + ind + '}');
    } else unsupported(v);
  };
  write(value, '');
  return parts.join('');
}

// ---------------------------------------------------------------------------------------------
// YAML (restricted profile)

// Characters a YAML double-quoted scalar should escape beyond what JSON.stringify escapes:
// DEL, C1 controls (incl. NEL), line/paragraph separators, BOM, and lone surrogates.
const needsYamlEscape =
  /[\u007f-\u009f\u2028\u2029\ufeff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

function doubleQuoted(s: string): string {
  const json = JSON.stringify(s);
  needsYamlEscape.lastIndex = 0;
  return needsYamlEscape.test(json)
    ? json.replace(needsYamlEscape, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`)
    : json;
}

// Strings other YAML readers (core schema, YAML 1.1) would resolve to non-strings, or dates that
// the spec says to quote (15.3.3): quoted although the JSON schema would read them as strings.
const lookalikes = [
  /^(?:~|null|true|false|yes|no|on|off|y|n|=|<<)$/i,
  /^[-+]?(?:[0-9][0-9_]*)?(?:\.[0-9_]*)?(?:[eE][-+]?[0-9]+)?$/,
  /^[-+]?0[xXoObB][0-9a-fA-F_]*$/,
  /^[-+]?\.(?:inf|nan)$/i,
  /^[-+]?[0-9][0-9_]*(?::[0-5]?[0-9])+(?:\.[0-9_]*)?$/,
  /^[0-9]{4}-[0-9]{1,2}-[0-9]{1,2}(?:$|[Tt ])/,
];

const indicatorStart = /^[-?:,[\]{}#&*!|>'"%@`\s]/;
// Anything but printable, non-space-edged, single-line text without `: ` or ` #`.
// eslint-disable-next-line no-control-regex -- control characters are exactly what must not be written plain
const unsafeInside = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\ufeff\ud800-\udfff]|: |:$| #|\s$/;

function canBePlain(s: string): boolean {
  if (s === '' || indicatorStart.test(s) || unsafeInside.test(s) || s.startsWith('...')) return false;
  if (plainResolvesToNonString(s)) return false;
  for (const re of lookalikes) if (re.test(s)) return false;
  return true;
}

function inlineString(s: string): string {
  return canBePlain(s) ? s : doubleQuoted(s);
}

/** Multi-line text that a literal block scalar writes exactly: a header and content lines, or undefined. */
function literalBlock(s: string): { header: string; lines: string[] } | undefined {
  if (s.indexOf('\n') < 0 || s.length < 2) return undefined;
  // eslint-disable-next-line no-control-regex -- a literal block cannot hold control characters other than tab and newline
  if (/[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u2028\u2029\ufeff\ud800-\udfff]/.test(s)) return undefined;
  if (s[0] === ' ' || s[0] === '\n' || /[ \t]\n|[ \t]$|\n[ \t]*\n[ \t]*$/.test(s)) return undefined;
  // Trailing empty lines (keep chomping) are rejected above, so strip or clip chomping suffices.
  const clip = s.endsWith('\n');
  const lines = (clip ? s.slice(0, -1) : s).split('\n');
  if (lines.some((l) => /^[ \t]+$/.test(l))) return undefined;
  const chomp = clip ? '' : '-';
  return { header: `|${chomp}`, lines };
}

function isBlockCollection(v: unknown): boolean {
  if (Array.isArray(v)) return v.length > 0;
  return typeof v === 'object' && v !== null && members(v).length > 0;
}

function inlineScalar(v: unknown): string {
  if (v === null) return 'null';
  if (typeof v === 'string') return inlineString(v);
  if (typeof v === 'number') return writeNumber(v);
  if (typeof v === 'boolean') return v ? 'true' : 'false';
  if (Array.isArray(v)) return '[]';
  if (typeof v === 'object') return '{}';
  return unsupported(v);
}

function writeYaml(value: unknown, indent: number): string {
  const step = ' '.repeat(indent);
  const out: string[] = [];
  // Writes the text after an indicator (`key:` or `- `) for a value; `childIndent` is for block content.
  const afterIndicator = (v: unknown, childIndent: string, inSequence: boolean): void => {
    if (typeof v === 'string') {
      const block = literalBlock(v);
      if (block) {
        out.push(` ${block.header}\n`);
        for (const line of block.lines) out.push(line === '' ? '\n' : `${childIndent}${line}\n`);
        return;
      }
    }
    if (!isBlockCollection(v)) {
      out.push(` ${inlineScalar(v)}\n`);
      return;
    }
    if (inSequence) {
      // Compact form: the first line of the nested collection follows `- ` directly.
      const start = out.length;
      writeCollection(v, childIndent);
      out[start] = ' ' + out[start]!.slice(childIndent.length);
      return;
    }
    out.push('\n');
    writeCollection(v, childIndent);
  };
  const writeCollection = (v: unknown, ind: string): void => {
    if (Array.isArray(v)) {
      for (const item of v) {
        out.push(`${ind}-`);
        afterIndicator(item === undefined ? null : item, ind + '  ', true);
      }
      return;
    }
    for (const [key, child] of members(v as object)) {
      const k = inlineString(key);
      if (k.length > 1000) {
        // Implicit keys are limited to 1024 characters: use an explicit key.
        out.push(`${ind}? ${k}\n`);
        out.push(`${ind}:`);
      } else out.push(`${ind}${k}:`);
      afterIndicator(child, ind + step, false);
    }
  };
  if (isBlockCollection(value)) writeCollection(value, '');
  else if (typeof value === 'string' && literalBlock(value)) {
    const block = literalBlock(value)!;
    out.push(`${block.header}\n`);
    for (const line of block.lines) out.push(line === '' ? '\n' : `${step}${line}\n`);
  } else out.push(`${inlineScalar(value)}\n`);
  return out.join('');
}
