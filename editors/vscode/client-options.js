// What the extension hands to vscode-languageclient, as plain data (no VS Code API here, so tests load it in Node).
'use strict';

/** The server: `mcpdesc lsp --stdio`, with the command the settings name. */
function serverOptions(settings) {
  const command = typeof settings.path === 'string' && settings.path.trim() !== '' ? settings.path : 'mcpdesc';
  return { command, args: ['lsp', '--stdio'] };
}

/**
 * Every JSON and YAML document goes to the server, which serves *.mcpdesc.json, *.mcpdesc.yaml, *.mcpdesc.yml and
 * any file that declares mcpdesc at its top level, and leaves the others alone.
 */
function clientOptions(settings) {
  return {
    documentSelector: ['json', 'jsonc', 'yaml'].flatMap((language) => [
      { scheme: 'file', language },
      { scheme: 'untitled', language },
    ]),
    initializationOptions: { timeouts: settings.timeouts ?? {} },
  };
}

module.exports = { serverOptions, clientOptions };
