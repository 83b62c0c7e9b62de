// Where a rule is documented: the playground's own rule page (offline) and, for each requirement it checks, the
// canonical specification source at the v0.9.0-rc.3 tag with the section that really holds that requirement.
import { requirementUrl, requirements, specSourceUrl } from './requirements.ts';
import type { Rule } from '../rules/define.ts';

/** A `req-*` requirement a rule checks, and where it stands in the specification. */
export interface RuleRequirement {
  anchor: string;
  /** The section that holds the requirement (`9.2`, `Appendix A`), or undefined when the spec has no such anchor. */
  section: string | undefined;
  heading: string | undefined;
  /** The requirement in the canonical spec source. */
  url: string;
  /** The section's heading in the canonical spec source. */
  sectionUrl: string | undefined;
}

/** Where one requirement stands: the one section that holds its anchor, and the anchor in the spec source. */
export interface RequirementLink {
  /** The section that holds the anchor (`5.1`, `Appendix A`). */
  section: string;
  heading: string;
  /** The anchor in the canonical spec source. */
  url: string;
  /** `§ 5.1 req-info-fields`: the one section that holds the anchor, then the anchor (never a list of sections). */
  label: string;
}

/** The link of a requirement of this specification version; undefined for an anchor it does not have. */
export function requirementLink(anchor: string): RequirementLink | undefined {
  const found = Object.hasOwn(requirements, anchor) ? requirements[anchor] : undefined;
  return found
    ? {
        section: found.section,
        heading: found.heading,
        url: requirementUrl(anchor),
        label: `§ ${found.section} ${anchor}`,
      }
    : undefined;
}

/** What the UI shows beside a diagnostic: the rule's title and where to read about it. */
export interface RuleSummary {
  title: string;
  /** The sections that hold the rule's requirements, in spec order. */
  sections: string[];
  /** The rule's page inside the playground: a URL fragment that never replaces the user's document. */
  docUrl: string;
  /** The rule's first requirement in the canonical spec source. */
  specUrl: string;
}

/** `mcpdesc.tags.references` → `#rule=mcpdesc.tags.references` (the Rules tab of the playground). */
export function ruleDocUrl(id: string): string {
  return `#rule=${id}`;
}

/** GitHub's heading anchor for a section heading of the spec source (`9.2` + `Input and Output Schemas`). */
export function sectionUrl(section: string, heading: string): string {
  const title = /^\d/.test(section)
    ? `${section}${section.includes('.') ? '' : '.'} ${heading}`
    : `${section}: ${heading}`;
  const slug = title
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
  return `${specSourceUrl}#${slug}`;
}

export function ruleRequirements(rule: Rule): RuleRequirement[] {
  return rule.anchors.map((anchor) => {
    const found = requirements[anchor];
    return {
      anchor,
      section: found?.section,
      heading: found?.heading,
      url: requirementUrl(anchor),
      sectionUrl: found ? sectionUrl(found.section, found.heading) : undefined,
    };
  });
}

export function summarizeRule(rule: Rule): RuleSummary {
  const held = ruleRequirements(rule);
  const sections = [...new Set(held.map((r) => r.section).filter((s): s is string => s !== undefined))].sort(
    compareSections,
  );
  const primary = held.find((r) => r.section === sections[0]) ?? held[0];
  return { title: rule.title, sections, docUrl: ruleDocUrl(rule.id), specUrl: primary?.url ?? specSourceUrl };
}

/** Numeric order: 9.2 before 10.1; appendices last. */
export function compareSections(a: string, b: string): number {
  const pa = a.split('.').map((n) => Number.parseInt(n, 10));
  const pb = b.split('.').map((n) => Number.parseInt(n, 10));
  for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
    const x = pa[i] ?? -1;
    const y = pb[i] ?? -1;
    if (Number.isNaN(x) || Number.isNaN(y))
      return Number.isNaN(x) === Number.isNaN(y) ? a.localeCompare(b) : Number.isNaN(x) ? 1 : -1;
    if (x !== y) return x - y;
  }
  return 0;
}
