// Rule mcp.server-capabilities.members (spec 14.2, 8.4).
import { defineRule } from './define.ts';

export default defineRule({
  id: 'mcp.server-capabilities.members',
  title: 'Capabilities Objects contain only defined capabilities',
  sections: ['14.2', '8.4'],
  anchors: ['req-capabilities-closed', 'req-extension-ineligible-locations', 'req-extensions-identifier-form'],
  severity: 'error',
  protocolVersionDependent: false,
  schemaPointers: [
    '/$defs/Capabilities',
    '/$defs/ToolsCapability',
    '/$defs/ResourcesCapability',
    '/$defs/PromptsCapability',
    '/$defs/TasksCapability',
    '/$defs/CapabilityExtensions',
  ],
  schemaRequirements: {
    '/$defs/Capabilities': 'req-capabilities-closed',
    '/$defs/ToolsCapability': 'req-capabilities-closed',
    '/$defs/ResourcesCapability': 'req-capabilities-closed',
    '/$defs/PromptsCapability': 'req-capabilities-closed',
    '/$defs/TasksCapability': 'req-capabilities-closed',
    '/$defs/CapabilityExtensions': 'req-extensions-identifier-form',
  },
  appliesTo: ['/capabilities/*'],
});
