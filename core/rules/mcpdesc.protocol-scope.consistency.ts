// Rule mcpdesc.protocol-scope.consistency (spec 10.5, 11.1, 11.5, 12.5, 4.10, 8.6, 9.5).
import { defineRule } from './define.ts';

export default defineRule({
  id: 'mcpdesc.protocol-scope.consistency',
  title: 'Protocol scopes are non-empty subsets of their parent and disjoint where required',
  sections: ['10.5', '11.1', '11.5', '12.5', '4.10', '8.6', '9.5'],
  anchors: [
    'req-capability-scopes-disjoint',
    'req-elicitation-scope',
    'req-prompt-scopes-disjoint',
    'req-prompt-variants-disjoint',
    'req-resource-scopes-disjoint',
    'req-scope-root-subset',
    'req-scope-subset',
    'req-tool-names-disjoint',
  ],
  severity: 'error',
  protocolVersionDependent: false,
  schemaPointers: ['/$defs/ProtocolScope'],
});
