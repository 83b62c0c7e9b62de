// mcpdesc docs: one page per version, to standard output, a file or a folder; an invalid document writes nothing.
import { describe, expect, it } from 'vitest';
import { runCli } from './run-cli.ts';
import { examples } from '../../src/examples/index.ts';

const text = (id: string) => examples.find((e) => e.id === id)!.text;
const one = JSON.stringify({
  mcpdesc: '0.9.0',
  info: { name: 'weather', version: '1.0.0', description: 'Forecasts.' },
  protocolVersions: ['2025-11-25'],
  tools: [{ name: 'forecast', inputSchema: { type: 'object', properties: { city: { type: 'string' } } } }],
});

describe('mcpdesc docs', () => {
  it('prints the HTML page of the only declared version', async () => {
    const { code, stdout } = await runCli(['docs', 'w.mcpdesc.json'], { 'w.mcpdesc.json': one });
    expect(code).toBe(0);
    expect(stdout).toMatch(/^<!doctype html>/);
    expect(stdout).toContain('<h3 id="tool-forecast">forecast');
  });

  it('writes Markdown to a file, or into a folder under the name of the server and the version', async () => {
    const files: Record<string, string> = { 'w.mcpdesc.json': one, 'out/': '' };
    expect((await runCli(['docs', 'w.mcpdesc.json', '--to', 'markdown', '-o', 'page.md'], files)).code).toBe(0);
    expect(files['page.md']).toMatch(/^# weather/);
    const { code, stderr } = await runCli(['docs', 'w.mcpdesc.json', '--output', 'out'], files);
    expect(code).toBe(0);
    expect(files['out/weather-2025-11-25.html']).toContain('<title>weather — MCP 2025-11-25</title>');
    expect(stderr).toBe('wrote out/weather-2025-11-25.html\n');
  });

  it('asks for a version, naming them, when several are declared and no folder is given', async () => {
    const { code, stderr, stdout } = await runCli(['docs', 'm.mcpdesc.yaml'], {
      'm.mcpdesc.yaml': text('multi-version'),
    });
    expect(code).toBe(2);
    expect(stdout).toBe('');
    expect(stderr).toContain(
      'declares 2024-11-05, 2025-03-26, 2025-06-18, 2025-11-25, 2026-07-28: give --protocol-version V, or -o FOLDER',
    );
  });

  it('writes one page per version into a folder, linked to one another', async () => {
    const files: Record<string, string> = { 'm.mcpdesc.yaml': text('multi-version'), 'site/': '' };
    expect((await runCli(['docs', 'm.mcpdesc.yaml', '-o', 'site'], files)).code).toBe(0);
    const pages = Object.keys(files).filter((f) => f.startsWith('site/') && f.endsWith('.html'));
    expect(pages).toHaveLength(5);
    for (const page of pages)
      for (const other of pages.filter((p) => p !== page))
        expect(files[page]).toContain(`href="${other.slice('site/'.length)}"`);
  });

  it('documents the version asked for, and refuses one not declared', async () => {
    const files = { 'm.mcpdesc.yaml': text('multi-version') };
    const { code, stdout } = await runCli(
      ['docs', 'm.mcpdesc.yaml', '--protocol-version', '2024-11-05', '--to', 'markdown'],
      files,
    );
    expect(code).toBe(0);
    expect(stdout).toContain('**MCP protocol version:** 2024-11-05');
    const missing = await runCli(['docs', 'm.mcpdesc.yaml', '--protocol-version', '2099-01-01'], files);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain('"2099-01-01" is not declared');
  });

  it('writes nothing for an invalid document and reports its findings', async () => {
    const files: Record<string, string> = { 'bad.mcpdesc.yaml': text('invalid') };
    const { code, stdout, stderr } = await runCli(['docs', 'bad.mcpdesc.yaml', '-o', 'bad.html'], files);
    expect(code).toBe(1);
    expect(stdout).toBe('');
    expect(files['bad.html']).toBeUndefined();
    expect(stderr).toMatch(/^bad\.mcpdesc\.yaml\n +\d+:\d+ +error {2}/m);
    expect(stderr).toContain('no documentation was written');
  });

  it('rejects an unknown output format', async () => {
    const { code, stderr } = await runCli(['docs', 'w.json', '--to', 'pdf'], { 'w.json': one });
    expect(code).toBe(2);
    expect(stderr).toContain('--to must be html or markdown (got "pdf")');
  });

  it('has help with examples', async () => {
    const { code, stdout } = await runCli(['docs', '--help']);
    expect(code).toBe(0);
    expect(stdout).toContain('Examples:');
    expect((await runCli(['--help'])).stdout).toContain('docs FILE');
  });
});
