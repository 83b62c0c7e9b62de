// Section 10: Resource Objects (10.1), Resource Template Objects (10.2), Resource Annotations (10.3), named Resource
// and Resource Template Examples with their completed read results (10.4.1-10.4.4), and completion examples (10.4.6),
// whose shape Prompt completion examples share (11.4).
import type { Defs, JsonSchemaObject } from '../types.ts';
import { closedObject, componentOr, namedMap, ref } from './common.ts';
import { completedResult, primitiveMembers } from './tools.ts';
import { iso8601Pattern } from '../../lib/iso8601.ts';

const string = { type: 'string' };

/** RFC 6570 (levels 1-4): literals, percent-encodings and `{op var[:n|*],...}` expressions; varnames may hold inner dots. */
const varchar = '(?:[A-Za-z0-9_]|%[0-9A-Fa-f]{2})';
const varspec = `${varchar}(?:\\.?${varchar})*(?::[1-9][0-9]{0,3}|\\*)?`;
const literal =
  '[!#$&(-;=?-\\[\\]_a-z~\\u00A0-\\uD7FF\\uE000-\\uFDCF\\uFDF0-\\uFFEF\\u{10000}-\\u{EFFFD}]|%[0-9A-Fa-f]{2}';
export const uriTemplatePattern = `^(?:${literal}|\\{[+#./;?&=,!@|]?${varspec}(?:,${varspec})*\\})*$`;

// ISO 8601 calendar date, optionally with a time and zone designator (10.3, 15.6); that the date exists is semantic
// (mcp.annotations.members).
export { iso8601Pattern };

/** A completion example (10.4.6, 11.4): inline only (no `$componentRef`), may carry `x-*`. */
export function completionExample(): JsonSchemaObject {
  return closedObject(
    { argument: ref('CompletionArgument'), context: ref('CompletionContext'), result: ref('CompletionResult') },
    { title: 'Completion Example Object', required: ['argument', 'result'], extensible: true },
  );
}

export const defs: Defs = {
  // 10.1.1
  Resource: closedObject(
    {
      ...primitiveMembers,
      // 10.1.2: an RFC 3986 URI with a scheme, not a relative reference.
      uri: { type: 'string', format: 'uri' },
      mimeType: string,
      // 10.1.1: an integer, with no minimum.
      size: { type: 'integer' },
      annotations: ref('ResourceAnnotations'),
      examples: namedMap(componentOr('ResourceExampleComponentReference', 'StaticResourceExample')),
    },
    { title: 'Resource Object', required: ['uri', 'name'], extensible: true },
  ),

  // 10.2.1
  ResourceTemplate: closedObject(
    {
      ...primitiveMembers,
      uriTemplate: { type: 'string', pattern: uriTemplatePattern, description: 'an RFC 6570 URI template' },
      mimeType: string,
      annotations: ref('ResourceAnnotations'),
      examples: namedMap(componentOr('ResourceTemplateExampleComponentReference', 'ResourceTemplateExample')),
      completionExamples: namedMap(ref('ResourceTemplateCompletionExample')),
    },
    { title: 'Resource Template Object', required: ['uriTemplate', 'name'], extensible: true },
  ),

  // 10.3: MCP's closed Annotations type; no `x-*`. lastModified's protocol availability is semantic.
  ResourceAnnotations: closedObject(
    {
      audience: { type: 'array', items: { enum: ['user', 'assistant'] } },
      priority: { type: 'number', minimum: 0, maximum: 1 },
      lastModified: { type: 'string', pattern: iso8601Pattern, description: 'an ISO 8601 date or date-time' },
    },
    { title: 'Resource Annotations Object', extensible: false },
  ),

  // 10.4.2: the requested URI is the containing Resource's `uri`, so the example does not repeat it.
  StaticResourceExample: closedObject(
    { result: ref('ResourceReadResult') },
    { title: 'Static Resource Example Object', required: ['result'], extensible: true },
  ),
  // 10.4.3: that `uri` expands the containing uriTemplate is mcpdesc.resource-template.example.expansion.
  ResourceTemplateExample: closedObject(
    { uri: string, result: ref('ResourceReadResult') },
    { title: 'Resource Template Example Object', required: ['uri', 'result'], extensible: true },
  ),

  // 10.4.4: a non-empty `contents` array; consistency with the declaration is mcpdesc.resource.example.consistency.
  ResourceReadResult: completedResult({
    title: 'Resource read result',
    required: ['contents'],
    properties: { contents: { type: 'array', minItems: 1, items: ref('ResourceContents') } },
  }),
  // 10.4.4: every entry has `uri` and exactly one of `text` or `blob` (selected by the defining member `text`).
  // Other fields, base64 and `_meta` availability are semantic (mcp.content.members, mcp.resource-contents.*).
  ResourceContents: {
    title: 'Resource contents entry',
    type: 'object',
    required: ['uri'],
    if: { type: 'object', required: ['text'] },
    then: { not: { required: ['blob'] } },
    else: { required: ['blob'] },
  },

  // 10.4.6
  ResourceTemplateCompletionExample: completionExample(),
  // The variable or argument being completed; that it names a template variable or Prompt Argument is
  // mcpdesc.completion-example.target.
  CompletionArgument: closedObject(
    { name: string, value: string },
    { title: 'Completion argument', required: ['name', 'value'], extensible: false },
  ),
  // A non-empty map of already-supplied values; an empty context is omitted instead.
  CompletionContext: closedObject(
    { arguments: { type: 'object', minProperties: 1, additionalProperties: string } },
    { title: 'Completion context', required: ['arguments'], extensible: false },
  ),
  // 10.4.6, 11.4: `completion.values` is an ordered array of string candidates; the `completion` object is closed (3.6).
  CompletionResult: completedResult({
    title: 'Completion result',
    required: ['completion'],
    properties: {
      completion: {
        type: 'object',
        required: ['values'],
        properties: { values: { type: 'array', items: string } },
        allOf: [ref('CompletionObjectMembers')],
      },
    },
  }),
  // 3.6: the nested `completion` object is closed in every protocol version; total/hasMore types are semantic.
  CompletionObjectMembers: {
    title: 'Completion object',
    type: 'object',
    properties: { values: true, total: true, hasMore: true },
    additionalProperties: false,
  },
};
