import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'dist-cli/**',
      'core/generated/**',
      // Vendored (the pinned MCP schemas) or generated (the share dictionary): never edited by hand, as Prettier leaves
      // them alone too.
      'third_party/**',
      'src/share-data/**',
      'node_modules/**',
      'test-results/**',
      'playwright-report/**',
      'test/conformance/**/*.json',
      '.e2e-out/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // Type-aware rules, on the shipped code (not the tests: they would double the lint time for little). Each of these
    // found real faults once: promises dropped or rejected with a non-Error, '[object Object]' in messages, assertions
    // that hid nothing.
    files: ['core/**/*.ts', 'src/**/*.{ts,tsx}', 'components/**/*.tsx', 'cli/**/*.ts'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/await-thenable': 'error',
      '@typescript-eslint/no-base-to-string': 'error',
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-for-in-array': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/no-unnecessary-type-assertion': 'error',
      '@typescript-eslint/only-throw-error': 'error',
      '@typescript-eslint/prefer-promise-reject-errors': 'error',
    },
  },
  {
    // The VS Code extension (editors/vscode/) is CommonJS, as VS Code loads extensions.
    files: ['editors/vscode/**/*.js'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['components/**/*.{ts,tsx}', 'src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // core/ is pure: no DOM, no React, no Node.
    files: ['core/**/*.ts'],
    languageOptions: { globals: { ...globals.es2022 } },
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['react', 'react-dom', 'node:*', 'monaco-editor*', '../src/*', '../components/*'] },
      ],
      'no-restricted-globals': ['error', 'window', 'document', 'localStorage', 'navigator', 'process'],
    },
  },
  {
    // The UI talks to the core only through the worker protocol; it may import core types.
    files: ['src/**/*.ts', 'src/**/*.tsx', 'components/**/*.tsx'],
    ignores: ['src/worker/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex:
                '(^|/)core/(?!diagnostics\\.ts$|model/versions\\.ts$|model/collections\\.ts$|lib/text-positions\\.ts$|lib/plural\\.ts$|learn/markdown-html\\.ts$)',
              message: 'The UI reaches the core through the worker (src/worker). Type-only imports are allowed.',
              allowTypeImports: true,
            },
          ],
        },
      ],
    },
  },
  {
    // Code loaded on demand goes through onDemand: a Suspense boundary holds back what it reveals until 300 ms after
    // its fallback was shown, which every first opening of a panel or dialog paid.
    files: ['src/**/*.ts', 'src/**/*.tsx', 'components/**/*.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react',
              importNames: ['lazy', 'Suspense'],
              message:
                'Load components with onDemand (components/on-demand.tsx): React holds what a Suspense boundary reveals for 300 ms after its fallback.',
            },
          ],
        },
      ],
    },
  },
);
