// Rule pages have shareable links: `#rule=<rule id>` opens that rule in the Rules tab. Such a fragment only selects a
// tab; it never replaces the user's document (share links, src/share.ts, leave `rule=` fragments alone).

const prefix = 'rule=';

/** Whether a fragment (with or without '#') is meant as a rule link, well formed or not: never a share link. */
export function isRuleFragment(fragment: string): boolean {
  return (fragment.startsWith('#') ? fragment.slice(1) : fragment).trim().startsWith(prefix);
}

/** The rule id a fragment (with or without '#') names, or undefined when it is not a rule link. */
export function ruleFromFragment(fragment: string): string | undefined {
  const raw = fragment.startsWith('#') ? fragment.slice(1) : fragment;
  if (!raw.startsWith(prefix)) return undefined;
  let id = raw.slice(prefix.length);
  try {
    id = decodeURIComponent(id);
  } catch {
    return undefined;
  }
  return /^[a-z][a-z0-9-]*(\.[a-z0-9-]+)+$/.test(id) ? id : undefined;
}

export function ruleFragment(id: string): string {
  return `#${prefix}${id}`;
}

/** Follow rule links now and whenever the fragment changes; returns a stop function. */
export function followRuleFragments(open: (rule: string) => void, target: Window = window): () => void {
  const follow = () => {
    const rule = ruleFromFragment(target.location.hash);
    if (rule) open(rule);
  };
  follow();
  target.addEventListener('hashchange', follow);
  return () => target.removeEventListener('hashchange', follow);
}

/** Show `id` in the address bar (no history entry, no hashchange), or remove a rule fragment when `id` is undefined. */
export function showRuleInAddress(id: string | undefined, target: Window = window): void {
  const current = ruleFromFragment(target.location.hash);
  if (id === current) return;
  if (id === undefined && current === undefined) return;
  const { pathname, search } = target.location;
  target.history.replaceState(
    target.history.state,
    '',
    id === undefined ? `${pathname}${search}` : `${pathname}${search}${ruleFragment(id)}`,
  );
}
