// GitHub Actions workflow commands: one `::error file=…,line=…,col=…,endLine=…,endColumn=…,title=<rule id> [<requirement>]::message`
// per diagnostic (`::warning` for warnings, `::notice` for information), which GitHub shows as annotations on the
// file. Paths are printed as given: run from the repository root so they are relative to it.
import type { Diagnostic, Severity } from '../../core/diagnostics.ts';
import type { Reporter } from './types.ts';

const commands: Record<Severity, string> = { error: 'error', warning: 'warning', info: 'notice' };

/** A workflow command's message: `%`, CR and LF escaped (GitHub's toolkit escapes these). */
function escapeData(text: string): string {
  return text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
}

/** A workflow command's property value: also `:` and `,`, which separate properties. */
function escapeProperty(text: string): string {
  return escapeData(text).replace(/:/g, '%3A').replace(/,/g, '%2C');
}

export function githubCommand(file: string, d: Diagnostic): string {
  const properties: [string, string | number][] = [['file', file]];
  if (d.range) {
    properties.push(
      ['line', d.range.start.line],
      ['col', d.range.start.column],
      ['endLine', d.range.end.line],
      ['endColumn', d.range.end.column],
    );
  }
  properties.push(['title', d.requirement ? `${d.rule} [${d.requirement}]` : d.rule]);
  const message = `${d.protocolVersion ? `(MCP ${d.protocolVersion}) ` : ''}${d.message}`;
  return `::${commands[d.severity]} ${properties.map(([name, value]) => `${name}=${escapeProperty(String(value))}`).join(',')}::${escapeData(message)}`;
}

export function githubReporter(): Reporter {
  return {
    file: (report) => report.diagnostics.map((d) => `${githubCommand(report.file, d)}\n`).join(''),
    end: () => '',
  };
}
