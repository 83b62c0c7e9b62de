#!/usr/bin/env python3
"""Regenerate core/reference/requirements.ts from the specification text: every `req-*` anchor and the numbered
section that holds it. Usage: python3 scripts/extract-requirements.py PATH/TO/mcp-description.md"""
import json
import re
import sys

lines = open(sys.argv[1], encoding='utf-8').read().split('\n')
section = heading = None
found = {}
for line in lines:
    m = re.match(r'^#{2,5} (.*)$', line)
    if m:
        text = m.group(1).strip()
        numbered = re.match(r'^((?:\d+\.)*\d+)\.? (.*)$', text) or re.match(r'^(Appendix [A-Z])[:.]? ?(.*)$', text)
        section, heading = (numbered.group(1), numbered.group(2)) if numbered else (None, text)
    for anchor in re.findall(r'<a id="(req-[a-z0-9-]+)"></a>', line):
        found.setdefault(anchor, (section, heading))

body = ',\n'.join(
    f"  '{a}': {{ section: {json.dumps(s)}, heading: {json.dumps(h)} }}" for a, (s, h) in sorted(found.items())
)
source = open('core/reference/requirements.ts', encoding='utf-8').read()
head = source[: source.index('export const requirements')]
tail = source[source.index('/** Link to one requirement'):]
with open('core/reference/requirements.ts', 'w', encoding='utf-8') as out:
    out.write(f"{head}export const requirements: Readonly<Record<string, Requirement>> = {{\n{body},\n}};\n\n{tail}")
