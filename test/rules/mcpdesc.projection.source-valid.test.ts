// 4.14 steps 1-2 req-native-projection-source-valid, req-native-projection-protocol-version-declared.
import { testToolRule } from './rule-tester.ts';
import { native, nativeDocument as text } from './native-cases.ts';

testToolRule('mcpdesc.projection.source-valid', {
  valid: [{ name: 'a valid source and a declared version', run: () => native(text, '2025-11-25', 'tools') }],
  invalid: [
    {
      name: 'an invalid source',
      run: () => native(text.replace('"0.9.0"', '"0.8.0"'), '2025-11-25', 'tools'),
      message: 'projection-source-invalid',
      requirement: 'req-native-projection-source-valid',
    },
    {
      name: 'a version the document does not declare',
      run: () => native(text, '2025-06-18', 'tools'),
      message: 'projection-protocol-version-not-declared',
      requirement: 'req-native-projection-protocol-version-declared',
    },
  ],
});
