// The VS Code extension of editors/vscode/: what it hands to vscode-languageclient (client-options.js, plain data)
// agrees with the server and with the extension's manifest. VS Code itself is not available to the tests.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { runCli } from '../cli/run-cli.ts';

const require = createRequire(import.meta.url);
const { serverOptions, clientOptions } = require('../../editors/vscode/client-options.js') as {
  serverOptions(settings: { path?: unknown }): { command: string; args: string[] };
  clientOptions(settings: { timeouts?: unknown }): {
    documentSelector: { scheme: string; language: string }[];
    initializationOptions: unknown;
  };
};
const manifest = JSON.parse(readFileSync(new URL('../../editors/vscode/package.json', import.meta.url), 'utf8')) as {
  activationEvents: string[];
  dependencies: Record<string, string>;
  contributes: { configuration: { properties: Record<string, { default: unknown }> } };
};
const root = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
  devDependencies: Record<string, string>;
};

describe('the VS Code extension', () => {
  it('starts mcpdesc lsp --stdio, with the command the settings name', async () => {
    expect(serverOptions({})).toEqual({ command: 'mcpdesc', args: ['lsp', '--stdio'] });
    expect(serverOptions({ path: ' ' }).command).toBe('mcpdesc');
    expect(serverOptions({ path: '/opt/bin/mcpdesc' }).command).toBe('/opt/bin/mcpdesc');
    expect(manifest.contributes.configuration.properties['mcpdesc.path']!.default).toBe('mcpdesc');
    // The arguments are ones the command accepts.
    expect((await runCli([...serverOptions({}).args, '--help'], {})).code).toBe(0);
  });

  it('sends JSON and YAML documents (files and unsaved) and is activated by those languages', () => {
    const { documentSelector, initializationOptions } = clientOptions({ timeouts: { language: 2000 } });
    const languages = [...new Set(documentSelector.map((s) => s.language))];
    expect(languages.sort()).toEqual(['json', 'jsonc', 'yaml']);
    expect(manifest.activationEvents.sort()).toEqual(languages.map((l) => `onLanguage:${l}`));
    expect(initializationOptions).toEqual({ timeouts: { language: 2000 } });
  });

  it('uses the client library of the same release as the server library', () => {
    const major = (version: string) => version.split('.')[0];
    expect(major(manifest.dependencies['vscode-languageclient']!)).toBe(
      major(root.devDependencies['vscode-languageserver']!),
    );
  });
});
