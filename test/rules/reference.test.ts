// Rule links point into the canonical spec source, at the requirement and at the section that really holds it.
import { describe, expect, it } from 'vitest';
import { ruleById } from '../../core/rules/index.ts';
import { sectionUrl, summarizeRule } from '../../core/reference/rule-pages.ts';
import { ruleReferenceEntries } from '../../core/reference/rule-reference.ts';
import { requirementUrl, requirements, specSourceUrl } from '../../core/reference/requirements.ts';

describe('rule documentation links', () => {
  it('summaries link to the in-app rule page and to the requirement of the lowest section', () => {
    const summary = summarizeRule(ruleById('mcpdesc.tags.references')!);
    expect(summary.docUrl).toBe('#rule=mcpdesc.tags.references');
    expect(summary.sections).toEqual(['9.1', '10.1.1', '10.2.1', '11.1', '13.1', '13.2', '13.3']);
    expect(summary.specUrl).toBe(requirementUrl('req-tool-tags-references'));
    for (const entry of ruleReferenceEntries()) {
      expect(summarizeRule(ruleById(entry.id)!).docUrl).not.toContain('mcpdesc.org');
    }
  });

  it('section links use the heading anchors of the spec source', () => {
    expect(sectionUrl('9.2', 'Input and Output Schemas')).toBe(`${specSourceUrl}#92-input-and-output-schemas`);
    expect(sectionUrl('8', 'Capabilities')).toBe(`${specSourceUrl}#8-capabilities`);
    expect(sectionUrl('Appendix A', 'Icon Object')).toBe(`${specSourceUrl}#appendix-a-icon-object`);
  });

  it('every requirement of every rule is found in the spec with its section', () => {
    const entries = ruleReferenceEntries();
    expect(entries).toHaveLength(85);
    for (const entry of entries) {
      for (const requirement of entry.requirements) {
        expect(requirements[requirement.anchor], `${entry.id} ${requirement.anchor}`).toBeDefined();
        expect(requirement.section).toBe(requirements[requirement.anchor]!.section);
        expect(requirement.url).toBe(`${specSourceUrl}#${requirement.anchor}`);
      }
    }
  });

  it('says how each rule is checked', () => {
    const byId = new Map(ruleReferenceEntries().map((e) => [e.id, e]));
    expect(byId.get('mcpdesc.tags.references')!.checking).toBe('check');
    expect(byId.get('mcpdesc.document.schema')!.checking).toBe('schema');
    expect(byId.get('mcpdesc.view.projection')!.checking).toBe('tools');
    expect(byId.get('mcpdesc.serialization.conforming')!.checking).toBe('parser');
    expect(byId.get('mcpdesc.tags.references')!.areaTitle).toBe('Tags');
  });
});
