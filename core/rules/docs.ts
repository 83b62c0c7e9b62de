// Where a rule is documented: the published rule page and the spec section of its first requirement.
import type { Rule } from './define.ts';

const specBase = 'https://mcpdesc.org/docs/specification/0.9.0-rc.3/';
const rulesBase = 'https://mcpdesc.org/docs/rules/0.9.0-rc.3/';

/** Page of each top-level spec section on the published site. */
const sectionPages: Record<string, string> = {
  '3': 'document-structure',
  '4': 'versioning',
  '5': 'info-object',
  '6': 'transports',
  '7': 'security',
  '8': 'capabilities',
  '9': 'tools',
  '10': 'resources',
  '11': 'prompts',
  '12': 'elicitation',
  '13': 'tags',
  '14': 'specification-extensions',
  '15': 'serialization',
  '16': 'conformance',
  '17': 'components',
  '18': 'document-ordering',
};

/** What the UI shows beside a diagnostic: the rule's title and where to read about it. */
export interface RuleSummary {
  title: string;
  sections: string[];
  /** The rule's page in the published catalogue. */
  docUrl: string;
  /** The spec page of the rule's lowest-numbered section. */
  specUrl: string;
}

/** `mcpdesc.tool.members` → `…/rules/0.9.0-rc.3/mcpdesc/tool-members`. */
export function ruleDocUrl(id: string): string {
  const [namespace, ...rest] = id.split('.');
  return `${rulesBase}${namespace}/${rest.join('-')}`;
}

/** The page of a section (e.g. '9.2' → tools), with an anchor when given. */
export function sectionUrl(section: string, anchor?: string): string {
  const top = section.split('.')[0] ?? '';
  const page = sectionPages[top] ?? (section.startsWith('Appendix') ? 'appendices' : '');
  return `${specBase}${page}${anchor ? `#${anchor}` : ''}`;
}

export function summarizeRule(rule: Rule): RuleSummary {
  const sections = [...rule.sections].sort(compareSections);
  const primary = sections.find((s) => /^\d/.test(s)) ?? sections[0] ?? '';
  return { title: rule.title, sections, docUrl: ruleDocUrl(rule.id), specUrl: sectionUrl(primary) };
}

/** Numeric order: 9.2 before 10.1. */
function compareSections(a: string, b: string): number {
  const pa = a.split('.').map((n) => Number.parseInt(n, 10));
  const pb = b.split('.').map((n) => Number.parseInt(n, 10));
  for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
    const x = pa[i] ?? -1;
    const y = pb[i] ?? -1;
    if (Number.isNaN(x) || Number.isNaN(y)) return a.localeCompare(b);
    if (x !== y) return x - y;
  }
  return 0;
}
