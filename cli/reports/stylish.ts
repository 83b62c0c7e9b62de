// The default report, for people: `file:line:column: severity rule (MCP version) [requirement]: message` per
// diagnostic, then the verdict. With several files, each verdict names its file and a last line counts them. With
// `--explain`, each finding is followed by the section holding its requirement and what the requirement asks.
import type { Diagnostic } from '../../core/diagnostics.ts';
import { requirementLink } from '../../core/reference/rule-pages.ts';
import type { Reporter, ReporterOptions } from './types.ts';

/** Diagnostics of one file, then its verdict (`valid: 0 error(s), 0 warning(s)`), prefixed with the file when `named`. */
export function stylish(
  file: string,
  valid: boolean,
  diagnostics: readonly Diagnostic[],
  named = false,
  explain?: ReporterOptions['explain'],
): string {
  const lines = diagnostics.flatMap((d) => {
    const where = d.range ? `${file}:${d.range.start.line}:${d.range.start.column}` : file;
    const version = d.protocolVersion ? ` (MCP ${d.protocolVersion})` : '';
    const requirement = d.requirement ? ` [${d.requirement}]` : '';
    const line = `${where}: ${d.severity} ${d.rule}${version}${requirement}: ${d.message}`;
    if (!explain || d.requirement === undefined) return [line];
    return [
      line,
      `    ${requirementLink(d.requirement)?.label ?? d.requirement}: ${explain(d.requirement) ?? '(no summary for this requirement)'}`,
    ];
  });
  const errors = diagnostics.filter((d) => d.severity === 'error').length;
  const warnings = diagnostics.filter((d) => d.severity === 'warning').length;
  lines.push(`${named ? `${file}: ` : ''}${valid ? 'valid' : 'invalid'}: ${errors} error(s), ${warnings} warning(s)`);
  return `${lines.join('\n')}\n`;
}

export function stylishReporter({ several, explain }: ReporterOptions): Reporter {
  let valid = 0;
  let invalid = 0;
  return {
    file(report) {
      if (report.valid) valid++;
      else invalid++;
      return stylish(report.file, report.valid, report.diagnostics, several, explain);
    },
    end: () => (several ? `${valid + invalid} file(s): ${valid} valid, ${invalid} invalid\n` : ''),
  };
}
