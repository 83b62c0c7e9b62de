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
 * that second run only what was reached through a Reference Object is kept, located at the reference. A finding
 * reached through a reference that its component also gives where it is defined does not depend on the use site and
 * is reported once, at the definition; a use-site-dependent finding is reported at every use site.
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
  const all = [...written, ...reached, ...semantic];
  // Nothing reached through a reference: nothing to report once at its definition instead.
  if (!all.some((d) => componentDefinition(d) !== undefined)) return all;
  const atDefinition = new Set(all.filter((d) => componentDefinition(d) === undefined).map((d) => identity(d, d.path, d.message)));
  return all.filter((d) => {
    const definition = componentDefinition(d);
    return definition === undefined || !atDefinition.has(identity(d, definition, asDefined(d, definition, resolved.provenance)));
  });
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

/** What makes two findings the same fault. */
function identity(d: Diagnostic, at: string, message: string): string {
  return JSON.stringify([d.rule, d.severity, d.protocolVersion ?? null, d.detail ?? null, at, message]);
}
