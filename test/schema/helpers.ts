// Test helpers: parse text with the document layer, validate its structure, and attach source ranges the way the
// app does (member name for unexpected or invalid names, value otherwise).
import { parse as parseYaml } from 'yaml';
import type { Diagnostic, DocumentFormat, SourceRange } from '../../core/diagnostics.ts';
import { parseDocument, serialize } from '../../core/document/index.ts';
import { rangePart } from '../../core/schema/index.ts';
import { validateStructure } from '../../core/rules/structural.ts';

export function validateText(text: string, format?: DocumentFormat): Diagnostic[] {
  const parsed = parseDocument(text, format ? { format } : {});
  if (!parsed.ok)
    throw new Error(`test document does not parse: ${parsed.diagnostics.map((d) => d.message).join('; ')}`);
  return validateStructure(parsed.value).map((d) => {
    const range = parsed.sourceMap.rangeOf(d.path, rangePart(d));
    return range ? { ...d, range } : d;
  });
}

/** The document as JSON or YAML text. */
export function textOf(value: unknown, format: DocumentFormat): string {
  return format === 'json' ? `${JSON.stringify(value, null, 2)}\n` : serialize(value, 'yaml');
}

function offsetOf(text: string, line: number, column: number): number {
  let offset = 0;
  for (let l = 1; l < line; l++) offset = text.indexOf('\n', offset) + 1;
  return offset + column - 1;
}

/** The source text a range covers. */
export function textAt(text: string, range: SourceRange): string {
  return text.slice(
    offsetOf(text, range.start.line, range.start.column),
    offsetOf(text, range.end.line, range.end.column),
  );
}

/**
 * The data a range covers, decoded again: JSON text as JSON; YAML text re-indented to its column first, so that a
 * block collection that starts mid-line parses on its own.
 */
export function decodeAt(text: string, range: SourceRange, format: DocumentFormat): unknown {
  const slice = textAt(text, range);
  if (format === 'json') return JSON.parse(slice);
  return parseYaml(' '.repeat(range.start.column - 1) + slice);
}

/** The value at a JSON Pointer. */
export function valueAt(value: unknown, path: string): unknown {
  let current = value;
  if (path === '') return current;
  for (const raw of path.slice(1).split('/')) {
    const segment = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    current = (current as Record<string, unknown>)[segment];
  }
  return current;
}

/** A minimal valid 0.9.0 document, extended by each case. */
export function documentWith(members: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    mcpdesc: '0.9.0',
    info: { name: 'test-server', version: '1.0.0' },
    protocolVersions: ['2025-11-25'],
    ...members,
  };
}

export interface ExpectedFinding {
  rule: string;
  path: string;
  detail: Record<string, unknown>;
  /** A fragment the message must contain. */
  message?: string;
}

export interface StructuralCase {
  name: string;
  document: Record<string, unknown>;
  expected: ExpectedFinding[];
}

export const formats: DocumentFormat[] = ['json', 'yaml'];

/**
 * Check one case in one format: the exact findings (rule, path, detail, error severity), and that each range covers
 * exactly the member name (unexpected or invalid names) or the value at the finding's path.
 */
export function checkCase(
  testCase: StructuralCase,
  format: DocumentFormat,
  expect: typeof import('vitest').expect,
): void {
  const text = textOf(testCase.document, format);
  const diagnostics = validateText(text, format);
  expect(diagnostics.map(({ rule, path, detail }) => ({ rule, path, detail }))).toEqual(
    testCase.expected.map(({ rule, path, detail }) => ({ rule, path, detail })),
  );
  diagnostics.forEach((d, i) => {
    expect(d.severity).toBe('error');
    const fragment = testCase.expected[i]?.message;
    if (fragment) expect(d.message).toContain(fragment);
    expect(d.range, `range of ${d.path}`).toBeDefined();
    const range = d.range!;
    if (rangePart(d) === 'key') {
      const member = (d.detail as { member: string }).member;
      expect(decodeAt(text, range, format)).toBe(member);
    } else {
      expect(decodeAt(text, range, format)).toEqual(valueAt(testCase.document, d.path));
    }
  });
}

/** A valid object, and the same object with one undeclared member: proves the definition is in effect (3.9). */
export interface ClosedCase {
  name: string;
  document: Record<string, unknown>;
  /** JSON Pointer of the object that must reject `bogus`. */
  object: string;
  rule: string;
  allowedMembers: string[];
  /** Eligible for `x-*` (14.2): an extension member is accepted; otherwise it is rejected like any other. */
  extensible: boolean;
}

function withMember(document: Record<string, unknown>, pointer: string, member: string): Record<string, unknown> {
  const copy = structuredClone(document);
  let target: Record<string, unknown> = copy;
  for (const segment of pointer.slice(1).split('/')) target = target[segment] as Record<string, unknown>;
  target[member] = 'undeclared';
  return copy;
}

function unexpectedMember(testCase: ClosedCase, member: string): ExpectedFinding {
  return {
    rule: testCase.rule,
    path: `${testCase.object}/${member}`,
    detail: { kind: 'unexpected-member', member, allowedMembers: testCase.allowedMembers },
    message: `Unexpected member "${member}"`,
  };
}

/** The valid object passes; `bogus` is rejected at the member; `x-acme` is accepted exactly where 14.2 allows it. */
export function checkClosed(
  testCase: ClosedCase,
  format: DocumentFormat,
  expect: typeof import('vitest').expect,
): void {
  checkCase({ name: testCase.name, document: testCase.document, expected: [] }, format, expect);
  checkCase(
    {
      name: testCase.name,
      document: withMember(testCase.document, testCase.object, 'bogus'),
      expected: [unexpectedMember(testCase, 'bogus')],
    },
    format,
    expect,
  );
  const extended = withMember(testCase.document, testCase.object, 'x-acme');
  checkCase(
    {
      name: testCase.name,
      document: extended,
      expected: testCase.extensible ? [] : [unexpectedMember(testCase, 'x-acme')],
    },
    format,
    expect,
  );
}
