// JSON for the editor: highlighting and bracket/quote behaviour only. Monaco's JSON language service is not used:
// the playground's own core is the single parser and validator, and that service's recursive parser overflows its
// stack on deeply nested input (seen with 100,000 levels), which the core reports as a limit diagnostic instead.
import type * as Monaco from 'monaco-editor/editor/editor.api';

export function registerJson(monaco: typeof Monaco): void {
  monaco.languages.register({ id: 'json', extensions: ['.json'], aliases: ['JSON'], mimetypes: ['application/json'] });
  monaco.languages.setLanguageConfiguration('json', {
    brackets: [
      ['{', '}'],
      ['[', ']'],
    ],
    autoClosingPairs: [
      { open: '{', close: '}', notIn: ['string'] },
      { open: '[', close: ']', notIn: ['string'] },
      { open: '"', close: '"', notIn: ['string'] },
    ],
    surroundingPairs: [
      { open: '{', close: '}' },
      { open: '[', close: ']' },
      { open: '"', close: '"' },
    ],
  });
  monaco.languages.setMonarchTokensProvider('json', {
    defaultToken: 'invalid',
    tokenizer: {
      root: [
        [/[ \t\r\n]+/, ''],
        // A string followed by a colon is a member name.
        [/"(?:[^"\\]|\\.)*"(?=\s*:)/, 'type'],
        [/"(?:[^"\\]|\\.)*"/, 'string'],
        [/"(?:[^"\\]|\\.)*$/, 'string.invalid'],
        [/-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/, 'number'],
        [/\b(?:true|false|null)\b/, 'keyword'],
        [/[{}[\]]/, '@brackets'],
        [/[,:]/, 'delimiter'],
      ],
    },
  });
}
