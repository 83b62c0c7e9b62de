// 4.12 req-view-projection: the Effective Protocol View of a declared version.
import { viewText } from '../../core/index.ts';
import { testToolRule } from './rule-tester.ts';
import { nativeDocument as text } from './native-cases.ts';

const view = (source: string, version: string) => {
  const result = viewText(source, version);
  return result.ok
    ? { ok: true }
    : { ok: false, rule: 'mcpdesc.view.projection', requirement: result.requirement, message: result.message };
};

testToolRule('mcpdesc.view.projection', {
  valid: [{ name: 'the view of a declared version', run: () => view(text, '2026-07-28') }],
  invalid: [
    {
      name: 'a version the document does not declare',
      run: () => view(text, '2024-11-05'),
      message: '2024-11-05',
      requirement: 'req-view-projection',
    },
  ],
});
