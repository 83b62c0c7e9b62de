// mcpdesc format PATH...: the document converted (--to, or its synonym --format) and/or in the recommended order of
// spec section 18 (--order spec), with the app's Organize code (formatText): YAML to YAML keeps every comment, or
// refuses naming the line of one it cannot keep. One file is printed; with --write every file that would change is
// rewritten (its byte order mark and line endings kept), with --check only listed (exit 1 when any would change).
import { formatText, type FormatResult } from '../../core/validation/pipeline.ts';
import { countOf, nounFor } from '../../core/lib/plural.ts';
import {
  CliFailure,
  inputFormatOption,
  oneOf,
  outputFormatOption,
  outputOptions,
  parseCommand,
  someFiles,
  UsageError,
} from '../args.ts';
import { readDocument } from '../document.ts';
import { expandPaths, noDescriptionFiles } from '../files.ts';
import { withNewline, writeOutput, type Io } from '../io.ts';
import { keepTextShape } from '../text-file.ts';

interface Options {
  to?: 'json' | 'yaml';
  order: 'source' | 'spec';
  inputFormat?: 'json' | 'yaml';
}

export async function run(args: string[], io: Io): Promise<number> {
  const { values, positionals } = parseCommand(args, {
    ...outputOptions,
    order: { type: 'string' },
    'input-format': { type: 'string' },
    write: { type: 'boolean' },
    check: { type: 'boolean' },
  });
  const paths = someFiles(positionals);
  const options: Options = {
    to: outputFormatOption(values),
    order: oneOf('order', values.order, ['source', 'spec'] as const) ?? 'source',
    inputFormat: inputFormatOption(values['input-format']),
  };
  if (values.write && values.check) throw new UsageError('--write and --check cannot be used together');
  const mode = values.write ? 'write' : values.check ? 'check' : undefined;
  if (mode) {
    if (options.to !== undefined)
      throw new UsageError(
        `--to cannot be used with --${mode}: each file keeps its format (convert one file with --to and redirect the output)`,
      );
    if (paths.includes('-')) throw new UsageError(`--${mode} needs files or folders, not standard input`);
    return rewrite(io, paths, options, mode);
  }
  const { files, folders } = expandPaths(io, paths);
  if (files.length !== 1 || folders)
    throw new UsageError(
      'format prints one document; to format several files or a folder, add --write (rewrite them) or --check (list those that would change)',
    );
  const file = files[0]!;
  const document = await readDocument(io, file, { inputFormat: options.inputFormat });
  const result = format(document.text, document.format, options);
  if (!result.ok) throw new CliFailure(refusal(file, result, 'nothing was printed'), 1);
  io.stdout(withNewline(result.text));
  if (result.droppedComments)
    io.stderr(
      `${countOf(result.droppedComments, 'YAML comment')} ${nounFor(result.droppedComments, 'was', 'were')} not carried into JSON (JSON has no comments)\n`,
    );
  return 0;
}

function format(text: string, from: 'json' | 'yaml', options: Options): FormatResult {
  return formatText(text, { from, to: options.to, order: options.order });
}

/** Why a file was not formatted, on one line: the comment's line when a comment could not be kept. */
function refusal(file: string, result: { message: string; commentLine?: number }, outcome: string): string {
  return result.commentLine === undefined
    ? `cannot format ${file}: ${result.message}`
    : `cannot format ${file}: the comment on line ${result.commentLine} cannot be kept in place, so ${outcome}; format never drops a comment`;
}

/** --write or --check over files and folders: each file compared with its formatted text, as Prettier does. */
async function rewrite(io: Io, paths: string[], options: Options, mode: 'write' | 'check'): Promise<number> {
  const { files } = expandPaths(io, paths);
  if (files.length === 0) throw noDescriptionFiles(paths);
  let changed = 0;
  let failed = 0;
  for (const file of files) {
    const document = await readDocument(io, file, { inputFormat: options.inputFormat });
    const result = format(document.text, document.format, options);
    if (!result.ok) {
      failed++;
      io.stderr(`${refusal(file, result, `${file} was left as it is`)}\n`);
      continue;
    }
    const original = document.original ?? document.text;
    const next = keepTextShape(original, withNewline(result.text));
    if (next === original) continue;
    changed++;
    if (mode === 'check') {
      io.stderr(`would reformat ${file}\n`);
      continue;
    }
    writeOutput(io, file, next);
    io.stderr(`formatted ${file}\n`);
  }
  io.stderr(`${summary(files.length, changed, failed, mode)}\n`);
  return failed > 0 || (mode === 'check' && changed > 0) ? 1 : 0;
}

function summary(total: number, changed: number, failed: number, mode: 'write' | 'check'): string {
  const kept = total - changed - failed;
  const parts = [
    mode === 'write' ? `${countOf(changed, 'file')} formatted` : `${countOf(changed, 'file')} would be reformatted`,
    `${countOf(kept, 'file')} already formatted`,
    ...(failed > 0 ? [`${countOf(failed, 'file')} could not be formatted`] : []),
  ];
  const hint = mode === 'check' && changed > 0 ? '; run mcpdesc format --write to format them' : '';
  return `${parts.join(', ')}${hint}.`;
}
