// mcpdesc fix FILE [--write]: every safe quick fix applied (core/language/fix.ts), one at a time until none applies;
// the fixed text on stdout or written back, what was fixed and what remains on stderr. Exit 0 when the result is
// valid, 1 when it is not, 2 on a usage or I/O error.
import { fixText, type FixResult } from '../../core/language/fix.ts';
import { installParts } from '../../core/validation/parts.ts';
import { CliFailure, inputFormatOption, oneFile, parseCommand, UsageError } from '../args.ts';
import { readDocument } from '../document.ts';
import type { Io } from '../io.ts';
import { stylish } from '../reports/stylish.ts';

export async function run(args: string[], io: Io): Promise<number> {
  const { values, positionals } = parseCommand(args, { write: { type: 'boolean' }, 'input-format': { type: 'string' } });
  const file = oneFile(positionals);
  if (values.write && file === '-') throw new UsageError('--write needs a FILE, not standard input');
  const document = await readDocument(io, file, inputFormatOption(values['input-format']));
  // A fix may name any protocol version (a value changed to another one): every version's types are there to check it.
  await installParts({ texts: [document.text], everyVersion: true });
  const result = fixText(document.text, { format: document.format });
  if (!values.write) io.stdout(result.text);
  else if (result.applied.length > 0) {
    try {
      io.writeFile(file, result.text);
    } catch (error) {
      throw new CliFailure(`cannot write ${file}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`, 2);
    }
  }
  io.stderr(report(file, result));
  return result.valid ? 0 : 1;
}

/** What was fixed, then the findings that remain (as `validate` prints them). */
function report(file: string, result: FixResult): string {
  const fixed = result.applied.map((f) => `fixed ${f.rule} at ${f.path === '' ? '/' : f.path}: ${f.title}\n`).join('');
  return `${fixed}${stylish(file, result.valid, result.diagnostics)}`;
}
