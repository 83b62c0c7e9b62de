// mcpdesc fix FILE [--write]: every safe verified quick fix applied until none applies (core/language/fix.ts); the
// fixed text on stdout or written back, what was fixed and what remains on stderr.
import { fixText } from '../../core/language/fix.ts';
import { inputFormatOption, oneFile, parseCommand, UsageError } from '../args.ts';
import { readDocument } from '../document.ts';
import { writeOutput, type Io } from '../io.ts';
import { stylish } from '../reports/stylish.ts';

export async function run(args: string[], io: Io): Promise<number> {
  const { values, positionals } = parseCommand(args, {
    write: { type: 'boolean' },
    'input-format': { type: 'string' },
    format: { type: 'string' },
  });
  const file = oneFile(positionals);
  if (values.write && file === '-') throw new UsageError('--write needs a FILE, not standard input');
  // --format names the input format here, as it did before --input-format existed.
  const { text, format } = await readDocument(
    io,
    file,
    inputFormatOption(values['input-format'] ?? values.format),
    undefined,
    true,
    'fix',
  );
  const result = fixText(text, { format });
  if (!values.write) io.stdout(result.text);
  else if (result.applied.length > 0) {
    writeOutput(io, file, result.text);
  }
  const fixed = result.applied.map((f) => `fixed ${f.rule} at ${f.path === '' ? '/' : f.path}: ${f.title}\n`).join('');
  io.stderr(`${fixed}${stylish(file, result.valid, result.diagnostics)}`);
  return result.valid ? 0 : 1;
}
