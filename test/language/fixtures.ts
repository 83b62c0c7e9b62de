// Documents for the language-service tests: the same description in JSON and YAML, one member per line, so that
// positions (1-based line and column) can be read off the text.
import { createLanguageSession, openDocument, applyEdits } from '../../core/language/index.ts';
import { validateText } from '../../core/index.ts';
import type { DocumentFormat } from '../../core/diagnostics.ts';

export const json = `{
  "mcpdesc": "0.9.0",
  "info": {
    "name": "weather",
    "version": "1.0.0"
  },
  "protocolVersions": ["2025-06-18", "2025-11-25"],
  "securitySchemes": {
    "bearerAuth": {
      "type": "http",
      "scheme": "bearer"
    }
  },
  "security": [
    {"bearerAuth": []}
  ],
  "tags": [
    {"name": "forecast", "description": "Weather forecasts"}
  ],
  "components": {
    "schemas": {
      "City": {
        "type": "object",
        "properties": {"city": {"type": "string"}}
      }
    }
  },
  "tools": [
    {
      "name": "get_forecast",
      "tags": ["forecast"],
      "inputSchema": {"$componentRef": "#/components/schemas/City"}
    },
    {
      "name": "get_alerts",
      "inputSchema": {"$componentRef": "#/components/schemas/City"}
    }
  ]
}
`;

export const yaml = `mcpdesc: "0.9.0"
info:
  name: weather
  version: "1.0.0"
protocolVersions:
  - "2025-06-18"
  - "2025-11-25"
securitySchemes:
  bearerAuth:
    type: http
    scheme: bearer
security:
  - bearerAuth: []
tags:
  - name: forecast
    description: Weather forecasts
components:
  schemas:
    City:
      type: object
      properties:
        city:
          type: string
tools:
  - name: get_forecast
    tags:
      - forecast
    inputSchema:
      $componentRef: "#/components/schemas/City"
  - name: get_alerts
    inputSchema:
      $componentRef: "#/components/schemas/City"
`;

export const texts: Record<DocumentFormat, string> = { json, yaml };

export function doc(text: string, format: DocumentFormat) {
  return openDocument(text, { format });
}

export function errors(text: string, format: DocumentFormat) {
  return validateText(text, { format }).diagnostics.filter((d) => d.severity === 'error');
}

export { createLanguageSession, applyEdits, validateText };

/** The text with line `line` (1-based) replaced by `content`; lines after `truncate` dropped when given. */
export function withLine(text: string, line: number, content: string, truncate?: boolean): string {
  const lines = text.split('\n');
  lines[line - 1] = content;
  return (truncate ? lines.slice(0, line) : lines).join('\n');
}

/** What a snippet inserts when every placeholder keeps its default (choices take their first value). */
export function expandSnippet(text: string): string {
  return text
    .replace(/\$\{\d+\|([^,|]*)[^}]*\|\}/g, '$1')
    .replace(/\$\{\d+:((?:\\.|[^}\\])*)\}/g, '$1')
    .replace(/(?<!\\)\$\d+/g, '')
    .replace(/(?<!\\)\$\{\d+\}/g, '')
    .replace(/\\([\\$}])/g, '$1');
}

/** Apply a completion item the way an editor does (its range, then its additional edits). */
export function accept(
  text: string,
  item: {
    range: { start: { line: number; column: number }; end: { line: number; column: number } };
    insertText: string;
    snippet: boolean;
    additionalEdits?: { range: typeof item.range; text: string }[];
  },
): string {
  const inserted = item.snippet ? expandSnippet(item.insertText) : item.insertText;
  return applyEdits(text, [{ range: item.range, text: inserted }, ...(item.additionalEdits ?? [])]);
}
