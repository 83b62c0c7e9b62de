// SARIF 2.1.0 (OASIS Static Analysis Results Interchange Format), as code scanning services read it: one run whose
// tool.driver lists every rule of the catalogue (id, title as short description, requirement link as helpUri), and
// one result per diagnostic with its ruleId, level, message and physical location (file and region: start and end
// line and column, 1-based, columns in UTF-16 code units, the end column being the one after the last character,
// as SARIF's region defines it). test/cli/sarif.test.ts validates the output against the SARIF 2.1.0 schema.
import { isAbsolute } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Diagnostic, Severity, SourceRange } from '../../core/diagnostics.ts';
import { rules } from '../../core/rules/index.ts';
import { ruleRequirements, summarizeRule } from '../../core/reference/rule-pages.ts';
import type { FileReport, Reporter, ReporterOptions } from './types.ts';

const levels: Record<Severity, 'error' | 'warning' | 'note'> = { error: 'error', warning: 'warning', info: 'note' };

/**
 * A file path as a SARIF artifact location: a relative URI reference as given, or a file: URI for an absolute path;
 * `index` is the file's entry in run.artifacts (absent in that entry itself).
 */
function artifactLocation(file: string, index?: number): Record<string, unknown> {
  const at = index === undefined ? {} : { index };
  if (file === '-') return { ...at, description: { text: 'standard input' } };
  const uri = isAbsolute(file) ? pathToFileURL(file).href : file.split(/[\\/]/).map(encodeURIComponent).join('/');
  return { uri, ...at };
}

function region(range: SourceRange): Record<string, number> {
  return {
    startLine: range.start.line,
    startColumn: range.start.column,
    endLine: range.end.line,
    endColumn: range.end.column,
  };
}

/** Every rule of the catalogue as a SARIF reportingDescriptor, and each one's index. */
function ruleDescriptors(): { descriptors: Record<string, unknown>[]; indexOf: Map<string, number> } {
  const indexOf = new Map<string, number>();
  const descriptors = rules.map((rule, index) => {
    indexOf.set(rule.id, index);
    const summary = summarizeRule(rule);
    const requirements = ruleRequirements(rule);
    return {
      id: rule.id,
      shortDescription: { text: rule.title },
      helpUri: summary.specUrl,
      help: {
        text: `Checks ${requirements.map((r) => `${r.anchor}${r.section ? ` (${r.section})` : ''}: ${r.url}`).join('; ')}`,
      },
      defaultConfiguration: { level: levels[rule.severity] },
      properties: {
        requirements: rule.anchors,
        sections: summary.sections,
        protocolVersionDependent: rule.protocolVersionDependent,
      },
    };
  });
  return { descriptors, indexOf };
}

export function sarifReporter({ version }: ReporterOptions): Reporter {
  const reports: FileReport[] = [];
  return {
    file(report) {
      reports.push(report);
      return '';
    },
    end() {
      const { descriptors, indexOf } = ruleDescriptors();
      // One artifact per file, however often it was given.
      const files = [...new Set(reports.map((r) => r.file))];
      const artifactIndex = new Map(files.map((file, index) => [file, index]));
      const result = (d: Diagnostic, file: string) => {
        const index = artifactIndex.get(file)!;
        const ruleIndex = indexOf.get(d.rule);
        const related = (d.relatedLocations ?? []).filter((r) => r.range !== undefined);
        return {
          ruleId: d.rule,
          ...(ruleIndex !== undefined ? { ruleIndex } : {}),
          level: levels[d.severity],
          message: { text: d.message },
          locations: [
            {
              physicalLocation: {
                artifactLocation: artifactLocation(file, index),
                ...(d.range ? { region: region(d.range) } : {}),
              },
            },
          ],
          ...(related.length > 0
            ? {
                relatedLocations: related.map((r, id) => ({
                  id,
                  message: { text: `${r.relation} ${r.path === '' ? '/' : r.path}` },
                  physicalLocation: { artifactLocation: artifactLocation(file, index), region: region(r.range!) },
                })),
              }
            : {}),
          properties: {
            path: d.path,
            ...(d.requirement ? { requirement: d.requirement } : {}),
            ...(d.protocolVersion ? { protocolVersion: d.protocolVersion } : {}),
          },
        };
      };
      const log = {
        $schema: 'https://json.schemastore.org/sarif-2.1.0.json',
        version: '2.1.0',
        runs: [
          {
            tool: { driver: { name: 'mcpdesc', version, semanticVersion: version, rules: descriptors } },
            invocations: [{ executionSuccessful: true }],
            columnKind: 'utf16CodeUnits',
            artifacts: files.map((file) => ({ location: artifactLocation(file) })),
            results: reports.flatMap((r) => r.diagnostics.map((d) => result(d, r.file))),
          },
        ],
      };
      return `${JSON.stringify(log, null, 2)}\n`;
    },
  };
}
