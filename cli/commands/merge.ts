// mcpdesc merge FILE...: descriptions of one server merged into one aggregate (spec 4.13). On a conflict, exit 1
// with every conflict (kind, protocol versions, requirement, file:line:column and JSON Pointer in each input) on standard error.
import { countOf } from '../../core/lib/plural.ts';
import { mergeConflictRequirements, mergeTexts, type MergeConflict } from '../../core/merge/texts.ts';
import { inputFormatOption, outputFormatOption, outputOptions, parseCommand, someFiles } from '../args.ts';
import { readInputs } from '../document.ts';
import { withNewline, type Io } from '../io.ts';
import { locationLines } from '../reports/locations.ts';

export async function run(args: string[], io: Io): Promise<number> {
  const { values, positionals } = parseCommand(args, { ...outputOptions, 'input-format': { type: 'string' } });
  const files = someFiles(positionals);
  const to = outputFormatOption(values);
  const inputFormat = inputFormatOption(values['input-format']);
  const inputs = (await readInputs(io, files, 'merge')).map((input) => ({
    ...input,
    format: inputFormat ?? input.format,
  }));
  const result = mergeTexts(inputs, { format: to });
  if (!result.ok) {
    io.stderr(conflictReport(result.conflicts));
    return 1;
  }
  io.stdout(withNewline(result.text));
  return 0;
}

/** Every conflict: its kind, protocol versions and message, then each place as file:line:column (JSON Pointer). */
function conflictReport(conflicts: readonly MergeConflict[]): string {
  const lines: string[] = [];
  for (const conflict of conflicts) {
    const versions = conflict.protocolVersions.length > 0 ? ` (MCP ${conflict.protocolVersions.join(', ')})` : '';
    lines.push(
      `conflict ${conflict.kind}${versions} [${mergeConflictRequirements[conflict.kind]}]: ${conflict.message}`,
      ...locationLines(conflict.locations),
    );
  }
  lines.push(`merge failed: ${countOf(conflicts.length, 'conflict')}`);
  return `${lines.join('\n')}\n`;
}
