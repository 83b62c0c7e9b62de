import { readFileSync } from 'node:fs';
import { validateText } from './core/index.ts';
const r = validateText(readFileSync(process.argv[2]!, 'utf8'));
for (const d of r.diagnostics) console.log(d.severity, d.rule, d.path, d.range?.start.line + ':' + d.range?.start.column, d.protocolVersion ?? '', '|', d.message, JSON.stringify(d.relatedLocations?.map(r => [r.relation, r.path, r.range?.start.line + ':' + r.range?.start.column])));
