import { validateText } from '../core/index.ts';
const cases: Record<string,string> = {
  moreIndent: 'mcpdesc: "0.9.0"\ninfo:\n  name: x\n   version: "1"\nprotocolVersions: ["2025-11-25"]\n',
  lessIndent: 'info:\n    name: x\n  version: "1"\nb: 1\n',
  unclosedFlowMap: 'tools:\n  - name: a\n    inputSchema: {type: object\nb: 1\n',
  unclosedFlowSeq: 'protocolVersions: ["2025-11-25"\nb: 1\n',
  unclosedQuote: 'info:\n  name: "x\n  version: 1\n',
  tab: 'info:\n\tname: x\n',
  missingColon: 'info:\n  name x\n  version: 1\n',
  seqInMap: 'info:\n  name: x\n  - a\n',
  colonInPlain: 'a: b: c\n',
  unexpectedClose: 'a: 1\n}\n',
  badAnchor: 'a: &\n',
  quoteAfter: 'a: "x" y\n',
  keyTwoLines: 'a\nb: 1\n',
  blockSeqIndent: 'tools:\n- name: a\n  x: 1\n - b\n',
};
for (const [name, src] of Object.entries(cases)) {
  console.log('==', name);
  for (const d of validateText(src, { format: 'yaml' }).diagnostics) console.log(`  ${d.range?.start.line}:${d.range?.start.column}-${d.range?.end.line}:${d.range?.end.column} ${d.message}`);
}
