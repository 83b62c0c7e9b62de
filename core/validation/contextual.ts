// Validation in the context of each use site (16.2 item 10, 17.3): structural and semantic rules run on the resolved
// document, and their findings are located in the document as written (16.5 req-diagnostic-component-provenance).
import { componentDefinition, toSourceFinding, type Provenance } from '../model/components.ts';
import type { RuleContext } from '../model/run-context.ts';
import type { Diagnostic } from '../diagnostics.ts';
import { runRuleChecks } from '../rules/run.ts';
import { validateStructure } from '../rules/structural.ts';

/**
 * Every structural and semantic finding of a decoded document. The document schema runs on the document as written
 * (components validated where they are defined) and, when references were resolved, on the resolved document: of
 * that second run only what was reached through a Reference Object is kept, located at the reference. Then every
 * finding is located by {@link atUseSites}, whichever stage or rule made it.
 */
export function validateDocument(context: RuleContext): Diagnostic[] {
  const document = context.written;
  const resolved = { document: context.document, provenance: context.provenance };
  const written = validateStructure(document);
  const reached =
    resolved.provenance.length === 0
      ? []
      : validateStructure(resolved.document)
          .map((d) => toSourceFinding(d, resolved.provenance))
          .filter((d) => componentDefinition(d) !== undefined);
  const semantic = runRuleChecks(document, undefined, context);
  return atUseSites([...written, ...reached, ...semantic], resolved.provenance);
}

const inComponents = (path: string) => path === '/components' || path.startsWith('/components/');

/**
 * 16.5 req-diagnostic-component-provenance, as a property of the pipeline rather than of each rule: a finding about
 * content that a use site reaches through `$componentRef` is located at that use site's Reference Object, with the
 * place in the final component as its `component-definition` related location, once per use site.
 * - Findings made on the resolved document already are (rules/run.ts and the schema's second run map them).
 * - A finding located inside a component that use sites reference (a check of the document as written, the schema
 *   on the components) is moved to each of those use sites, unless that use site already has the same finding.
 * - A finding reached only through another component's reference (an alias) stands where the final component is
 *   defined, or at its use sites; a component no use site references keeps its findings where it is defined.
 *
 * "The same finding" is compared on structured data, never on message text (a message names the place it was made
 * at, the use site or the component): rule, severity, requirement, protocol version, detail, the use site and the
 * place in the component. Each finding made at a use site stands for one moved finding of the same identity, so two
 * faults at one place that differ only in their messages are not merged.
 */
export function atUseSites(findings: readonly Diagnostic[], provenance: readonly Provenance[]): Diagnostic[] {
  const uses = provenance.filter((entry) => !inComponents(entry.referencePath));
  if (uses.length === 0) return findings.filter((d) => componentDefinition(d) === undefined || !inComponents(d.path));
  const out: Diagnostic[] = [];
  /** How many findings of each identity were made at a use site: each stands for one moved finding. */
  const made = new Map<string, number>();
  for (const d of findings) {
    const definition = componentDefinition(d);
    if (definition === undefined) continue;
    if (inComponents(d.path)) continue;
    const key = identity(d, d.path, definition);
    made.set(key, (made.get(key) ?? 0) + 1);
    out.push(d);
  }
  for (const d of findings) {
    if (componentDefinition(d) !== undefined) continue;
    const reaching = uses.filter((entry) => d.path === entry.targetPath || d.path.startsWith(`${entry.targetPath}/`));
    if (reaching.length === 0) {
      out.push(d);
      continue;
    }
    for (const entry of reaching) {
      const key = identity(d, entry.referencePath, d.path);
      const standing = made.get(key) ?? 0;
      if (standing > 0) {
        made.set(key, standing - 1);
        continue;
      }
      out.push({
        ...d,
        path: entry.referencePath,
        relatedLocations: [{ relation: 'component-definition', path: d.path }, ...(d.relatedLocations ?? [])],
      });
    }
  }
  return out;
}

/** What makes two findings the same fault at one use site (`at`), in one place of the component (`definition`). */
function identity(d: Diagnostic, at: string, definition: string): string {
  return JSON.stringify([
    d.rule,
    d.severity,
    d.requirement ?? null,
    d.protocolVersion ?? null,
    d.detail ?? null,
    at,
    definition,
  ]);
}
