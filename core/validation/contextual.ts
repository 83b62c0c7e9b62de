// Validation in the context of each use site (16.2 item 10, 17.3): structural and semantic rules run on the resolved
// document, and their findings are located in the document as written (16.5 req-diagnostic-component-provenance).
import { componentDefinition, toSourceFinding, type Provenance } from '../model/components.ts';
import type { RuleContext } from '../model/run-context.ts';
import type { Diagnostic } from '../diagnostics.ts';
import { runRuleChecks } from '../rules/run.ts';
import { validateStructure } from '../rules/structural.ts';
import { locationOf } from '../schema/messages.ts';
import { appendPointer, splitPointer } from '../lib/pointer.ts';

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
 */
export function atUseSites(findings: readonly Diagnostic[], provenance: readonly Provenance[]): Diagnostic[] {
  const uses = provenance.filter((entry) => !inComponents(entry.referencePath));
  if (uses.length === 0) return findings.filter((d) => componentDefinition(d) === undefined || !inComponents(d.path));
  const out: Diagnostic[] = [];
  const seen = new Set<string>();
  for (const d of findings) {
    const definition = componentDefinition(d);
    if (definition === undefined) continue;
    if (inComponents(d.path)) continue;
    seen.add(identity(d, d.path, definition, asDefined(d, definition, provenance)));
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
      const moved: Diagnostic = { ...d, path: entry.referencePath, relatedLocations: [{ relation: 'component-definition', path: d.path }, ...(d.relatedLocations ?? [])] };
      const key = identity(moved, moved.path, d.path, d.message);
      if (seen.has(key)) continue;
      seen.add(key);
      out.push(moved);
    }
  }
  return out;
}

/**
 * The message of a finding reached through a reference as it reads where the component is defined: messages name
 * their location (and enclosing objects), so each use-site location is replaced by the matching component location.
 */
function asDefined(d: Diagnostic, definition: string, provenance: readonly Provenance[]): string {
  const entry = provenance.find((p) => p.referencePath === d.path && (definition === p.targetPath || definition.startsWith(`${p.targetPath}/`)));
  if (!entry) return d.message;
  const rest = splitPointer(definition.slice(entry.targetPath.length));
  let message = d.message;
  for (let k = rest.length; k >= 0; k--) {
    const tail = rest.slice(0, k).reduce(appendPointer, '');
    message = message.split(locationOf(entry.referencePath + tail)).join(locationOf(entry.targetPath + tail));
  }
  return message;
}

/** What makes two findings the same fault at one use site. */
function identity(d: Diagnostic, at: string, definition: string, message: string): string {
  return JSON.stringify([d.rule, d.severity, d.protocolVersion ?? null, d.detail ?? null, at, definition, message]);
}
