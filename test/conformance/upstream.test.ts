// The upstream 0.8.0-rc.1 conformance corpus (vendored, see upstream-0.8.0-rc.1/NOTE.md) run through parsing,
// structural validation and every implemented rule check. Every fixture is listed below with its expectation; none
// is skipped silently. A 'semantic' expectation is asserted as soon as its rule has a check.
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseDocument } from '../../core/document/index.ts';
import { ruleById } from '../../core/rules/index.ts';
import { validateStructure } from '../../core/rules/structural.ts';
import { runRuleChecks } from '../../core/rules/run.ts';

type Expectation =
  /** No error at all, structural or semantic (expected-valid fixtures). */
  | { kind: 'no-structural-error' }
  /** No error, and warnings of at least these rules (expected-warning fixtures). */
  | { kind: 'warning'; rules: string[] }
  /** Fails structural validation with errors of at least these rules. */
  | { kind: 'structural-error'; rules: string[] }
  /** Its failure is semantic: once `rule` has a check, that rule must report an error. */
  | { kind: 'semantic'; rule: string; reason: string }
  /** The 0.9.0-rc.3 text disagrees with the fixture's folder; the spec wins and these structural errors are expected. */
  | { kind: 'spec-differs'; rules: string[]; section: string; reason: string };

const none: Expectation = { kind: 'no-structural-error' };
const structural = (...rules: string[]): Expectation => ({ kind: 'structural-error', rules });
const warns = (...rules: string[]): Expectation => ({ kind: 'warning', rules });
const semantic = (rule: string, reason: string): Expectation => ({ kind: 'semantic', rule, reason });

const fixtures: Record<string, Expectation> = {
  'expected-valid/client-capability-requirements.json': {
    kind: 'spec-differs',
    rules: ['mcp.client-capabilities.members'],
    section: '8.5 req-client-requirements-closed',
    reason: 'uses an undefined top-level client capability "futureCapability"; 0.9.0-rc.3 says other top-level members MUST NOT appear',
  },
  'expected-valid/distinct-tool-and-resource-annotations.json': {
    kind: 'spec-differs',
    rules: ['mcp.tool-annotations.members', 'mcp.annotations.members'],
    section: '9.6 req-tool-annotations-closed, 10.3 req-resource-annotations-closed',
    reason: 'uses "futureToolHint" and "futureResourceHint"; 0.9.0-rc.3 makes both annotation objects closed',
  },
  'expected-valid/elicitation-declarations.json': none,
  'expected-valid/integrated-draft2-features.yaml': none,
  'expected-valid/meta-literal-values.json': none,
  'expected-valid/minimal-zero-primitives.json': none,
  'expected-valid/named-completion-examples.json': none,
  'expected-valid/named-prompt-examples.json': none,
  'expected-valid/named-resource-examples.json': none,
  'expected-valid/named-tool-examples.json': none,
  'expected-valid/named-tool-interaction-examples.json': none,
  'expected-valid/object-level-specification-extensions.json': none,
  'expected-valid/protocol-coverage-and-tool-schemas.json': none,
  'expected-valid/protocol-scoped-primitives.json': none,
  'expected-valid/reusable-components.json': none,
  'expected-valid/security-composition-and-inheritance.json': none,
  'expected-valid/security-root-and-override.json': none,
  'expected-valid/tagged-surface.json': none,
  'expected-valid/unknown-extension-identifier.json': none,

  'expected-warning/deprecated-client-capability-requirements.json': warns('mcp.client-capabilities.deprecated'),
  'expected-warning/legacy-completion-examples.json': warns('mcpdesc.legacy-protocol.validation-scope'),
  'expected-warning/legacy-sse-modern-revision.json': warns('mcp.transport.legacy-sse.deprecated'),
  'expected-warning/logging-deprecated-2026.json': warns('mcp.capabilities.logging.deprecated'),
  'expected-warning/pre-dialect-tool-example.json': warns('mcpdesc.tool.example.schema-conformance'),
  'expected-warning/pre-dialect-tool-schema-shape.json': warns('mcpdesc.legacy-protocol.validation-scope'),
  'expected-warning/resource-example-consistency.json': warns('mcpdesc.resource.example.consistency'),
  'expected-warning/tool-interaction-client-requirements-contradictions.json': warns('mcpdesc.tool.interaction.client-requirements-consistency'),
  'expected-warning/uncatalogued-oauth-scope.json': warns('mcpdesc.security.requirements'),
  'expected-warning/uncatalogued-openid-scope.json': warns('mcpdesc.security.requirements'),
  'expected-warning/unknown-reserved-extension-identifier.json': warns('mcpdesc.extensions.catalogue-maturity'),
  'expected-warning/unknown-reserved-meta-key.json': warns('mcp.meta.reserved-prefix'),
  'expected-warning/unresolved-external-tool-example-ref.json': warns('json-schema.tool-schema.valid'),
  'expected-warning/unresolved-external-tool-ref.json': warns('json-schema.tool-schema.valid'),

  'expected-invalid/closed-protocol-enum.json': structural('mcpdesc.protocol-versions.values'),
  // 17.3 req-component-contextual-validation: the use-site rules resolve references and report at the use site (16.5);
  // every reference of this fixture resolves, so mcpdesc.components.references itself has nothing to report.
  'expected-invalid/component-contextual-examples.json': semantic('mcpdesc.prompt.example.arguments', 'a referenced Prompt Example must conform at its use site after resolution: "rogue" is not a declared argument (17.3, 11.3)'),
  'expected-invalid/duplicate-mcp-header.json': semantic('mcp.tool.input-schema.x-mcp-header', 'x-mcp-header values unique within an embedded inputSchema (9.2)'),
  'expected-invalid/duplicate-security-scope.json': structural('mcpdesc.security.requirements'),
  'expected-invalid/duplicate-tag-reference.json': semantic('mcpdesc.tags.references', 'primitive tag not declared in the root catalogue (13.3)'),
  'expected-invalid/elicitation-branch-mixing.json': structural('mcpdesc.elicitation.members'),
  'expected-invalid/elicitation-form-semantics.json': semantic('mcpdesc.elicitation.form-schema.consistency', 'form schema defaults, enumNames, ranges or required names inconsistent (12.3)'),
  'expected-invalid/elicitation-scope-outside-parent.json': semantic('mcpdesc.protocol-scope.consistency', 'elicitation scope outside its primitive scope (12.5)'),
  'expected-invalid/elicitation-version-mismatch.json': semantic('mcp.elicitation.protocol-version', 'elicitation mode not defined by an applicable protocol version (12.5)'),
  'expected-invalid/empty-client-capability-requirements.json': structural('mcp.client-capabilities.members'),
  'expected-invalid/empty-ordinary-nested-collections.json': structural('mcpdesc.info.members', 'mcp.server-capabilities.members', 'mcpdesc.tool.members', 'mcpdesc.prompt.members'),
  'expected-invalid/empty-ordinary-root-collections.json': structural('mcpdesc.document.schema', 'mcpdesc.security-scheme.members'),
  'expected-invalid/empty-tag-catalog-reference.json': structural('mcpdesc.document.schema'),
  'expected-invalid/invalid-completion-example-semantics.json': structural('mcp.resource-template.uri-template'),
  'expected-invalid/invalid-mcp-header-placement.json': semantic('mcp.tool.input-schema.x-mcp-header', 'x-mcp-header on a schema location where it is not valid (9.2)'),
  'expected-invalid/invalid-mcp-header-value.json': semantic('mcp.tool.input-schema.x-mcp-header', 'x-mcp-header value is not an HTTP field-name token (9.2)'),
  'expected-invalid/invalid-prompt-example-semantics.json': semantic('mcpdesc.prompt.example.arguments', 'example arguments do not match the declared Prompt Arguments (11.3)'),
  'expected-invalid/invalid-resource-annotations.json': structural('mcp.annotations.members'),
  'expected-invalid/invalid-security-scheme-name.json': structural('mcpdesc.security-scheme.members'),
  'expected-invalid/invalid-tool-example-result-semantics.json': semantic('mcpdesc.tool.example.error-result', 'success/error result forms and structuredContent against outputSchema (9.3)'),
  'expected-invalid/invalid-tool-interaction-example-semantics.json': semantic('mcpdesc.tool.interaction.elicitation-consistency', 'interaction steps inconsistent with the declared elicitations (9.4)'),
  'expected-invalid/malformed-completion-examples.json': structural('mcpdesc.example.members'),
  'expected-invalid/malformed-extension-identifier.json': structural('mcp.server-capabilities.members'),
  'expected-invalid/malformed-pre-dialect-tool-schema-shape.json': semantic('mcp.tool.schema.legacy-shape', 'embedded schema shape for MCP 2024-11-05 ("required" not an array) (9.2)'),
  'expected-invalid/malformed-prompt-examples.json': structural('mcpdesc.example.members'),
  'expected-invalid/malformed-resource-examples.json': structural('mcpdesc.example.members'),
  'expected-invalid/malformed-resource-template-example.json': structural('mcp.resource-template.uri-template'),
  'expected-invalid/malformed-tool-examples.json': structural('mcpdesc.example.members'),
  'expected-invalid/malformed-tool-interaction-examples.json': structural('mcpdesc.tool.interaction.members'),
  'expected-invalid/malformed-tool-schema.json': semantic('json-schema.tool-schema.valid', 'embedded inputSchema is not valid JSON Schema 2020-12 ("required" not an array) (9.2)'),
  'expected-invalid/meta-invalid-key.json': semantic('mcp.meta.key-format', '_meta key "bad key" violates the MCP key format (3.5)'),
  'expected-invalid/meta-reserved-key-misuse.json': semantic('mcp.meta.reserved-key-context', 'reserved _meta key used outside its MCP context (3.5)'),
  'expected-invalid/missing-tool-input-schema.json': structural('mcpdesc.tool.members'),
  'expected-invalid/non-oauth-scopes.json': semantic('mcpdesc.security.requirements', 'an HTTP scheme requirement lists scopes; needs the referenced scheme type (7.3)'),
  'expected-invalid/non-object-output-schema-before-2026.json': semantic('mcp.tool.output-schema.object-root', 'outputSchema must describe an object before MCP 2026-07-28 (9.2)'),
  'expected-invalid/oauth-flow-missing-required-url.json': structural('mcpdesc.security-scheme.members'),
  'expected-invalid/object-level-extension-cannot-weaken-core.json': structural('mcpdesc.tool.members'),
  'expected-invalid/object-level-extension-in-capability-map.json': structural('mcp.server-capabilities.members'),
  'expected-invalid/object-level-extension-in-domain-map.json': structural('mcpdesc.security-scheme.members'),
  'expected-invalid/object-level-extension-in-native-content.json': semantic('mcp.content.members', 'x-* on a carried content block, closed in every protocol version (3.6, 14.2)'),
  'expected-invalid/object-level-extension-in-security-requirement.json': structural('mcpdesc.security.requirements'),
  'expected-invalid/object-level-unknown-property.json': structural('mcpdesc.tool.members'),
  'expected-invalid/overlapping-capabilities.json': semantic('mcpdesc.protocol-scope.consistency', 'two Capabilities Objects apply to one protocol version (8.6)'),
  'expected-invalid/overlapping-tool-scope.json': semantic('mcpdesc.protocol-scope.consistency', 'same-name Tools with overlapping scopes (9.5)'),
  'expected-invalid/resource-example-cache-fields.json': structural('mcp.cacheable-result.ttl-ms', 'mcp.example-result.members'),
  'expected-invalid/resource-example-result-semantics.json': semantic('mcpdesc.example.completed-result-form', 'envelope/task fields, non-base64 blob and _meta unavailable in MCP 2024-11-05 (10.4.4)'),
  'expected-invalid/revision-inapplicable-execution.json': semantic('mcp.declaration.field.protocol-version', 'execution used in a scope that predates it (4.10, 9.7)'),
  'expected-invalid/revision-inapplicable-mcp-header.json': semantic('mcp.tool.input-schema.x-mcp-header', 'x-mcp-header used before MCP 2026-07-28 (9.2)'),
  'expected-invalid/revision-inapplicable-streamable-http.json': semantic('mcp.transport.streamable-http.protocol-version', 'streamable-http applied to MCP 2024-11-05 (6.2.1)'),
  'expected-invalid/revision-inapplicable-tool-schema-dialect.json': semantic('mcp.declaration.field.protocol-version', 'embedded schema $schema used where the protocol version does not define it (9.2)'),
  'expected-invalid/revision-incompatible-client-capability-requirements.json': semantic('mcp.client-capabilities.protocol-shape', 'client capability not defined by the applicable protocol version (8.5)'),
  // resource_link is not a content block of MCP 2025-03-26 (9.3 req-tool-example-content-protocol-version, checked by
  // mcp.content-block.protocol-version); structuredContent and resultType, fields the open CallToolResult of 2025-03-26
  // does not define, are accepted with result-field-not-defined-by-version warnings (3.6 req-carried-open-preserve).
  'expected-invalid/revision-incompatible-tool-example.json': semantic('mcp.content-block.protocol-version', 'resource_link content under MCP 2025-03-26 (9.3)'),
  'expected-invalid/root-version-without-transport.json': semantic('mcpdesc.transports.coverage', 'a root protocol version has no transport (6.5)'),
  'expected-invalid/scoped-version-not-in-root.json': semantic('mcpdesc.protocol-scope.consistency', 'a declaration scope outside root protocolVersions (4.10)'),
  'expected-invalid/tool-example-schema-mismatches.json': semantic('mcpdesc.tool.example.schema-conformance', 'example input does not validate against inputSchema (9.3)'),
  'expected-invalid/unknown-security-reference.json': semantic('mcpdesc.security.requirements', 'requirement names an undeclared security scheme (7.3)'),
  // A JSON Schema `$ref` with no target inside the embedded schema; `$ref` is never a component reference (17.2 req-component-ref-distinct).
  'expected-invalid/unresolved-local-tool-ref.json': semantic('json-schema.tool-schema.valid', 'embedded inputSchema has a local $ref ("#/$defs/identifier") with no target (9.2, 17.2)'),
};

const root = new URL('./upstream-0.8.0-rc.1/', import.meta.url);
const onDisk = ['expected-valid', 'expected-warning', 'expected-invalid'].flatMap((dir) =>
  readdirSync(new URL(`${dir}/`, root))
    .filter((name) => /\.(json|ya?ml)$/.test(name))
    .map((name) => `${dir}/${name}`),
);

function diagnosticsOf(fixture: string) {
  const parsed = parseDocument(readFileSync(new URL(fixture, root), 'utf8'));
  expect(parsed.ok, `${fixture} parses`).toBe(true);
  const value = parsed.value as Record<string, unknown>;
  expect(value.mcpdesc, `${fixture} is an mcpdesc 0.8.0 document`).toBe('0.8.0');
  value.mcpdesc = '0.9.0';
  const diagnostics = [...validateStructure(value), ...runRuleChecks(value)];
  for (const d of diagnostics) expect(ruleById(d.rule), d.rule).toBeDefined();
  return diagnostics;
}

describe('upstream 0.8.0-rc.1 conformance fixtures', () => {
  it('lists every fixture on disk exactly once, with an expectation that fits its folder', () => {
    expect(onDisk).toHaveLength(90);
    expect(Object.keys(fixtures).sort()).toEqual([...onDisk].sort());
    for (const [fixture, expectation] of Object.entries(fixtures)) {
      const invalid = fixture.startsWith('expected-invalid/');
      const warning = fixture.startsWith('expected-warning/');
      const fits = invalid
        ? ['structural-error', 'semantic'].includes(expectation.kind)
        : warning
          ? expectation.kind === 'warning'
          : ['no-structural-error', 'spec-differs'].includes(expectation.kind);
      expect(fits, fixture).toBe(true);
    }
  });

  it.each(Object.entries(fixtures))('%s', (fixture, expectation) => {
    const diagnostics = diagnosticsOf(fixture);
    const errors = diagnostics.filter((d) => d.severity === 'error');
    const rulesFound = [...new Set(errors.map((d) => d.rule))];
    switch (expectation.kind) {
      case 'no-structural-error':
        expect(errors.map((d) => `${d.rule} ${d.path}: ${d.message}`)).toEqual([]);
        break;
      case 'warning': {
        expect(errors.map((d) => `${d.rule} ${d.path}: ${d.message}`)).toEqual([]);
        const warned = new Set(diagnostics.filter((d) => d.severity === 'warning').map((d) => d.rule));
        expect([...warned]).toEqual(expect.arrayContaining(expectation.rules));
        break;
      }
      case 'structural-error':
      case 'spec-differs':
        expect(errors.length).toBeGreaterThan(0);
        expect(rulesFound).toEqual(expect.arrayContaining(expectation.rules));
        break;
      case 'semantic': {
        const rule = ruleById(expectation.rule);
        expect(rule, expectation.rule).toBeDefined();
        // Until the rule has a check, nothing is asserted: the fixture documents which rule will catch it.
        if (rule?.check) expect(rulesFound, expectation.reason).toContain(expectation.rule);
        break;
      }
    }
  });
});
