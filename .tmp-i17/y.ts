import { Composer, Parser } from 'yaml';
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
  const tokens = Array.from(new Parser().parse(src));
  const docs = Array.from(new Composer({ schema: 'failsafe', strict: true, prettyErrors: false }).compose(tokens, false, src.length));
  console.log('==', name);
  for (const e of docs.flatMap((d: any) => d.errors)) console.log('  ', e.code, JSON.stringify(e.pos), JSON.stringify(src.slice(e.pos[0], e.pos[1])), '|', e.message.split('\n')[0]);
}
