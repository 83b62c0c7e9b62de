// mcpdesc validate PATH...: files and folders, validated in parallel on worker threads, reported in input order in
// the chosen format (stylish, json, sarif, github), on standard output or in --output FILE. Exit 0 when every
// document is valid, 1 when any is invalid or there are more warnings than --max-warnings allows, 2 on a usage or
// I/O error. --quiet reports errors only (every format), as ESLint's does; --max-warnings still counts the warnings.
import { inputFormatOption, oneOf, parseCommand, UsageError } from '../args.ts';
import { colorWanted } from '../color.ts';
import { expandPaths, noDescriptionFiles } from '../files.ts';
import { writeOutput, type Io } from '../io.ts';
import { validateFiles } from '../pool.ts';
import { createReporter, reportFormats, type FileReport } from '../reports/index.ts';
import { version } from '../version.ts';

export async function run(args: string[], io: Io): Promise<number> {
  const { values, positionals } = parseCommand(args, {
    format: { type: 'string' },
    json: { type: 'boolean' },
    'rule-results': { type: 'boolean' },
    'input-format': { type: 'string' },
    jobs: { type: 'string' },
    explain: { type: 'boolean' },
    quiet: { type: 'boolean' },
    'max-warnings': { type: 'string' },
    output: { type: 'string', short: 'o' },
    color: { type: 'boolean' },
    'no-color': { type: 'boolean' },
  });
  if (values.format === 'yaml')
    throw new UsageError(
      '--format is the report format (stylish, json, sarif, github); the input format is --input-format json|yaml',
    );
  const chosen = oneOf('format', values.format, reportFormats);
  if (values.json && chosen !== undefined && chosen !== 'json')
    throw new UsageError(`--json and --format ${chosen} disagree (--json is --format json)`);
  const format = values.json ? 'json' : (chosen ?? 'stylish');
  const ruleResults = values['rule-results'] === true;
  if (ruleResults && format !== 'json') throw new UsageError('--rule-results goes with --format json (or --json)');
  if (values.explain && format !== 'stylish')
    throw new UsageError('--explain is for the stylish report: the other formats give each finding its "requirement"');
  // What each requirement asks: loaded only when asked for (a plain validate does not read 358 summaries).
  const explain = values.explain
    ? (await import('../../core/reference/requirement-summaries.ts')).requirementSummary
    : undefined;
  const inputFormat = inputFormatOption(values['input-format']);
  const jobs = values.jobs === undefined ? io.cores : positiveInteger('jobs', values.jobs);
  const maxWarnings = values['max-warnings'] === undefined ? undefined : wholeNumber(values['max-warnings']);
  const output = values.output;
  if (output === '') throw new UsageError('--output needs a file name');
  if (positionals.length === 0) throw new UsageError('missing PATH (a file, - for standard input, or a folder)');

  const { files, folders } = expandPaths(io, positionals);
  if (files.length === 0) throw noDescriptionFiles(positionals);
  const several = folders || positionals.length > 1;
  const color = output === undefined && colorWanted(colorFlag(args), io);
  const reporter = createReporter(format, { several, version, explain, color });
  const quiet = values.quiet === true;
  // The report, on standard output as it comes, or kept for --output.
  const written: string[] = [];
  const print = (text: string) => {
    if (!text) return;
    if (output === undefined) io.stdout(text);
    else written.push(text);
  };
  let invalid = false;
  let unreadable = false;
  let warnings = 0;
  await validateFiles(io, files, { inputFormat, ruleResults, jobs, fixable: format === 'stylish' }, (outcome) => {
    if ('failure' in outcome) {
      unreadable = true;
      io.stderr(`mcpdesc: ${outcome.failure}\n`);
      return;
    }
    if (!outcome.valid) invalid = true;
    warnings += outcome.diagnostics.filter((d) => d.severity === 'warning').length;
    print(reporter.file(quiet ? errorsOnly(outcome) : outcome));
  });
  if (!unreadable || several) print(reporter.end());
  if (output !== undefined) writeOutput(io, output, written.join(''));
  const tooManyWarnings = maxWarnings !== undefined && warnings > maxWarnings;
  if (tooManyWarnings)
    io.stderr(`mcpdesc: too many warnings: found ${warnings}, --max-warnings allows ${maxWarnings}\n`);
  return unreadable ? 2 : invalid || tooManyWarnings ? 1 : 0;
}

/** A report without its warnings and information (--quiet): what fix would repair of them is not counted either. */
function errorsOnly(report: FileReport): FileReport {
  return {
    ...report,
    diagnostics: report.diagnostics.filter((d) => d.severity === 'error'),
    ...(report.fixable ? { fixable: { errors: report.fixable.errors, warnings: 0 } } : {}),
  };
}

/** The last of --color and --no-color before `--`, which wins over the environment; undefined when neither. */
function colorFlag(args: string[]): boolean | undefined {
  const end = args.indexOf('--');
  const last = (end < 0 ? args : args.slice(0, end)).findLast((a) => a === '--color' || a === '--no-color');
  return last === undefined ? undefined : last === '--color';
}

function positiveInteger(option: string, value: string): number {
  if (!/^[1-9]\d*$/.test(value)) throw new UsageError(`--${option} must be a positive whole number (got "${value}")`);
  return Number(value);
}

function wholeNumber(value: string): number {
  if (!/^\d+$/.test(value)) throw new UsageError(`--max-warnings must be a whole number, 0 or more (got "${value}")`);
  return Number(value);
}
