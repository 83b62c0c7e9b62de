// Rule mcp.client-capabilities.protocol-shape (spec 8.5).
import { clientRequirements, shapeViolations, type ShapeViolation } from '../model/client-requirements.ts';
import { appendPointer } from '../lib/pointer.ts';
import type { ProtocolVersion } from '../model/versions.ts';
import { defineRule, type Finding } from './define.ts';
import { ofDeclarations } from './concerns.ts';

function article(type: string): string {
  return /^[aeiou]/.test(type) ? `an ${type}` : `a ${type}`;
}

function message(violation: ShapeViolation, version: ProtocolVersion): string {
  const name = violation.path.join('.');
  if (violation.kind === 'wrong-type') {
    const expected = violation.expected.map(article).join(' or ');
    return `Client capability member "${name}" must be ${expected} in MCP ${version} ClientCapabilities, not ${article(violation.actual)} (8.5)`;
  }
  if (version === '2026-07-28' && violation.path[0] === 'roots' && violation.path.length > 1) {
    return `In MCP 2026-07-28 the roots requirement is an empty object, so "${name}" cannot be required there (8.5)`;
  }
  const what = violation.path.length === 1 ? 'Client capability' : 'Client capability member';
  return `${what} "${name}" is not defined by MCP ${version} ClientCapabilities (8.5)`;
}

/** 8.5: the 2026-07-28 `extensions` map and empty `roots` have sentences of their own; else the member is not valid for the version. */
function requirementOf(violation: ShapeViolation, version: ProtocolVersion): string {
  const [capability] = violation.path;
  if (version === '2026-07-28' && violation.path.length > 1 && capability === 'extensions')
    return 'req-client-requirements-extensions';
  if (version === '2026-07-28' && violation.path.length > 1 && capability === 'roots')
    return 'req-client-requirements-values';
  return 'req-client-requirements-protocol-version-valid';
}

export default defineRule({
  id: 'mcp.client-capabilities.protocol-shape',
  title: "Client capability requirements match each protocol version's ClientCapabilities",
  sections: ['8.5'],
  anchors: [
    'req-client-requirements-extensions',
    'req-client-requirements-protocol-version-valid',
    'req-client-requirements-values',
  ],
  severity: 'error',
  protocolVersionDependent: true,
  schemaPointers: ['/$defs/ClientCapabilityRequirements/properties', '/$defs/ClientRequirementExtensions'],
  schemaRequirements: {
    '/$defs/ClientCapabilityRequirements/properties': 'req-client-requirements-values',
    '/$defs/ClientRequirementExtensions': 'req-client-requirements-extensions',
  },
  appliesTo: ofDeclarations('clientRequirements'),
  // One error per member of a primitive's clientRequirements that an applicable protocol version's pinned
  // ClientCapabilities does not define (formal `extensions` only in MCP 2026-07-28, where `roots` is empty), or whose
  // value has a type that version does not allow.
  needs: ['tools', 'resources', 'resourceTemplates', 'prompts'],
  check: ({ primitives, scopes }) => {
    const findings: Finding[] = [];
    for (const requirements of clientRequirements(primitives, scopes)) {
      for (const version of requirements.versions) {
        for (const violation of shapeViolations(requirements.value, version)) {
          const path = violation.path.reduce<string>((pointer, key) => appendPointer(pointer, key), requirements.path);
          const member = violation.path[violation.path.length - 1]!;
          findings.push({
            path,
            requirement: requirementOf(violation, version),
            message: message(violation, version),
            protocolVersion: version,
            ...(violation.kind === 'undefined-member' ? { detail: { kind: 'unexpected-member', member } } : {}),
          });
        }
      }
    }
    return findings;
  },
});
