// The pipeline locates each finding in place (core/validation/pipeline.ts `locate`), which is right only while every
// finding it gets was made by the run itself: a finding kept from an earlier run (a cache of a rule or of the schema)
// would keep that run's range. Validating a text, then the same text moved down two lines, then the first text again
// shows that no range outlives its run.
import { describe, expect, it } from 'vitest';
import type { Diagnostic } from '../../core/diagnostics.ts';
import { validateText } from '../../core/validation/pipeline.ts';
import { examples } from '../../src/examples/index.ts';

/** Every range of the findings (the finding's own and its related locations'), as lines and columns. */
function ranges(diagnostics: readonly Diagnostic[]): (string | undefined)[] {
  return diagnostics
    .flatMap((d) => [d.range, ...(d.relatedLocations ?? []).map((r) => r.range)])
    .map((r) => (r ? `${r.start.line}:${r.start.column}-${r.end.line}:${r.end.column}` : undefined));
}

function movedDown(range: string | undefined, lines: number): string | undefined {
  return range?.replace(
    /(\d+):(\d+)-(\d+):(\d+)/,
    (_, a, b, c, d) => `${Number(a) + lines}:${b}-${Number(c) + lines}:${d}`,
  );
}

/** A schema component that is no object, used by two tools: findings at each use site, related to the component. */
const referenced = `mcpdesc: 0.9.0
info:
  name: components
  version: 1.0.0
protocolVersions: ['2025-11-25']
tools:
  - name: a
    inputSchema:
      $componentRef: '#/components/schemas/S'
  - name: b
    inputSchema:
      $componentRef: '#/components/schemas/S'
components:
  schemas:
    S:
      type: string
`;

const texts = [
  ...examples.map((e) => [e.id, e.text, e.format] as const),
  ['two use sites of a faulty component', referenced, 'yaml'] as const,
];

describe('locating findings', () => {
  it.each(texts)('gives each run of %s its own ranges', (_, text, format) => {
    const first = validateText(text, { format });
    const moved = validateText(`\n\n${text}`, { format });
    const again = validateText(text, { format });
    expect(ranges(moved.diagnostics)).toEqual(ranges(first.diagnostics).map((r) => movedDown(r, 2)));
    expect(again.diagnostics).toEqual(first.diagnostics);
  });

  it('locates every finding, and each related location of a finding at a use site', () => {
    const invalid = examples.find((e) => e.id === 'invalid')!;
    const found = validateText(invalid.text, { format: invalid.format }).diagnostics;
    expect(found.length).toBeGreaterThan(5);
    expect(found.every((d) => d.range !== undefined)).toBe(true);
    const atUseSites = validateText(referenced, { format: 'yaml' }).diagnostics.filter((d) => d.relatedLocations);
    expect(
      atUseSites.map((d) => [d.path, d.range?.start.line, d.relatedLocations?.map((r) => r.range?.start.line)]),
    ).toEqual([
      ['/tools/0/inputSchema', 9, [16]],
      ['/tools/1/inputSchema', 12, [16]],
    ]);
  });
});
