// Rule mcp.completion.protocol-version (spec 10.4.6, 11.4).
import { availabilityFindings } from '../model/availability.ts';
import { defineRule } from './define.ts';
import { completionExamples } from './concerns.ts';

export default defineRule({
  id: 'mcp.completion.protocol-version',
  title: 'Completion examples are not supported for MCP 2024-11-05',
  sections: ['10.4.6', '11.4'],
  anchors: ['req-prompt-completion-protocol-versions', 'req-template-completion-protocol-versions'],
  severity: 'error',
  protocolVersionDependent: true,
  schemaPointers: [],
  appliesTo: [...completionExamples],
  // Resource Template and Prompt `completionExamples` (rows of the availability table in core/availability.ts), one
  // finding per applicable protocol version without completion examples.
  needs: ['resourceTemplates', 'prompts'],
  check: (context) => availabilityFindings(context, 'mcp.completion.protocol-version'),
});
