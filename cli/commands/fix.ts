// mcpdesc fix PATH... [--write | --dry-run]: every safe verified quick fix applied until none applies
// (core/language/fix.ts), to each file, each description below a folder, or standard input. One file alone: the fixed
// text on stdout; --write rewrites each file that changed (only those); --dry-run prints a unified diff per file that
// would change and writes nothing. A file keeps its byte order mark and line breaks (./text-file.ts), and a file with
// nothing to fix stays byte for byte as it was. Standard error: what was fixed, the findings that remain, a summary.
import type { Diagnostic } from '../../core/diagnostics.ts';
import { countOf, nounFor } from '../../core/lib/plural.ts';
import { fixText, type AppliedFix } from '../../core/language/fix.ts';
import { CliFailure, inputFormatOption, parseCommand, UsageError } from '../args.ts';
import { readDocument } from '../document.ts';
import { expandPaths, noDescriptionFiles } from '../files.ts';
import { writeOutput, type Io } from '../io.ts';
import { stylishFile } from '../reports/stylish.ts';
import { keepTextShape } from '../text-file.ts';
import { unifiedDiff } from '../unified-diff.ts';

type Mode = 'print' | 'write' | 'dry-run';

interface Outcome {
  changed: boolean;
  applied: AppliedFix[];
  diagnostics: Diagnostic[];
  valid: boolean;
}

const severalNeedAMode =
  'several files or a folder need --write (rewrite the files that change) or --dry-run (print the diffs): add one';

export async function run(args: string[], io: Io): Promise<number> {
  const { values, positionals } = parseCommand(args, {
    write: { type: 'boolean' },
    'dry-run': { type: 'boolean' },
    'input-format': { type: 'string' },
    format: { type: 'string' },
  });
  if (values.write && values['dry-run'])
    throw new UsageError('--write and --dry-run exclude each other (--dry-run writes nothing): choose one');
  const mode: Mode = values.write ? 'write' : values['dry-run'] ? 'dry-run' : 'print';
  if (positionals.length === 0) throw new UsageError('missing PATH (a file, - for standard input, or a folder)');
  if (mode === 'write' && positionals.includes('-'))
    throw new UsageError(
      '--write needs files or folders, not - (standard input): leave --write out to print the result',
    );
  if (mode === 'print' && positionals.length > 1) throw new UsageError(severalNeedAMode);
  // --format names the input format here, as it did before --input-format existed.
  const inputFormat = inputFormatOption(values['input-format'] ?? values.format);

  const { files, folders } = expandPaths(io, positionals);
  if (mode === 'print' && folders) throw new UsageError(severalNeedAMode);
  if (files.length === 0) throw noDescriptionFiles(positionals);
  const several = folders || positionals.length > 1;
  const outcomes: Outcome[] = [];
  let failed: 0 | 1 | 2 = 0;
  for (const file of new Set(files)) {
    try {
      outcomes.push(await fixFile(io, file, { inputFormat, mode, several }));
    } catch (error) {
      // One file that cannot be read or written does not stop the others; alone, it is the command's failure.
      if (!several || !(error instanceof CliFailure)) throw error;
      io.stderr(`mcpdesc: ${error.message}\n`);
      failed = Math.max(failed, error.exitCode) as 1 | 2;
    }
  }
  io.stderr(summary(mode, outcomes));
  return Math.max(failed, outcomes.some((o) => !o.valid) ? 1 : 0);
}

async function fixFile(
  io: Io,
  file: string,
  { inputFormat, mode, several }: { inputFormat: ReturnType<typeof inputFormatOption>; mode: Mode; several: boolean },
): Promise<Outcome> {
  const document = await readDocument(io, file, { inputFormat, everyVersion: true });
  const original = document.original ?? document.text;
  const result = fixText(document.text, { format: document.format });
  const fixed = keepTextShape(original, result.text);
  // Nothing applied: the file as it was, byte for byte (even with mixed line breaks that a rewrite would unify).
  const changed = result.applied.length > 0 && fixed !== original;
  if (mode === 'print') io.stdout(changed ? fixed : original);
  else if (mode === 'dry-run' && changed) io.stdout(unifiedDiff(file, original, fixed));
  else if (mode === 'write' && changed) writeOutput(io, file, fixed);

  const prefix = several ? `${file}: ` : '';
  const verb = mode === 'dry-run' ? 'would fix' : 'fixed';
  const listed = result.applied.map(
    (f) => `${prefix}${verb} ${f.rule} at ${f.path === '' ? '/' : f.path}: ${f.title}\n`,
  );
  // The findings that remain, listed as validate lists them (nothing when none remain); fix's summary follows.
  const remaining = stylishFile(file, result.diagnostics);
  io.stderr(`${listed.join('')}${remaining}`);
  return { changed, applied: result.applied, diagnostics: result.diagnostics, valid: result.valid };
}

/**
 * The last lines on standard error, in words: how many files changed (or would change) and problems were fixed,
 * then what remains, by severity and file.
 */
export function summary(mode: Mode, outcomes: readonly Outcome[]): string {
  const dry = mode === 'dry-run';
  const fixed = outcomes.reduce((n, o) => n + o.applied.length, 0);
  const changed = outcomes.filter((o) => o.changed).length;
  const files = countOf(outcomes.length, 'file');
  let done: string;
  if (mode === 'print') done = fixed === 0 ? 'Nothing to fix.' : `${countOf(fixed, 'problem')} fixed.`;
  else if (changed === 0) done = `Nothing to fix in ${files}.`;
  else {
    const which = changed === outcomes.length ? files : `${changed} of ${files}`;
    done = `${which} ${dry ? 'would change' : 'changed'}: ${countOf(fixed, 'problem')} ${dry ? 'would be fixed' : 'fixed'}.`;
  }
  const left = outcomes.flatMap((o) => o.diagnostics);
  const inFiles = outcomes.filter((o) => o.diagnostics.length > 0).length;
  let remains: string;
  if (left.length === 0) remains = `No problems ${dry ? 'would remain' : 'remain'}.`;
  else {
    const bySeverity = (['error', 'warning', 'info'] as const)
      .map((severity) => ({ severity, n: left.filter((d) => d.severity === severity).length }))
      .filter(({ severity, n }) => n > 0 || severity !== 'info')
      .map(({ severity, n }) => countOf(n, severity))
      .join(', ');
    const verb = dry ? 'would remain' : nounFor(left.length, 'remains', 'remain');
    remains = `${countOf(left.length, 'problem')} ${verb} (${bySeverity})${mode === 'print' ? '' : ` in ${countOf(inFiles, 'file')}`}.`;
  }
  const next = dry && changed > 0 ? '\nRun it again with --write to apply the fixes.' : '';
  return `${done} ${remains}${next}\n`;
}
