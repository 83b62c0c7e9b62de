import { parseDocument } from './core/document/index.ts';
import { baseYaml } from './test/language/fix-fixtures.ts';
const at = baseYaml.indexOf('  - "2025-06-18"');
const after = baseYaml.slice(0, at) + '#*a\n  ' + baseYaml.slice(at + 5);
console.log(parseDocument(after, { format: 'yaml' }).diagnostics.map((d) => [d.message, d.range]));
const block = after.slice(after.indexOf('protocolVersions:'), after.indexOf('securitySchemes:'));
console.log(JSON.stringify(block), parseDocument(block, { format: 'yaml' }));
