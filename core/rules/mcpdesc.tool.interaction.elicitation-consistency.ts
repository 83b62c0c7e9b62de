// Rule mcpdesc.tool.interaction.elicitation-consistency (spec 9.4).
import { isObject } from '../lib/data-model.ts';
import { declarationNamed, interactionSteps, requestedSchemaOf, type InteractionStep } from '../model/elicitation.ts';
import { validateInstance } from '../embedded-schema/index.ts';
import { appendPointer } from '../lib/pointer.ts';
import { iso8601Problem } from '../lib/iso8601.ts';
import { applicableVersions } from '../model/availability.ts';
import type { ScopeIndex } from '../model/scopes.ts';
import { equal } from '../schema/runtime.ts';
import { defineRule, type Finding } from './define.ts';
import { interactionStepParts } from './concerns.ts';

/** `Tool "deploy"`, for messages. */
function toolName(step: InteractionStep): string {
  return typeof step.toolValue.name === 'string' ? `Tool ${JSON.stringify(step.toolValue.name)}` : 'the Tool';
}

/**
 * 9.4 req-interaction-elicitation-declaration: the step names a declaration of its Tool in every protocol version the
 * step applies to (the Tool's Effective Protocol Views, 4.12: "every represented semantic field MUST be valid in every
 * applicable protocol version"), and its mode and schema or known URL match it.
 */
function declarationFindings(
  document: unknown,
  scopes: ScopeIndex,
  step: InteractionStep,
  request: Record<string, unknown>,
  requestPath: string,
): Finding[] {
  const name = step.value.declaration;
  if (typeof name !== 'string') return [];
  const declaration = declarationNamed(step.tool, step.toolValue, name);
  const at = appendPointer(step.path, 'declaration');
  if (declaration === undefined) {
    return [
      {
        requirement: 'req-interaction-elicitation-declaration',
        path: at,
        message: `Interaction step names elicitation ${JSON.stringify(name)}, which ${toolName(step)} does not declare (9.4)`,
      },
    ];
  }
  const related = (path: string) => [{ relation: 'elicitation-declaration', path }];
  // The view of a version the declaration's scope leaves out has the step but not the declaration (12.5, 4.12).
  const declared = applicableVersions(scopes, declaration.path);
  const missing = applicableVersions(scopes, step.tool).filter((version) => !declared.includes(version));
  if (missing.length > 0) {
    const scope =
      declared.length > 0
        ? `it applies to MCP ${declared.join(', ')} only`
        : 'it applies to no protocol version of the Tool';
    return missing.map((version) => ({
      path: at,
      requirement: 'req-interaction-elicitation-declaration',
      protocolVersion: version,
      message: `Interaction step names elicitation ${JSON.stringify(name)}, which ${toolName(step)} does not declare for MCP ${version}: ${scope} (9.4, 12.5)`,
      relatedLocations: related(declaration.path),
    }));
  }
  const mode = declaration.value.mode;
  if (typeof mode === 'string' && typeof request.mode === 'string' && mode !== request.mode) {
    return [
      {
        requirement: 'req-interaction-elicitation-declaration',
        path: appendPointer(requestPath, 'mode'),
        message: `Interaction step uses mode ${JSON.stringify(request.mode)}, but Elicitation Declaration ${JSON.stringify(name)} has mode ${JSON.stringify(mode)} (9.4)`,
        relatedLocations: related(appendPointer(declaration.path, 'mode')),
      },
    ];
  }
  if (mode === 'form' && Object.hasOwn(request, 'requestedSchema')) {
    const schema = requestedSchemaOf(document, declaration);
    if (schema !== undefined && !equal(schema.value, request.requestedSchema)) {
      return [
        {
          requirement: 'req-interaction-elicitation-declaration',
          path: appendPointer(requestPath, 'requestedSchema'),
          message: `Interaction step requestedSchema differs from the requestedSchema of Elicitation Declaration ${JSON.stringify(name)} (9.4)`,
          relatedLocations: related(schema.path),
        },
      ];
    }
  }
  if (
    mode === 'url' &&
    typeof declaration.value.url === 'string' &&
    typeof request.url === 'string' &&
    declaration.value.url !== request.url
  ) {
    return [
      {
        requirement: 'req-interaction-elicitation-declaration',
        path: appendPointer(requestPath, 'url'),
        message: `Interaction step URL differs from the known URL ${JSON.stringify(declaration.value.url)} of Elicitation Declaration ${JSON.stringify(name)} (9.4)`,
        relatedLocations: related(appendPointer(declaration.path, 'url')),
      },
    ];
  }
  return [];
}

/** 9.4 req-interaction-elicitation-response: `content` by mode and action, and its fit to the request schema. */
function responseFindings(step: InteractionStep, request: Record<string, unknown>): Finding[] {
  const response = step.value.response;
  if (!isObject(response)) return [];
  const responsePath = appendPointer(step.path, 'response');
  const contentPath = appendPointer(responsePath, 'content');
  const hasContent = Object.hasOwn(response, 'content');
  const { action } = response;
  const unexpected = { kind: 'unexpected-member', member: 'content' };
  if (request.mode === 'url') {
    return hasContent
      ? [
          {
            path: contentPath,
            requirement: 'req-interaction-elicitation-response',
            message: 'A URL-mode elicitation response must omit "content" (9.4)',
            detail: unexpected,
          },
        ]
      : [];
  }
  if (request.mode !== 'form') return [];
  if (action === 'decline' || action === 'cancel') {
    return hasContent
      ? [
          {
            path: contentPath,
            requirement: 'req-interaction-elicitation-response',
            message: `A ${action === 'decline' ? 'declined' : 'cancelled'} form-mode elicitation response must not contain "content" (9.4)`,
            detail: unexpected,
          },
        ]
      : [];
  }
  if (action !== 'accept') return [];
  if (!hasContent)
    return [
      {
        path: responsePath,
        requirement: 'req-interaction-elicitation-response',
        message:
          'An accepted form-mode elicitation response must contain "content" conforming to the request schema (9.4)',
        detail: { kind: 'missing-member', member: 'content' },
      },
    ];
  if (!isObject(request.requestedSchema) || !isObject(response.content)) return [];
  // The restricted form vocabulary (12.3) evaluates alike in both dialects; `format` is an annotation there.
  const validation = validateInstance(request.requestedSchema, response.content, '2020-12');
  const findings: Finding[] = validation.problems.map((problem) => ({
    path: contentPath + problem.instancePath,
    requirement: 'req-interaction-elicitation-response',
    message: `Accepted response content does not conform to the request schema: ${problem.message} (9.4)`,
  }));
  // A property the request types as a date or date-time holds a date value, which is ISO 8601 and exists (15.6).
  const properties = isObject(request.requestedSchema.properties) ? request.requestedSchema.properties : {};
  for (const [name, property] of Object.entries(properties)) {
    const value = Object.hasOwn(response.content, name) ? response.content[name] : undefined;
    if (
      !isObject(property) ||
      (property.format !== 'date' && property.format !== 'date-time') ||
      typeof value !== 'string'
    )
      continue;
    const problem = iso8601Problem(value);
    if (problem === undefined) continue;
    findings.push({
      path: appendPointer(contentPath, name),
      requirement: 'req-interaction-elicitation-response',
      message: `Accepted response content ${JSON.stringify(name)} is ${JSON.stringify(value)}, but the request schema gives it format "${property.format}" and it is not an ISO 8601 date that exists (${problem}) (9.4, 15.6)`,
    });
  }
  return findings;
}

export default defineRule({
  id: 'mcpdesc.tool.interaction.elicitation-consistency',
  title: 'Interaction elicitation steps match their declarations',
  sections: ['9.4'],
  anchors: ['req-interaction-elicitation-declaration', 'req-interaction-elicitation-response'],
  severity: 'error',
  protocolVersionDependent: false,
  schemaPointers: [],
  appliesTo: [...interactionStepParts],
  // Every `elicitation` step of every Tool Interaction Example: its named declaration (after reference resolution of
  // the declaration's requestedSchema; schemas compare as JSON values) and its response.
  needs: ['tools'],
  check: ({ document, scopes }) => {
    const findings: Finding[] = [];
    for (const step of interactionSteps(document, 'elicitation')) {
      const request = step.value.request;
      if (!isObject(request)) continue;
      findings.push(
        ...declarationFindings(document, scopes, step, request, appendPointer(step.path, 'request')),
        ...responseFindings(step, request),
      );
    }
    return findings;
  },
});
