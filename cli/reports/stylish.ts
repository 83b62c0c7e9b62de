// The default report, for people: `file:line:column: severity rule (MCP version): message` per diagnostic, then the
// verdict. With several files, each verdict names its file and a last line counts them.
import type { Diagnostic } from '../../core/diagnostics.ts';
import type { Reporter, ReporterOptions } from './types.ts';

/** Diagnostics of one file, then its verdict (`valid: 0 error(s), 0 warning(s)`), prefixed with the file when `named`. */
export function stylish(file: string, valid: boolean, diagnostics: readonly Diagnostic[], named = false): string {
  const lines = diagnostics.map((d) => {
    const where = d.range ? `${file}:${d.range.start.line}:${d.range.start.column}` : file;
    const version = d.protocolVersion ? ` (MCP ${d.protocolVersion})` : '';
    return `${where}: ${d.severity} ${d.rule}${version}: ${d.message}`;
  });
  const errors = diagnostics.filter((d) => d.severity === 'error').length;
  const warnings = diagnostics.filter((d) => d.severity === 'warning').length;
  lines.push(`${named ? `${file}: ` : ''}${valid ? 'valid' : 'invalid'}: ${errors} error(s), ${warnings} warning(s)`);
  return `${lines.join('\n')}\n`;
}

export function stylishReporter({ several }: ReporterOptions): Reporter {
  let valid = 0;
  let invalid = 0;
  return {
    file(report) {
      if (report.valid) valid++;
      else invalid++;
      return stylish(report.file, report.valid, report.diagnostics, several);
    },
    end: () => (several ? `${valid + invalid} file(s): ${valid} valid, ${invalid} invalid\n` : ''),
  };
}
