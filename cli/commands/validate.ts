// mcpdesc validate PATH...: files and folders, validated in parallel on worker threads, reported in input order in
// the chosen format (stylish, json, sarif, github). Exit 0 when every document is valid, 1 when any is invalid, 2
// on a usage or I/O error.
import { CliFailure, inputFormatOption, oneOf, parseCommand, UsageError } from '../args.ts';
import { expandPaths } from '../files.ts';
import type { Io } from '../io.ts';
import { validateFiles } from '../pool.ts';
import { createReporter, reportFormats } from '../reports/index.ts';
import { version } from '../version.ts';

export async function run(args: string[], io: Io): Promise<number> {
  const { values, positionals } = parseCommand(args, {
    format: { type: 'string' },
    json: { type: 'boolean' },
    'rule-results': { type: 'boolean' },
    'input-format': { type: 'string' },
    jobs: { type: 'string' },
    explain: { type: 'boolean' },
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
  if (positionals.length === 0) throw new UsageError('missing PATH (a file, - for standard input, or a folder)');

  const { files, folders } = expandPaths(io, positionals);
  if (files.length === 0)
    throw new CliFailure(`no *.mcpdesc.json, *.mcpdesc.yaml or *.mcpdesc.yml file in ${positionals.join(', ')}`, 2);
  const several = folders || positionals.length > 1;
  const reporter = createReporter(format, { several, version, explain });
  let invalid = false;
  let unreadable = false;
  await validateFiles(io, files, { inputFormat, ruleResults, jobs }, (outcome) => {
    if ('failure' in outcome) {
      unreadable = true;
      io.stderr(`mcpdesc: ${outcome.failure}\n`);
      return;
    }
    if (!outcome.valid) invalid = true;
    const text = reporter.file(outcome);
    if (text) io.stdout(text);
  });
  if (!unreadable || several) {
    const text = reporter.end();
    if (text) io.stdout(text);
  }
  return unreadable ? 2 : invalid ? 1 : 0;
}

function positiveInteger(option: string, value: string): number {
  if (!/^[1-9]\d*$/.test(value)) throw new UsageError(`--${option} must be a positive whole number (got "${value}")`);
  return Number(value);
}
