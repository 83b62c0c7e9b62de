// Rule mcp.annotations.members (spec 10.3, 15.6): Resource Annotations are MCP's closed Annotations type, on Resource
// declarations (document schema) and on the content blocks and resource contents that examples and interaction steps
// carry (10.3 req-content-annotations-distinct): no `x-*` members and no Tool Annotation hints there either; and their
// `lastModified` is an ISO 8601 date that exists (15.6 req-serialization-value-formats), on declarations (whose form
// the document schema's pattern checks) and wherever a version's Annotations document it as ISO 8601.
import { allObservations, carriedFinding, closedFields, describeCarried, fieldName } from '../model/carried.ts';
import { carriedTypeTable } from '../mcp/validators.ts';
import { isObject } from '../lib/data-model.ts';
import { iso8601Pattern, iso8601Problem } from '../lib/iso8601.ts';
import { appendPointer } from '../lib/pointer.ts';
import { defineRule, type Finding } from './define.ts';
import { carriedParts } from './concerns.ts';

const toolAnnotationHints = new Set(['title', 'readOnlyHint', 'destructiveHint', 'idempotentHint', 'openWorldHint']);

export default defineRule({
  id: 'mcp.annotations.members',
  title: 'Resource annotations use only the MCP Annotations fields',
  sections: ['10.3', '15.6'],
  anchors: ['req-content-annotations-distinct', 'req-resource-annotations-closed', 'req-serialization-value-formats'],
  severity: 'error',
  protocolVersionDependent: true,
  schemaPointers: ['/$defs/ResourceAnnotations'],
  schemaRequirements: {
    '/$defs/ResourceAnnotations': 'req-resource-annotations-closed',
    '/$defs/ResourceAnnotations/properties/lastModified/pattern': 'req-serialization-value-formats',
  },
  appliesTo: ['/resources/*/annotations', '/resourceTemplates/*/annotations', ...carriedParts],
  needs: ['resources', 'resourceTemplates', 'tools', 'prompts', 'components'],
  check(context) {
    const findings: Finding[] = [];
    for (const { carried, version, observation } of closedFields(context.carried, 'mcp.annotations.members')) {
      const owner = fieldName(carried, observation.pointer.slice(0, observation.pointer.lastIndexOf('/')));
      const why = toolAnnotationHints.has(observation.field)
        ? ', a Tool Annotation field (9.6) that content annotations do not have'
        : observation.field.startsWith('x-')
          ? '; Annotations are closed, so no x-* extension either'
          : '';
      const of = `${carried.role === 'result' ? 'the result of ' : ''}${describeCarried(carried)}`;
      const defined = Object.keys(carriedTypeTable(version)?.types[observation.type]?.members ?? {});
      findings.push(
        carriedFinding(carried, observation.pointer, {
          // A Tool Annotation hint on content annotations mixes the two kinds (10.3); any other member breaks closure.
          requirement: toolAnnotationHints.has(observation.field)
            ? 'req-content-annotations-distinct'
            : 'req-resource-annotations-closed',
          message: `Annotations "${owner}" of ${of} have field ${JSON.stringify(observation.field)}${why}; MCP ${version} defines only ${list(defined)} (10.3)`,
          protocolVersion: version,
          detail: { kind: 'unexpected-member', member: observation.field },
        }),
      );
    }
    // 15.6: lastModified of carried content annotations, per version that defines it.
    for (const { carried, version, observations } of allObservations(context.carried)) {
      for (const observation of observations) {
        if (observation.kind !== 'invalid-date' || observation.via !== 'annotations') continue;
        const owner = fieldName(carried, observation.pointer.slice(0, observation.pointer.lastIndexOf('/')));
        findings.push(
          carriedFinding(carried, observation.pointer, {
            requirement: 'req-serialization-value-formats',
            message: `${observation.field} ${JSON.stringify(observation.value)} of Annotations "${owner}" of ${carried.role === 'result' ? 'the result of ' : ''}${describeCarried(carried)} is not an ISO 8601 date that exists (${observation.problem}), which MCP ${version} requires (15.6)`,
            protocolVersion: version,
          }),
        );
      }
    }
    // 15.6: lastModified of Resource and Resource Template declarations; its form is the document schema's pattern.
    const form = new RegExp(iso8601Pattern);
    for (const collection of ['resources', 'resourceTemplates'] as const) {
      for (const { path, value } of context.primitives(collection)) {
        const lastModified = isObject(value.annotations) ? value.annotations.lastModified : undefined;
        if (typeof lastModified !== 'string' || !form.test(lastModified)) continue;
        const problem = iso8601Problem(lastModified);
        if (problem === undefined) continue;
        findings.push({
          path: appendPointer(appendPointer(path, 'annotations'), 'lastModified'),
          requirement: 'req-serialization-value-formats',
          message: `lastModified ${JSON.stringify(lastModified)} is not an ISO 8601 date that exists (${problem}) (10.3, 15.6)`,
        });
      }
    }
    return findings;
  },
});

/** `audience, priority and lastModified`. */
function list(names: readonly string[]): string {
  return names.length <= 1 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}
