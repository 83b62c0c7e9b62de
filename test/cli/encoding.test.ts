// 15.2 req-serialization-json: JSON text is UTF-8. The CLI decodes files and standard input strictly and reports the
// byte offset of the first byte that is not UTF-8 (mcpdesc.serialization.conforming), instead of replacing it.
import { describe, expect, it } from 'vitest';
import { decodeDocumentBytes, firstInvalidUtf8 } from '../../core/document/utf8.ts';
import { runCli } from './run-cli.ts';

const utf8 = (text: string) => new TextEncoder().encode(text);
const concat = (...parts: Uint8Array[]) => Uint8Array.from(parts.flatMap((p) => [...p]));
const valid =
  '{\n  "mcpdesc": "0.9.0",\n  "info": { "name": "caf\u00e9 \u{1F600}", "version": "1.0.0" },\n  "protocolVersions": ["2026-07-28"]\n}\n';

describe('strict UTF-8 decoding (15.2)', () => {
  it('finds the first byte that is not well-formed UTF-8', async () => {
    expect(firstInvalidUtf8(utf8(valid))).toBe(-1);
    expect(firstInvalidUtf8(Uint8Array.from([0x61, 0xff]))).toBe(1);
    expect(firstInvalidUtf8(Uint8Array.from([0x61, 0xc3]))).toBe(1); // truncated sequence
    expect(firstInvalidUtf8(Uint8Array.from([0xc0, 0xaf]))).toBe(0); // overlong
    expect(firstInvalidUtf8(Uint8Array.from([0x61, 0x62, 0xed, 0xa0, 0x80]))).toBe(2); // UTF-16 surrogate
    expect(firstInvalidUtf8(Uint8Array.from([0xf4, 0x90, 0x80, 0x80]))).toBe(0); // beyond U+10FFFF
    expect(firstInvalidUtf8(Uint8Array.from([0xe2, 0x28, 0xa1]))).toBe(0);
  });

  it('decodes well-formed text exactly (BOM dropped) and locates a bad byte by line and column', async () => {
    expect(decodeDocumentBytes(concat(Uint8Array.from([0xef, 0xbb, 0xbf]), utf8(valid)))).toEqual({
      ok: true,
      text: valid,
    });
    const bad = decodeDocumentBytes(concat(utf8('{\n  "a": "\u00e9'), Uint8Array.from([0x80]), utf8('"\n}')));
    expect(bad.ok).toBe(false);
    if (bad.ok) return;
    expect(bad.diagnostic).toMatchObject({
      rule: 'mcpdesc.serialization.conforming',
      severity: 'error',
      path: '',
      detail: { byteOffset: 12 },
      range: { start: { line: 2, column: 10 } },
    });
    expect(bad.diagnostic.message).toContain('offset 12 (0x80)');
  });

  it('mcpdesc validate reports the byte offset and exits 1; other commands fail with it', async () => {
    const bytes = concat(utf8(valid.slice(0, 40)), Uint8Array.from([0xfe]), utf8(valid.slice(40)));
    const { code, stdout } = await runCli(['validate', 'a.json', '--json', '--rule-results'], { 'a.json': bytes });
    expect(code).toBe(1);
    const report = JSON.parse(stdout);
    expect(report.valid).toBe(false);
    expect(report.diagnostics).toHaveLength(1);
    expect(report.diagnostics[0]).toMatchObject({
      rule: 'mcpdesc.serialization.conforming',
      detail: { byteOffset: 40 },
      range: { start: { line: 3 } },
    });
    expect(report.ruleResults.find((r: { rule: string }) => r.rule === 'mcpdesc.serialization.conforming')).toEqual({
      rule: 'mcpdesc.serialization.conforming',
      status: 'failed',
    });
    expect(report.ruleResults.find((r: { rule: string }) => r.rule === 'mcpdesc.info.members')?.status).toBe(
      'not-evaluated',
    );
    const format = await runCli(['format', 'a.json', '--to', 'yaml'], { 'a.json': bytes });
    expect(format.code).toBe(1);
    expect(format.stderr).toContain('offset 40');
    expect((await runCli(['validate', 'a.json', '--json'], { 'a.json': utf8(valid) })).code).toBe(0);
  });

  it('standard input is decoded strictly too', async () => {
    const input = Buffer.concat([
      Buffer.from('{"mcpdesc": "0.9.0", "x": "'),
      Buffer.from([0xc3, 0x28]),
      Buffer.from('"}'),
    ]);
    const result = await runCli(['validate', '-', '--json'], { '-': new Uint8Array(input) });
    expect(result.code).toBe(1);
    expect(JSON.parse(result.stdout).diagnostics[0].message).toContain('offset 27 (0xC3)');
  });
});
