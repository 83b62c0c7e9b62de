// The default report, for people, as ESLint's stylish: the findings of each file under its path, one aligned row per
// finding (`line:col  severity  message  rule-id req-x (MCP version)`; the rule column carries the requirement and,
// when the finding is about one, the protocol version), and one summary after the last file:
// `✖ 7 problems (4 errors, 3 warnings)`, then what `mcpdesc fix` would repair and, for several files, how many were
// valid. A file without findings prints nothing, and so does a run where every file is clean. With `--explain`,
// each finding is followed by the section holding its requirement and what the requirement asks. Document content
// (messages quote member names and values, file names come from folders) is printed with its control characters
// escaped, so a document cannot move the cursor or recolour the terminal.
import type { Diagnostic } from '../../core/diagnostics.ts';
import { countOf } from '../../core/lib/plural.ts';
import { requirementLink } from '../../core/reference/rule-pages.ts';
import { paint, type Paint } from '../color.ts';
import type { Reporter, ReporterOptions } from './types.ts';

/** C0 and C1 controls, DEL, and the bidirectional overrides and isolates, shown as `\u001b`-style escapes. */
function printable(text: string): string {
  return text.replace(
    // eslint-disable-next-line no-control-regex -- finding control characters is the point
    /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

function ruleColumn(d: Diagnostic): string {
  return `${d.rule}${d.requirement ? ` ${d.requirement}` : ''}${d.protocolVersion ? ` (MCP ${d.protocolVersion})` : ''}`;
}

const longestPaddedMessage = 72;

/** One file's findings: its path, then one aligned row per finding (explained when asked). */
function fileBlock(
  file: string,
  diagnostics: readonly Diagnostic[],
  p: Paint,
  explain: ReporterOptions['explain'],
): string {
  const rows = diagnostics.map((d) => ({
    line: d.range ? String(d.range.start.line) : '',
    column: d.range ? String(d.range.start.column) : '',
    severity: d.severity,
    message: printable(d.message),
    rule: printable(ruleColumn(d)),
    requirement: d.requirement,
  }));
  const width = (key: 'line' | 'column' | 'severity' | 'message') => Math.max(...rows.map((r) => r[key].length));
  const [line, column, severity] = [width('line'), width('column'), width('severity')];
  // Messages are padded to the longest one that fits a line; a longer message is not padded to, or the rule column
  // of every row would move off a terminal's width.
  const message = Math.max(0, ...rows.map((r) => r.message.length).filter((n) => n <= longestPaddedMessage));
  const indent = ' '.repeat(2 + line + 1 + column + 2 + severity + 2);
  const lines = rows.flatMap((r) => {
    const at = `${r.line.padStart(line)}${r.line ? ':' : ' '}${r.column.padEnd(column)}`;
    const tone = r.severity === 'error' ? p.red : r.severity === 'warning' ? p.yellow : p.dim;
    const row = `  ${p.dim(at)}  ${tone(r.severity)}${' '.repeat(severity - r.severity.length)}  ${r.message.padEnd(message)}  ${p.dim(r.rule)}`;
    if (!explain || r.requirement === undefined) return [row];
    const label = requirementLink(r.requirement)?.label ?? r.requirement;
    return [row, `${indent}${p.dim(`${label}: ${explain(r.requirement) ?? '(no summary for this requirement)'}`)}`];
  });
  return `\n${p.underline(p.bold(printable(file)))}\n${lines.join('\n')}\n`;
}

export function stylishReporter({ several, explain, color = false }: ReporterOptions): Reporter {
  const p = paint(color);
  const found = { error: 0, warning: 0, info: 0 };
  const fixable = { errors: 0, warnings: 0 };
  const verdicts = { valid: 0, invalid: 0 };
  return {
    file(report) {
      verdicts[report.valid ? 'valid' : 'invalid']++;
      for (const d of report.diagnostics) found[d.severity]++;
      fixable.errors += report.fixable?.errors ?? 0;
      fixable.warnings += report.fixable?.warnings ?? 0;
      return report.diagnostics.length === 0 ? '' : fileBlock(report.file, report.diagnostics, p, explain);
    },
    end() {
      const problems = found.error + found.warning + found.info;
      if (problems === 0) return '';
      const tone = found.error > 0 ? p.red : p.yellow;
      const kinds = [countOf(found.error, 'error'), countOf(found.warning, 'warning')];
      if (found.info > 0) kinds.push(countOf(found.info, 'info', 'info'));
      const lines = [tone(p.bold(`✖ ${countOf(problems, 'problem')} (${kinds.join(', ')})`))];
      const repairable = [
        ...(fixable.errors > 0 ? [countOf(fixable.errors, 'error')] : []),
        ...(fixable.warnings > 0 ? [countOf(fixable.warnings, 'warning')] : []),
      ];
      if (repairable.length > 0) {
        const verb = fixable.errors + fixable.warnings === 1 ? 'is' : 'are';
        lines.push(tone(p.bold(`  ${repairable.join(' and ')} ${verb} fixable with mcpdesc fix`)));
      }
      if (several)
        lines.push(
          `${countOf(verdicts.valid + verdicts.invalid, 'file')} checked: ${verdicts.valid} valid, ${verdicts.invalid} invalid`,
        );
      return `\n${lines.join('\n')}\n`;
    },
  };
}

/** One file's findings under its path, without a summary (nothing when there is none), as `mcpdesc fix` lists what
 *  remains in each of several files before its own summary. */
export function stylishFile(file: string, diagnostics: readonly Diagnostic[]): string {
  return diagnostics.length === 0 ? '' : fileBlock(file, diagnostics, paint(false), undefined);
}

/** One file's report with its summary, as `mcpdesc fix` prints what remains (nothing when nothing remains). */
export function stylish(file: string, valid: boolean, diagnostics: readonly Diagnostic[]): string {
  const reporter = stylishReporter({ several: false, version: '' });
  return reporter.file({ file, valid, diagnostics: [...diagnostics] }) + reporter.end();
}
