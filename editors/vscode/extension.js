// The MCP Description extension: starts `mcpdesc lsp --stdio` (see docs/editors.md) for JSON and YAML documents.
'use strict';
const vscode = require('vscode');
const { LanguageClient } = require('vscode-languageclient/node');
const { clientOptions, serverOptions } = require('./client-options.js');

let client;

async function activate() {
  const settings = vscode.workspace.getConfiguration('mcpdesc');
  const values = { path: settings.get('path'), timeouts: settings.get('timeouts') };
  client = new LanguageClient('mcpdesc', 'MCP Description', serverOptions(values), clientOptions(values));
  await client.start();
}

function deactivate() {
  return client?.stop();
}

module.exports = { activate, deactivate };
