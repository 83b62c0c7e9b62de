// Rule mcp.completion.context.protocol-version (spec 10.4.6, 11.4).
import { contextUses } from '../model/completion-examples.ts';
import { defineRule, type Finding } from './define.ts';
import { completionExamples } from './concerns.ts';

export default defineRule({
  id: 'mcp.completion.context.protocol-version',
  title: 'Completion context needs MCP 2025-06-18 or later',
  sections: ['10.4.6', '11.4'],
  anchors: ['req-prompt-completion-context-protocol-version', 'req-template-completion-context-protocol-version'],
  severity: 'error',
  protocolVersionDependent: true,
  schemaPointers: [],
  appliesTo: [...completionExamples],
  // One finding per completion example `context` and applicable protocol version that defines completion without
  // context (MCP 2025-03-26); the member is unexpected there (16.5).
  needs: ['resourceTemplates', 'prompts'],
  check: ({ namedExamples, scopes }) => {
    const findings: Finding[] = [];
    for (const use of contextUses(namedExamples, scopes)) {
      for (const version of use.versions) {
        findings.push({
          path: use.path,
          requirement:
            use.section === '11.4'
              ? 'req-prompt-completion-context-protocol-version'
              : 'req-template-completion-context-protocol-version',
          message: `Completion example ${JSON.stringify(use.name)} of ${use.owner} uses "context", which MCP ${version} does not define; it is available since MCP 2025-06-18 (${use.section})`,
          protocolVersion: version,
          detail: { kind: 'unexpected-member', member: 'context' },
        });
      }
    }
    return findings;
  },
});
