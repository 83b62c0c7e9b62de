// Every finding names the one requirement it violates (spec 16.5 req-diagnostic-rule, issue 17): the anchor is chosen
// where the finding is made, and it is always one the catalogue lists for the finding's rule.
import { describe, expect, it } from 'vitest';
import { validateText, type Diagnostic } from '../../core/index.ts';
import { rules } from '../../core/rules/index.ts';
import { ruleReferences } from '../../core/reference/rule-examples/index.ts';
import { fieldAvailability } from '../../core/model/availability.ts';
import { requirementForSchemaLocation, ruleForSchemaPointer } from '../../core/rules/structural.ts';
import type { Rule } from '../../core/rules/define.ts';
import { requirements } from '../../core/reference/requirements.ts';
import { requirementSummaries, requirementSummary } from '../../core/reference/requirement-summaries.ts';
import { ruleReferenceEntries } from '../../core/reference/rule-reference.ts';
import { requirementLink } from '../../core/reference/rule-pages.ts';
import { examples } from '../../src/examples/index.ts';
import { expectCatalogueRequirements } from './rule-tester.ts';

/** The invalid example of the Examples menu: the tour of the diagnostics a new user reads first. */
const invalid = examples.find((e) => e.id === 'invalid')!;

function findings(text: string, rule: string): Diagnostic[] {
  return validateText(text).diagnostics.filter((d) => d.rule === rule);
}

describe('requirements of the rules', () => {
  it('lists only anchors that the specification has', () => {
    for (const rule of rules)
      for (const anchor of rule.anchors)
        expect(Object.hasOwn(requirements, anchor), `${rule.id}: ${anchor}`).toBe(true);
  });

  it('gives every schema location a rule owns a requirement of that rule, at or below its pointers', () => {
    for (const rule of rules) {
      const entries = Object.entries(rule.schemaRequirements ?? {});
      for (const pointer of rule.schemaPointers)
        expect(rule.schemaRequirements?.[pointer], `${rule.id} ${pointer}`).toBeDefined();
      for (const [pointer, anchor] of entries) {
        // requirementForSchemaLocation compares the escaped text of pointers: it needs pointers that escape nothing.
        expect(pointer, `${rule.id} ${pointer}`).not.toContain('~');
        // The entry is read for findings the rule owns: its pointer is one the rule is attributed.
        expect(ruleForSchemaPointer(pointer).id, `${rule.id} ${pointer}`).toBe(rule.id);
        for (const one of typeof anchor === 'string' ? [anchor] : Object.values(anchor))
          expect(rule.anchors, `${rule.id} ${pointer}`).toContain(one);
      }
    }
  });

  it('reads the schema requirement of the longest pointer that is a prefix by whole tokens', () => {
    const rule = {
      schemaRequirements: {
        '': 'req-root',
        '/$defs/Tool': 'req-tool',
        '/$defs/Tool/properties/name': 'req-tool-name',
        '/$defs/Part': { prompts: 'req-prompt-part', '*': 'req-other-part' },
      },
    } as unknown as Rule;
    const of = (location: string, instancePath = '') => requirementForSchemaLocation(rule, location, instancePath);
    expect(of('/$defs/Tool')).toBe('req-tool');
    expect(of('/$defs/Tool/required/name')).toBe('req-tool');
    expect(of('/$defs/Tool/properties/name/type')).toBe('req-tool-name');
    expect(of('/$defs/Tool/properties/names')).toBe('req-tool');
    expect(of('/$defs/ToolAnnotations/type')).toBe('req-root');
    expect(of('')).toBe('req-root');
    expect(of('/$defs/Part/type', '/prompts/0/messages/1')).toBe('req-prompt-part');
    expect(of('/$defs/Part/type', '/tools/0')).toBe('req-other-part');
    expect(requirementForSchemaLocation({} as Rule, '/$defs/Tool', '')).toBeUndefined();
  });

  it('gives every row of the availability table a requirement of its rule', () => {
    for (const entry of fieldAvailability)
      expect(rules.find((r) => r.id === entry.rule)?.anchors, entry.pattern).toContain(entry.requirement);
  });
});

describe('requirement summaries (offline explanations)', () => {
  it('has one line for every req-* anchor of 0.9.0-rc.3, and none for anything else', () => {
    expect(Object.keys(requirementSummaries).sort()).toEqual(Object.keys(requirements).sort());
    expect(Object.keys(requirementSummaries)).toHaveLength(358);
    for (const [anchor, summary] of Object.entries(requirementSummaries)) {
      expect(summary, anchor).not.toMatch(/\n/);
      expect(summary.length, anchor).toBeGreaterThan(20);
      expect(summary.length, anchor).toBeLessThanOrEqual(160);
      expect(summary, anchor).not.toContain(anchor);
    }
    expect(requirementSummary('req-no-such-thing')).toBeUndefined();
    expect(requirementSummary('toString')).toBeUndefined();
  });

  it('rule pages show a summary beside every anchor of every rule', () => {
    for (const entry of ruleReferenceEntries()) {
      for (const r of entry.requirements)
        expect(r.summary, `${entry.id} ${r.anchor}`).toBe(requirementSummaries[r.anchor]);
    }
  });

  it('a requirement links to its anchor under the one section that holds it', () => {
    expect(requirementLink('req-info-version-non-empty')).toMatchObject({
      section: '5.1',
      label: '§ 5.1 req-info-version-non-empty',
    });
    expect(requirementLink('req-info-version-non-empty')!.url).toMatch(/#req-info-version-non-empty$/);
    expect(requirementLink('req-icon-fields')?.label).toBe('§ Appendix A req-icon-fields');
    expect(requirementLink('req-nope')).toBeUndefined();
  });

  it('a validation result links every requirement its diagnostics name', () => {
    const result = validateText(invalid.text);
    const named = new Set(result.diagnostics.flatMap((d) => (d.requirement ? [d.requirement] : [])));
    expect(Object.keys(result.requirements).sort()).toEqual([...named].sort());
    expect(result.requirements['req-info-fields']?.label).toBe('§ 5.1 req-info-fields');
  });
});

describe('every diagnostic of every example names a requirement of its rule (the catalogue test)', () => {
  for (const example of examples) {
    it(`Examples menu: ${example.id}`, () =>
      expectCatalogueRequirements(validateText(example.text, { format: example.format }).diagnostics));
  }
  for (const reference of ruleReferences) {
    it(`rule reference examples of ${reference.rule}`, () => {
      for (const example of [...reference.valid, ...reference.invalid])
        expectCatalogueRequirements(validateText(example.text, { format: example.format }).diagnostics);
    });
  }

  it('fails for a diagnostic whose anchor is not its rule’s, or that names none', () => {
    const stray: Diagnostic = {
      rule: 'mcpdesc.info.members',
      severity: 'error',
      path: '/info',
      requirement: 'req-tool-names-disjoint',
      message: 'x',
    };
    expect(() => expectCatalogueRequirements([stray])).toThrow();
    expect(() => expectCatalogueRequirements([{ ...stray, requirement: undefined }])).toThrow();
    expect(() => expectCatalogueRequirements([{ ...stray, requirement: 'req-info-fields' }])).not.toThrow();
  });
});

describe('the anchor names the sentence the finding breaks', () => {
  const byPath = (rule: string) => new Map(findings(invalid.text, rule).map((d) => [d.path, d.requirement]));

  it('the invalid example: each planted mistake links to its own sentence', () => {
    expect(byPath('mcpdesc.info.members').get('/info')).toBe('req-info-fields');
    expect(byPath('mcpdesc.protocol-versions.values').get('/protocolVersions/1')).toBe('req-protocol-versions-values');
    expect(byPath('mcpdesc.document.schema').get('/server')).toBe('req-closed-objects');
    expect(byPath('mcpdesc.document.schema').get('/prompts')).toBe('req-ordinary-collections-non-empty');
    expect(byPath('mcpdesc.security.requirements').get('/transports/0/security/0/sessionCookie')).toBe(
      'req-security-scheme-references',
    );
    expect(byPath('mcpdesc.tool.members').get('/tools/0/deprecated')).toBe('req-tool-fields');
    expect(byPath('mcpdesc.tags.references').get('/tools/0/tags/1')).toBe('req-tool-tags-references');
    expect(byPath('mcpdesc.example.members').get('/tools/0/examples/berlin today')).toBe('req-tool-examples-map');
    expect(byPath('mcpdesc.protocol-scope.consistency').get('/tools/1/name')).toBe('req-tool-names-disjoint');
    expect(byPath('mcpdesc.components.references').get('/tools/2/inputSchema/$componentRef')).toBe(
      'req-component-reference-resolution',
    );
  });

  const doc = (info: string, extra = '') =>
    `mcpdesc: "0.9.0"\ninfo:\n${info}protocolVersions: ["2025-11-25"]\n${extra}`;

  it('an empty info.version and name: the non-empty sentences, not the field table', () => {
    const [version] = findings(doc('  name: demo\n  version: ""\n'), 'mcpdesc.info.members');
    expect(version?.requirement).toBe('req-info-version-non-empty');
    const [name] = findings(doc('  name: ""\n  version: "1"\n'), 'mcpdesc.info.members');
    expect(name?.requirement).toBe('req-info-name-non-empty');
  });

  it('protocolVersions on info: Info is unscoped (4.10)', () => {
    const [scoped] = findings(
      doc('  name: demo\n  version: "1"\n  protocolVersions: ["2025-11-25"]\n'),
      'mcpdesc.info.members',
    );
    expect(scoped?.requirement).toBe('req-info-unscoped');
  });

  it('an unknown, a duplicate and a missing protocol version list', () => {
    const text = (versions: string) =>
      `mcpdesc: "0.9.0"\ninfo: { name: demo, version: "1" }\nprotocolVersions: ${versions}\n`;
    expect(
      findings(text('["2025-11-25", "2099-01-01"]'), 'mcpdesc.protocol-versions.values').map((d) => d.requirement),
    ).toEqual(['req-protocol-versions-values']);
    expect(
      findings(text('["2025-11-25", "2025-11-25"]'), 'mcpdesc.protocol-versions.values').map((d) => d.requirement),
    ).toEqual(['req-protocol-versions-values']);
    expect(
      findings('mcpdesc: "0.9.0"\ninfo: { name: demo, version: "1" }\n', 'mcpdesc.document.schema').map(
        (d) => d.requirement,
      ),
    ).toEqual(['req-root-fields']);
  });

  it('a missing mcpdesc, info and inputSchema name their own sentences', () => {
    expect(
      findings('info: { name: demo, version: "1" }\nprotocolVersions: ["2025-11-25"]\n', 'mcpdesc.document.schema')[0]
        ?.requirement,
    ).toBe('req-mcpdesc-required');
    expect(
      findings('mcpdesc: "0.9.0"\nprotocolVersions: ["2025-11-25"]\n', 'mcpdesc.document.schema')[0]?.requirement,
    ).toBe('req-info-required');
    const tool = findings(doc('  name: demo\n  version: "1"\n', 'tools:\n  - name: t\n'), 'mcpdesc.tool.members');
    expect(tool.map((d) => d.requirement)).toEqual(['req-tool-input-schema-required']);
  });

  it('an elicitation scope outside its primitive’s and an empty one: the elicitation sentence (12.5)', () => {
    const text = doc(
      '  name: demo\n  version: "1"\n',
      'tools:\n  - name: t\n    inputSchema: { type: object }\n    elicitations:\n      - name: e\n        mode: url\n        message: Sign in\n        protocolVersions: []\n',
    );
    expect(findings(text, 'mcpdesc.protocol-scope.consistency').map((d) => d.requirement)).toEqual([
      'req-elicitation-scope',
    ]);
  });

  it('a form declaration with url and a url declaration with requestedSchema', () => {
    const text = doc(
      '  name: demo\n  version: "1"\n',
      'tools:\n  - name: t\n    inputSchema: { type: object }\n    elicitations:\n      - name: a\n        mode: form\n        message: Pick\n        requestedSchema: { type: object, properties: {} }\n        url: https://example.com\n      - name: b\n        mode: url\n        message: Go\n        requestedSchema: { type: object, properties: {} }\n',
    );
    expect(findings(text, 'mcpdesc.elicitation.members').map((d) => d.requirement)).toEqual([
      'req-elicitation-form-no-url',
      'req-elicitation-url-no-schema',
    ]);
  });
});
