// The rule reference, asked of the worker once per page and shared by every component that shows rules.
import { useEffect, useState } from 'react';
import { requestRuleReference } from '../src/live-validation.ts';
import type { RuleReferenceEntry } from '../core/reference/rule-reference.ts';

let pending: Promise<RuleReferenceEntry[]> | undefined;

export type ReferenceState =
  { state: 'loading' } | { state: 'done'; entries: RuleReferenceEntry[] } | { state: 'failed'; message: string };

export function useRuleReference(): ReferenceState {
  const [loaded, setLoaded] = useState<ReferenceState>({ state: 'loading' });
  useEffect(() => {
    let current = true;
    pending ??= requestRuleReference();
    pending.then(
      (entries) => current && setLoaded({ state: 'done', entries }),
      (error: unknown) => {
        pending = undefined;
        if (current) setLoaded({ state: 'failed', message: error instanceof Error ? error.message : String(error) });
      },
    );
    return () => {
      current = false;
    };
  }, []);
  return loaded;
}
