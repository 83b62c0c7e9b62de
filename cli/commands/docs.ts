// mcpdesc docs FILE [--protocol-version V] [--to html|markdown] [-o OUT]: the server's documentation for one protocol
// version (the Docs tab's, core/learn/docs-export.ts) as a self-contained HTML page or as Markdown; with several
// declared versions and no V, one page per version, linked to one another, in the folder -o names. An invalid
// document writes nothing.
import { join } from 'node:path';
import { docsExportText } from '../../core/learn/index.ts';
import { CliFailure, inputFormatOption, oneFile, oneOf, parseCommand, UsageError } from '../args.ts';
import { readDocument, severalVersions } from '../document.ts';
import { withNewline, writeOutput, type Io } from '../io.ts';
import { stylish } from '../reports/stylish.ts';

export async function run(args: string[], io: Io): Promise<number> {
  const { values, positionals } = parseCommand(args, {
    'protocol-version': { type: 'string' },
    to: { type: 'string' },
    output: { type: 'string', short: 'o' },
    'input-format': { type: 'string' },
  });
  const file = oneFile(positionals);
  const version = values['protocol-version'];
  const to = oneOf('to', values.to, ['html', 'markdown'] as const) ?? 'html';
  const output = values.output;
  if (output === '') throw new UsageError('-o needs a file or a folder');
  const { text, format } = await readDocument(io, file, {
    inputFormat: inputFormatOption(values['input-format']),
    version,
    everyVersion: !version,
    command: 'docs',
  });
  const result = docsExportText(text, version ? [version] : 'every declared', to, { format });
  if (result.diagnostics.length > 0) {
    io.stderr(stylish(file, false, result.diagnostics));
    throw new CliFailure(`${file} is not valid; no documentation was written`, 1);
  }
  if (!result.ok) throw new CliFailure(result.message, 1);
  const folder = output !== undefined && io.kind(output) === 'directory';
  if (result.pages.length > 1 && !folder)
    throw new UsageError(
      `${severalVersions(file, result.declared)}, or -o FOLDER (an existing folder) for one page per version`,
    );
  if (output === undefined) {
    io.stdout(withNewline(result.pages[0]!.text));
    return 0;
  }
  for (const page of result.pages) {
    const path = folder ? join(output, page.fileName) : output;
    writeOutput(io, path, page.text);
    io.stderr(`wrote ${path}\n`);
  }
  return 0;
}
