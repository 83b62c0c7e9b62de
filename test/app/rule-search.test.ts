// Rule reference search ranks by relevance: exact id, id parts, title, requirements, then the rule's texts.
import { describe, expect, it } from 'vitest';
import { ruleReferenceEntries } from '../../core/reference/rule-reference.ts';
import { rankRules } from '../../src/rule-search.ts';

const entries = ruleReferenceEntries();
const ids = (query: string) => rankRules(entries, query).map((e) => e.id);

describe('rankRules', () => {
  it('lists every rule in catalogue order for an empty query', () => {
    expect(ids('  ')).toEqual(entries.map((e) => e.id));
  });

  it('puts an exact rule id first, even among rules that share its words', () => {
    expect(ids('mcpdesc.tool.members')[0]).toBe('mcpdesc.tool.members');
    expect(ids('MCPDESC.TAGS.REFERENCES')[0]).toBe('mcpdesc.tags.references');
  });

  it('"tag" finds the tag rules first (a part of their id), then rules that only mention tags', () => {
    const found = ids('tag');
    expect(found.slice(0, 2).sort()).toEqual(['mcpdesc.tag.members', 'mcpdesc.tags.references']);
    // Rules whose requirements mention tags (entity tags on Tools) follow; rules that never do are not listed.
    expect(found).toContain('mcpdesc.tool.members');
    expect(found).not.toContain('mcp.resource.uri');
  });

  it('"duplicate" finds every rule about duplicates, whichever word its text uses (unique, repeated, more than once)', () => {
    const found = ids('duplicate');
    for (const rule of [
      'mcpdesc.serialization.conforming', // duplicate YAML keys and JSON member names
      'mcpdesc.tags.references', // duplicate names in the root catalogue
      'mcpdesc.tool.members', // a tag listed twice by a Tool
      'mcpdesc.resource.members',
      'mcpdesc.prompt.members',
      'mcpdesc.elicitation.name-unique',
      'mcpdesc.protocol-scope.consistency', // Tools sharing a name in overlapping scopes
      'mcp.tool.input-schema.x-mcp-header', // repeated header names
      'mcpdesc.security.requirements', // repeated scopes
      'mcpdesc.protocol-versions.values', // repeated protocol versions
    ]) {
      expect(found, rule).toContain(rule);
    }
    expect(found).not.toContain('mcp.resource.uri');
  });

  it('ranks a word in a rule id above the same word in a title, and a title above a requirement summary', () => {
    const found = ids('uri');
    expect(found.slice(0, 2).sort()).toEqual(['mcp.resource-template.uri-template', 'mcp.resource.uri']);
    // "expands the uriTemplate" is in the title of the template expansion rule; "uri" only in summaries of others.
    expect(found.indexOf('mcpdesc.resource-template.example.expansion')).toBeLessThan(
      found.indexOf('mcpdesc.transport.members'),
    );
  });

  it('needs every word of the query, and finds requirement anchors', () => {
    expect(ids('security scope')[0]).toBe('mcpdesc.security.requirements');
    expect(ids('security zebra')).toEqual([]);
    expect(ids('req-tool-names-disjoint')).toEqual(['mcpdesc.protocol-scope.consistency']);
  });
});
