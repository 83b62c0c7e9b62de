// Rule mcp.capabilities.logging.deprecated (spec 8.4).
import { applicableVersions } from '../model/availability.ts';
import { appendPointer } from '../lib/pointer.ts';
import { defineRule } from './define.ts';

export default defineRule({
  id: 'mcp.capabilities.logging.deprecated',
  title: 'The logging capability is deprecated in MCP 2026-07-28',
  sections: ['8.4'],
  anchors: ['req-capabilities-logging-deprecated'],
  severity: 'warning',
  protocolVersionDependent: true,
  schemaPointers: [],
  appliesTo: ['/capabilities/*/logging'],
  needs: ['capabilities'],
  check: ({ document, scopes }) => {
    const capabilities = (document as { capabilities?: unknown } | null)?.capabilities;
    if (!Array.isArray(capabilities)) return [];
    return capabilities.flatMap((entry: unknown, index) => {
      if (typeof entry !== 'object' || entry === null || !Object.hasOwn(entry, 'logging')) return [];
      const path = appendPointer('/capabilities', index);
      if (!applicableVersions(scopes, path).includes('2026-07-28')) return [];
      return [
        {
          path: appendPointer(path, 'logging'),
          requirement: 'req-capabilities-logging-deprecated',
          message:
            'The logging capability is deprecated in MCP 2026-07-28, to which this Capabilities Object applies (8.4)',
          protocolVersion: '2026-07-28',
        },
      ];
    });
  },
});
