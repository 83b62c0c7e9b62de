// The JSON report: `{ "valid", "diagnostics" }` for one file (as before there were several), and an array of
// `{ "file", "valid", "diagnostics" }` for several files or a folder; `ruleResults` is added when asked for.
import type { FileReport, Reporter, ReporterOptions } from './types.ts';

export function jsonReporter({ several }: ReporterOptions): Reporter {
  const reports: FileReport[] = [];
  const entry = ({ file, valid, diagnostics, ruleResults }: FileReport) => ({
    ...(several ? { file } : {}),
    valid,
    diagnostics,
    ...(ruleResults ? { ruleResults } : {}),
  });
  return {
    file(report) {
      reports.push(report);
      return '';
    },
    end: () => `${JSON.stringify(several ? reports.map(entry) : entry(reports[0]!), null, 2)}\n`,
  };
}
