import { describe, expect, it } from 'vitest';
import { indexScopes } from '../core/model/scopes.ts';

describe('effective protocol scopes (4.10, 12.5)', () => {
  const doc = {
    protocolVersions: ['2025-06-18', '2025-11-25', '2026-07-28'],
    transports: [{ type: 'stdio', command: 'x', protocolVersions: ['2026-07-28'] }],
    tools: [
      { name: 'a', inputSchema: {}, elicitations: [{ name: 'e1' }, { name: 'e2', protocolVersions: ['2025-11-25'] }] },
      { name: 'b', inputSchema: {}, protocolVersions: ['2025-11-25', '2026-07-28'], elicitations: [{ name: 'e3' }] },
    ],
  };
  const scopes = indexScopes(doc);

  it('a top-level declaration inherits root coverage unless it is explicit', () => {
    expect(scopes.scopeOf('/tools/0')).toEqual(doc.protocolVersions);
    expect(scopes.scopeOf('/tools/1')).toEqual(['2025-11-25', '2026-07-28']);
    expect(scopes.scopeOf('/transports/0')).toEqual(['2026-07-28']);
  });

  it('a nested elicitation declaration inherits its primitive, unless explicit', () => {
    expect(scopes.scopeOf('/tools/0/elicitations/0')).toEqual(doc.protocolVersions);
    expect(scopes.scopeOf('/tools/0/elicitations/1')).toEqual(['2025-11-25']);
    expect(scopes.scopeOf('/tools/1/elicitations/0')).toEqual(['2025-11-25', '2026-07-28']);
  });

  it('a path inside a declaration has the declaration scope; elsewhere the root scope', () => {
    expect(scopes.scopeOf('/tools/1/inputSchema/properties')).toEqual(['2025-11-25', '2026-07-28']);
    expect(scopes.scopeOf('/info')).toEqual(doc.protocolVersions);
  });

  it('records explicit scopes and parents in document order', () => {
    expect(scopes.declarations.map((d) => [d.path, d.parent, d.explicit])).toEqual([
      ['/transports/0', '', ['2026-07-28']],
      ['/tools/0', '', undefined],
      ['/tools/1', '', ['2025-11-25', '2026-07-28']],
      ['/tools/0/elicitations/0', '/tools/0', undefined],
      ['/tools/0/elicitations/1', '/tools/0', ['2025-11-25']],
      ['/tools/1/elicitations/0', '/tools/1', undefined],
    ]);
  });

  it('never throws on malformed documents', () => {
    for (const bad of [
      null,
      42,
      'x',
      [],
      { tools: 'no' },
      { tools: [null, 3, { elicitations: 'x' }] },
      { protocolVersions: [1, null] },
    ]) {
      expect(() => indexScopes(bad)).not.toThrow();
    }
    expect(indexScopes({ protocolVersions: [1, '2026-07-28'] }).root).toEqual(['2026-07-28']);
  });
});
