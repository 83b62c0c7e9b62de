// The rule catalogue must match the spec's catalogue (rules.md of 0.9.0-rc.3), vendored here as data.
import { describe, expect, it } from 'vitest';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ruleById, rules } from '../../core/rules/index.ts';

/** [rule id, sections as rules.md lists them, requirement anchors], copied from rules.md (0.9.0-rc.3). */
const catalogue: [string, string, string][] = [
  [
    'json-schema.tool-schema.valid',
    '9.2',
    'req-tool-output-schema-valid req-tool-schema-dialect-set req-tool-schema-dialect-valid req-tool-schema-external-ref',
  ],
  ['mcp.annotations.last-modified.protocol-version', '10.3', 'req-resource-annotations-last-modified'],
  [
    'mcp.annotations.members',
    '10.3, 15.6',
    'req-content-annotations-distinct req-resource-annotations-closed req-serialization-value-formats',
  ],
  ['mcp.cacheable-result.ttl-ms', '10.4.4, 3.6', 'req-mcp-integer-numbers req-resource-example-result-shape'],
  ['mcp.capabilities.extensions.protocol-version', '8.4', 'req-capabilities-extensions-pre-standard'],
  ['mcp.capabilities.logging.deprecated', '8.4', 'req-capabilities-logging-deprecated'],
  [
    'mcp.capabilities.tasks.protocol-version',
    '4.10, 8.4',
    'req-capabilities-tasks-distinct req-field-protocol-version-availability',
  ],
  ['mcp.client-capabilities.deprecated', '8.5', 'req-client-requirements-deprecated'],
  ['mcp.client-capabilities.members', '8.5', 'req-client-requirements-closed req-client-requirements-shape'],
  [
    'mcp.client-capabilities.protocol-shape',
    '8.5',
    'req-client-requirements-extensions req-client-requirements-protocol-version-valid req-client-requirements-values',
  ],
  [
    'mcp.completion.context.protocol-version',
    '10.4.6, 11.4',
    'req-prompt-completion-context-protocol-version req-template-completion-context-protocol-version',
  ],
  [
    'mcp.completion.protocol-version',
    '10.4.6, 11.4',
    'req-prompt-completion-protocol-versions req-template-completion-protocol-versions',
  ],
  ['mcp.completion.result-closed', '3.6', 'req-carried-closed-reject req-carried-nested-closed'],
  [
    'mcp.content-block.protocol-version',
    '11.3, 9.3',
    'req-prompt-example-content-protocol-version req-tool-example-content-protocol-version',
  ],
  [
    'mcp.content.members',
    '10.3, 10.4.4, 3.6',
    'req-carried-closed-reject req-carried-defined-fields req-resource-annotations-not-in-examples req-resource-contents-fields',
  ],
  [
    'mcp.declaration.field.protocol-version',
    '4.10, 9.2',
    'req-field-protocol-version-availability req-tool-schema-dialect-keyword',
  ],
  ['mcp.elicitation.form-schema.members', '12.3', 'req-elicitation-form-shape'],
  ['mcp.elicitation.form-schema.protocol-shape', '12.3', 'req-elicitation-form-vocabulary'],
  [
    'mcp.elicitation.protocol-version',
    '12.5, 9.4',
    'req-elicitation-protocol-versions req-interaction-protocol-version-valid',
  ],
  [
    'mcp.example-result.members',
    '10.4.4, 10.4.6, 11.3, 11.4, 3.6, 9.3',
    'req-carried-defined-fields req-completed-result-fields req-prompt-completion-result req-prompt-example-result-shape req-resource-example-contents req-resource-example-result-shape req-template-completion-result req-tool-example-result-shape',
  ],
  ['mcp.icon.members', '15.6, Appendix A: Icon Object', 'req-icon-fields req-serialization-value-formats'],
  ['mcp.input-response.closed', '3.6, 9.4', 'req-carried-closed-reject req-interaction-protocol-version-valid'],
  ['mcp.interaction-message.members', '3.6, 9.4', 'req-carried-defined-fields req-interaction-protocol-version-valid'],
  ['mcp.meta.key-format', '3.5', 'req-meta-keys'],
  ['mcp.meta.reserved-key-context', '3.5', 'req-meta-keys'],
  ['mcp.meta.reserved-prefix', '3.5', 'req-meta-reserved-prefix'],
  ['mcp.resource-contents.blob.base64', '10.4.4', 'req-resource-example-blob-base64'],
  ['mcp.resource-contents.meta.protocol-version', '10.4.4', 'req-resource-contents-meta'],
  ['mcp.resource-template.uri-template', '10.2.1', 'req-resource-template-uri-template'],
  ['mcp.resource.size', '10.1.1, 3.6', 'req-mcp-integer-numbers req-resource-size-integer'],
  ['mcp.resource.uri', '10.1.2, 15.6', 'req-resource-uri-syntax req-serialization-value-formats'],
  ['mcp.result.additional-properties.preserve', '3.6', 'req-carried-open-preserve'],
  [
    'mcp.root.meta.protocol-version',
    '3.5, 9.4',
    'req-interaction-protocol-version-valid req-meta-protocol-version-availability',
  ],
  ['mcp.root.uri.file-scheme', '9.4', 'req-interaction-protocol-version-valid req-interaction-response-closed'],
  ['mcp.sampling.tools.protocol-version', '9.4', 'req-interaction-sampling-protocol-version'],
  [
    'mcp.server-capabilities.members',
    '14.2, 8.4',
    'req-capabilities-closed req-extension-ineligible-locations req-extensions-identifier-form',
  ],
  ['mcp.tool-annotations.members', '9.6', 'req-tool-annotations-closed req-tool-annotations-fields'],
  ['mcp.tool.input-schema.object-root', '9.2', 'req-tool-input-schema-object-root'],
  ['mcp.tool.input-schema.x-mcp-header', '9.2', 'req-tool-x-mcp-header'],
  ['mcp.tool.output-schema.object-root', '9.2', 'req-tool-output-schema-object-root'],
  ['mcp.tool.output-schema.protocol-version', '4.10', 'req-field-protocol-version-availability'],
  ['mcp.tool.schema-keywords.preserve', '9.2', 'req-tool-schema-keywords-preserved req-tool-schema-vocabulary'],
  ['mcp.tool.schema.legacy-shape', '9.2', 'req-tool-schema-legacy-no-dialect req-tool-schema-legacy-shape'],
  ['mcp.tool.schema.native-shape', '9.2', 'req-tool-schema-native-shape'],
  ['mcp.tool.structured-content.output-schema', '9.3', 'req-tool-example-structured-content'],
  ['mcp.transport.legacy-sse.deprecated', '6.2.3', 'req-transport-legacy-sse-warning'],
  ['mcp.transport.streamable-http.protocol-version', '6.2.1', 'req-transport-streamable-http-protocol-versions'],
  ['mcpdesc.completion-example.target', '10.4.6, 11.4', 'req-prompt-completion-target req-template-completion-target'],
  [
    'mcpdesc.components.members',
    '14.2, 17.1, 17.2',
    'req-component-maps req-components-closed req-components-fields req-extension-component-names req-extension-ineligible-locations req-reference-object-fields',
  ],
  [
    'mcpdesc.components.references',
    '10.4.1, 11.3, 12.3, 17.2, 17.3, 17.4, 17.7, 9.2, 9.3',
    'req-component-contextual-validation req-component-cycles req-component-ref-distinct req-component-reference-form req-component-reference-pointer req-component-reference-resolution req-component-resolution-errors req-elicitation-schema-references-resolved req-prompt-example-references-resolved req-resource-example-references-resolved req-tool-example-references-resolved req-tool-schema-references-resolved',
  ],
  [
    'mcpdesc.document.schema',
    '13., 13.3, 14.1, 14.4, 15.6, 16.1, 3.2, 3.3, 3.9, 4.1, 4.2, 4.8, 5., 6., 8., 9.2',
    'req-capabilities-non-empty req-closed-objects req-conforming-document req-document-schema req-extension-names req-extension-unknown-accepted req-info-required req-mcpdesc-required req-mcpdesc-version req-ordinary-collections-non-empty req-ordinary-collections-omitted req-root-fields req-serialization-empty-collections req-tags-non-empty req-tags-omitted req-tool-input-schema-required req-transports-non-empty req-version-check',
  ],
  [
    'mcpdesc.elicitation.form-schema.consistency',
    '12.3',
    'req-elicitation-form-defaults req-elicitation-form-enum-names req-elicitation-form-ranges req-elicitation-form-required',
  ],
  [
    'mcpdesc.elicitation.members',
    '12.2, 12.3, 12.4',
    'req-elicitation-declaration-fields req-elicitation-documentation-fields req-elicitation-form-no-url req-elicitation-form-schema-required req-elicitation-message req-elicitation-name-format req-elicitation-url-no-schema req-elicitation-url-syntax',
  ],
  ['mcpdesc.elicitation.name-unique', '12.2', 'req-elicitation-name-unique'],
  [
    'mcpdesc.example.completed-result-form',
    '10.4.4, 11.3, 9.3, 9.4',
    'req-prompt-example-completed-form req-resource-example-completed-form req-tool-example-completed-form req-tool-example-not-interaction',
  ],
  [
    'mcpdesc.example.members',
    '10.4.1, 10.4.2, 10.4.3, 10.4.6, 11.3, 11.4, 9.3',
    'req-prompt-completion-context-shape req-prompt-completion-example-closed req-prompt-completion-examples-map req-prompt-example-arguments-shape req-prompt-example-closed req-prompt-example-fields req-prompt-examples-map req-resource-example-closed req-resource-example-fields req-resource-examples-map req-resource-template-example-fields req-template-completion-context-shape req-template-completion-example-closed req-template-completion-examples-map req-tool-example-closed req-tool-example-fields req-tool-examples-map',
  ],
  [
    'mcpdesc.example.result.protocol-fidelity',
    '10.4.4, 11.3, 3.6, 9.3',
    'req-carried-defined-fields req-prompt-example-result-shape req-resource-example-result-shape req-tool-example-result-shape',
  ],
  [
    'mcpdesc.extensions.catalogue-maturity',
    '8.4',
    'req-extensions-catalogue-maturity req-extensions-official-no-warning req-extensions-reserved-identifiers',
  ],
  [
    'mcpdesc.info.members',
    '15.6, 4.10, 5., 5.1, 5.2, 5.3',
    'req-contact-fields req-info-fields req-info-name-non-empty req-info-protocol-version-independent req-info-unscoped req-info-version-non-empty req-license-fields req-serialization-value-formats',
  ],
  [
    'mcpdesc.legacy-protocol.validation-scope',
    '12.5, 16.2',
    'req-elicitation-legacy-incomplete req-legacy-validation-scope',
  ],
  ['mcpdesc.projection.declaration-applicable', '4.14', 'req-native-projection-declaration-applicable'],
  [
    'mcpdesc.projection.native-schema',
    '10.4.5, 10.4.6, 11.3, 11.4, 4.14, 9.3, 9.4',
    'req-interaction-projection-omitted req-native-projection-fields req-native-projection-lists req-native-projection-no-repair req-native-projection-no-synthesis req-native-projection-postcondition req-native-projection-references-resolved req-native-projection-steps req-prompt-completion-projection-omitted req-prompt-example-projection-omitted req-resource-example-projection-omitted req-template-completion-projection-omitted req-tool-example-projection-omitted',
  ],
  [
    'mcpdesc.projection.source-valid',
    '4.14',
    'req-native-projection-protocol-version-declared req-native-projection-source-valid',
  ],
  ['mcpdesc.prompt.example.arguments', '11.3', 'req-prompt-example-arguments'],
  [
    'mcpdesc.prompt.members',
    '11.1, 11.2, 13.3',
    'req-entity-tags-shape req-entity-tags-unique req-prompt-argument-fields req-prompt-fields',
  ],
  [
    'mcpdesc.protocol-scope.consistency',
    '10.5, 11.1, 11.5, 12.5, 4.10, 8.6, 9.5',
    'req-capability-scopes-disjoint req-elicitation-scope req-prompt-scopes-disjoint req-prompt-variants-disjoint req-resource-scopes-disjoint req-scope-root-subset req-scope-subset req-tool-names-disjoint',
  ],
  ['mcpdesc.protocol-versions.values', '4.9', 'req-protocol-versions-values'],
  ['mcpdesc.resource-template.example.expansion', '10.4.3', 'req-resource-template-example-expansion'],
  [
    'mcpdesc.resource.example.consistency',
    '10.4.4',
    'req-resource-example-mime-type req-resource-example-requested-uri req-resource-example-size',
  ],
  [
    'mcpdesc.resource.members',
    '10.1.1, 10.2.1, 13.3',
    'req-entity-tags-shape req-entity-tags-unique req-resource-fields req-resource-template-fields',
  ],
  [
    'mcpdesc.security-scheme.members',
    '15.6, 7.1, 7.2',
    'req-oauth-flows-fields req-security-scheme-fields req-security-schemes-map req-serialization-value-formats',
  ],
  [
    'mcpdesc.security.requirements',
    '14.2, 6.4, 7.3',
    'req-extension-ineligible-locations req-security-scheme-references req-security-scopes-oauth-only req-security-scopes-unique req-security-uncatalogued-scope req-transport-security-example',
  ],
  [
    'mcpdesc.serialization.conforming',
    '15.2, 15.3, 15.3.1, 15.3.2, 15.3.3, 15.3.4, 15.3.5, 15.3.6, 15.4, 3.1',
    'req-conforming-serialization req-serialization-json req-serialization-yaml-aliases req-serialization-yaml-claims req-serialization-yaml-duplicate-keys req-serialization-yaml-merge-keys req-serialization-yaml-scalars req-serialization-yaml-single-document req-serialization-yaml-string-keys req-serialization-yaml-tags req-serialization-yaml-validation',
  ],
  ['mcpdesc.tag.members', '13.1', 'req-tag-fields'],
  [
    'mcpdesc.tags.references',
    '10.1.1, 10.2.1, 11.1, 13.1, 13.2, 13.3, 9.1',
    'req-prompt-tags-references req-resource-tags-references req-resource-template-tags-references req-tag-name-unique req-tags-references req-tags-undeclared-error req-tags-unique req-tool-tags-references',
  ],
  ['mcpdesc.tool.example.error-result', '9.3', 'req-tool-example-error-result req-tool-example-success'],
  [
    'mcpdesc.tool.example.schema-conformance',
    '9.3',
    'req-tool-example-incomplete-validation req-tool-example-input-valid',
  ],
  ['mcpdesc.tool.interaction.client-requirements-consistency', '9.4', 'req-interaction-client-requirements-warning'],
  [
    'mcpdesc.tool.interaction.elicitation-consistency',
    '9.4',
    'req-interaction-elicitation-declaration req-interaction-elicitation-response',
  ],
  [
    'mcpdesc.tool.interaction.members',
    '9.4',
    'req-interaction-example-fields req-interaction-examples-map req-interaction-step-closed req-interaction-step-fields',
  ],
  [
    'mcpdesc.tool.members',
    '12.1, 13.3, 9.1, 9.2, 9.7',
    'req-elicitations-non-empty req-entity-tags-shape req-entity-tags-unique req-execution-fields req-tool-fields req-tool-input-schema-required',
  ],
  [
    'mcpdesc.transport.members',
    '15.6, 6.2, 6.2.1, 6.2.2, 6.2.3, 6.6',
    'req-serialization-value-formats req-transport-closed req-transport-sse-fields req-transport-stdio-fields req-transport-streamable-http-fields req-transport-type',
  ],
  ['mcpdesc.transports.coverage', '6.5', 'req-transport-coverage req-transport-coverage-omitted'],
  [
    'mcpdesc.view.merge',
    '13.4, 14.5, 17.6, 4.13',
    'req-component-merge req-component-merge-extensions req-extension-merge req-merge-algorithm req-merge-collections req-merge-equivalence req-merge-inputs req-merge-security req-tags-merge',
  ],
  [
    'mcpdesc.view.projection',
    '10.4.5, 10.4.6, 11.3, 11.4, 13.4, 14.5, 15.6, 17.5, 3.3, 4.12, 7.4, 7.5, 8.5, 9.3, 9.4',
    'req-client-requirements-views req-component-pruning req-extension-views req-interaction-views-preserved req-prompt-completion-views req-prompt-example-views req-resource-example-views req-security-empties-preserved req-security-empty-distinction req-security-projection req-serialization-empty-values-preserved req-tags-views req-template-completion-views req-tool-example-views-preserved req-view-projection req-view-projection-transports',
  ],
];

/** rules.md writes top-level sections with their heading's trailing dot ("13."); the modules drop it. */
const normalizeSection = (section: string): string => section.replace(/\.$/, '');

describe('rule catalogue', () => {
  it('has exactly the 85 rule ids of the spec, once each', () => {
    expect(catalogue).toHaveLength(85);
    expect(rules.map((rule) => rule.id).sort()).toEqual(catalogue.map(([id]) => id).sort());
    expect(new Set(rules.map((rule) => rule.id)).size).toBe(85);
  });

  it.each(catalogue)('%s has the sections and anchors of the spec', (id, sections, anchors) => {
    const rule = ruleById(id);
    expect(rule).toBeDefined();
    expect(rule?.sections).toEqual(sections.split(', ').map(normalizeSection));
    expect(rule?.anchors).toEqual(anchors.split(' '));
  });

  it('gives every rule a title, a severity and boolean protocol-version dependence', () => {
    for (const rule of rules) {
      expect(rule.title.length, rule.id).toBeGreaterThan(10);
      expect(['error', 'warning', 'info']).toContain(rule.severity);
      expect(typeof rule.protocolVersionDependent).toBe('boolean');
    }
  });

  it('marks the rules whose requirements only ask for warnings as warnings', () => {
    const warnings = rules
      .filter((rule) => rule.severity === 'warning')
      .map((rule) => rule.id)
      .sort();
    expect(warnings).toEqual([
      'mcp.capabilities.extensions.protocol-version',
      'mcp.capabilities.logging.deprecated',
      'mcp.client-capabilities.deprecated',
      'mcp.meta.reserved-prefix',
      'mcp.result.additional-properties.preserve',
      'mcp.tool.schema.native-shape',
      'mcp.transport.legacy-sse.deprecated',
      'mcpdesc.extensions.catalogue-maturity',
      'mcpdesc.legacy-protocol.validation-scope',
      'mcpdesc.resource.example.consistency',
      'mcpdesc.tool.interaction.client-requirements-consistency',
    ]);
  });

  it('lets no two rules claim the same schema pointer', () => {
    const owners = new Map<string, string>();
    for (const rule of rules) {
      for (const pointer of rule.schemaPointers) {
        expect(owners.get(pointer), `${pointer} claimed twice`).toBeUndefined();
        owners.set(pointer, rule.id);
      }
    }
  });

  it('returns undefined for an unknown id', () => {
    expect(ruleById('mcpdesc.no-such-rule')).toBeUndefined();
  });
});

/** Rules no operation of this validator performs yet, with the reason; each is still listed in the rule results. */
const pendingRuleTests: Record<string, string> = {
  // States what a validator must accept and keep; no check can report it, so rule results say not-evaluated. Its test
  // file holds the pipeline to it (no error for the full 2020-12 vocabulary or legacy keywords).
  'mcp.tool.schema-keywords.preserve': 'a requirement on the validator itself, never a finding about a document',
};

describe('every rule is proven by its own test file (docs/development.md "Adding a rule")', () => {
  const directory = dirname(fileURLToPath(import.meta.url));
  for (const rule of rules) {
    it(`${rule.id}: test/rules/${rule.id}.test.ts has valid and invalid cases that emit it`, () => {
      if (Object.hasOwn(pendingRuleTests, rule.id)) return;
      const path = join(directory, `${rule.id}.test.ts`);
      expect(existsSync(path), `test/rules/${rule.id}.test.ts exists`).toBe(true);
      const text = readFileSync(path, 'utf8');
      const call = new RegExp(`test(Tool)?Rule\\('${rule.id.replace(/\./g, '\\.')}',`).exec(text);
      expect(call, `it calls testRule('${rule.id}', …) or testToolRule('${rule.id}', …)`).not.toBeNull();
      const body = text.slice(call!.index);
      const valid = /\bvalid: \[([\s\S]*?)\binvalid: \[/.exec(body);
      expect(valid?.[1], 'valid cases').toMatch(/\bname:/);
      const invalid = body.slice(body.indexOf('invalid: ['));
      // testRule asserts each invalid case's findings exactly, so a non-empty list proves the rule is emitted.
      expect(invalid, 'an invalid case that expects a finding of the rule').toMatch(
        call![1] === 'Tool' ? /\brun:/ : /\bfindings: \[\s*\{/,
      );
    });
  }

  it('names only catalogue rules as pending', () => {
    for (const id of Object.keys(pendingRuleTests))
      expect(
        rules.some((r) => r.id === id),
        id,
      ).toBe(true);
  });
});
