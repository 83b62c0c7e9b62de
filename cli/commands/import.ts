// mcpdesc import FILE...: a description built from captured MCP results, whose native projection returns exactly
// the captured lists. The server's identity comes from the captures (initialize, server/discover, or result _meta
// in 2026-07-28), else from --server-name and --server-version.
import { countOf } from '../../core/lib/plural.ts';
import { importTexts, type ImportProblem } from '../../core/import/texts.ts';
import { outputFormatOption, outputOptions, parseCommand, someFiles, UsageError } from '../args.ts';
import { readInputs } from '../document.ts';
import { withNewline, type Io } from '../io.ts';
import { locationLines } from '../reports/locations.ts';

export async function run(args: string[], io: Io): Promise<number> {
  const { values, positionals } = parseCommand(args, {
    ...outputOptions,
    'protocol-version': { type: 'string' },
    'server-name': { type: 'string' },
    'server-version': { type: 'string' },
  });
  const files = someFiles(positionals);
  const to = outputFormatOption(values);
  const name = values['server-name'];
  const serverVersion = values['server-version'];
  if ((name === undefined) !== (serverVersion === undefined))
    throw new UsageError("--server-name and --server-version go together (the description's info needs both, spec 5)");
  if (name === '' || serverVersion === '')
    throw new UsageError('--server-name and --server-version must not be empty (spec 5)');
  const server = name !== undefined && serverVersion !== undefined ? { name, version: serverVersion } : undefined;
  const captures = (await readInputs(io, files, 'import')).map(({ name: file, text }) => ({ name: file, text }));
  const result = importTexts(captures, { protocolVersion: values['protocol-version'], server, format: to });
  if (!result.ok) {
    io.stderr(problemReport(result.problems, 'import failed'));
    return 1;
  }
  if (result.notes.length > 0) io.stderr(problemReport(result.notes, undefined));
  io.stdout(withNewline(result.text));
  return 0;
}

/** Import problems (or notes): code, version and message, then each place in the captures. */
function problemReport(problems: readonly ImportProblem[], summary: string | undefined): string {
  const lines: string[] = [];
  for (const problem of problems) {
    const version = problem.protocolVersion ? ` (MCP ${problem.protocolVersion})` : '';
    lines.push(
      `${summary ? 'error' : 'note'} ${problem.code}${version}: ${problem.message}`,
      ...locationLines(problem.locations),
    );
  }
  if (summary) lines.push(`${summary}: ${countOf(problems.length, 'problem')}`);
  return `${lines.join('\n')}\n`;
}
