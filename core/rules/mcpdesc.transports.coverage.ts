// Rule mcpdesc.transports.coverage (spec 6.5).
import { defineRule } from './define.ts';

export default defineRule({
  id: 'mcpdesc.transports.coverage',
  title: 'Transports cover exactly the root protocol versions',
  sections: ['6.5'],
  anchors: ['req-transport-coverage', 'req-transport-coverage-omitted'],
  severity: 'error',
  protocolVersionDependent: false,
  schemaPointers: [],
});
