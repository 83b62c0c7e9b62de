// An independent, deliberately small cross-object checker for the project's example documents.
// It re-states the spec rules the examples rely on (4.10, 6.5, 7.3, 9.3, 9.4, 9.5, 10.4, 11.3, 11.4,
// 12.3-12.5, 13.3, 17.2-17.4) so that the examples are known to be correct even before, and
// independently of, the core's semantic rules. It is test code, not a validator: it stops at what
// the examples use and reports a finding for anything it does not understand.
import Ajv2020 from 'ajv/dist/2020.js';

export interface Finding {
  rule: string;
  path: string;
  message: string;
}

type Obj = Record<string, unknown>;

export const protocolVersions = ['2024-11-05', '2025-03-26', '2025-06-18', '2025-11-25', '2026-07-28'] as const;
const namePattern = /^[A-Za-z0-9._-]+$/;
const componentRefPattern =
  /^#\/components\/(schemas|toolExamples|resourceExamples|resourceTemplateExamples|promptExamples)\/([A-Za-z0-9._-]+)$/;

function isObj(v: unknown): v is Obj {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}
function obj(v: unknown): Obj {
  return isObj(v) ? v : {};
}
function arr(v: unknown): unknown[] {
  return Array.isArray(v) ? v : [];
}
function strings(v: unknown): string[] {
  return arr(v).filter((x): x is string => typeof x === 'string');
}
function esc(segment: string | number): string {
  return String(segment).replace(/~/g, '~0').replace(/\//g, '~1');
}
function ptr(base: string, ...segments: (string | number)[]): string {
  return base + segments.map((s) => `/${esc(s)}`).join('');
}
function since(first: string): string[] {
  return protocolVersions.filter((v) => v >= first);
}

/** MCP fields that exist only in some protocol versions (4.10): field → versions that define it. */
const fieldAvailability: Record<string, Record<string, string[]>> = {
  tool: {
    title: since('2025-06-18'),
    outputSchema: since('2025-06-18'),
    annotations: since('2025-03-26'),
    icons: since('2025-11-25'),
    execution: ['2025-11-25'],
    _meta: since('2025-06-18'),
  },
  resource: { title: since('2025-06-18'), icons: since('2025-11-25'), _meta: since('2025-06-18') },
  resourceTemplate: { title: since('2025-06-18'), icons: since('2025-11-25'), _meta: since('2025-06-18') },
  prompt: { title: since('2025-06-18'), icons: since('2025-11-25'), _meta: since('2025-06-18') },
  capabilities: {
    completions: since('2025-03-26'),
    tasks: ['2025-11-25'],
    extensions: ['2026-07-28'],
    logging: protocolVersions.filter((v) => v < '2026-07-28'),
  },
  transport: { 'streamable-http': since('2025-03-26'), sse: ['2024-11-05'] },
  elicitation: { form: since('2025-06-18'), url: since('2025-11-25') },
};

export function checkDocument(doc: unknown): Finding[] {
  const findings: Finding[] = [];
  const report = (rule: string, path: string, message: string) => findings.push({ rule, path, message });
  const root = obj(doc);
  const rootVersions = strings(root.protocolVersions);
  const components = obj(root.components);
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: false });

  const validate = (schema: unknown, value: unknown, path: string, what: string) => {
    if (!isObj(schema) && typeof schema !== 'boolean')
      return report('checker', path, `${what}: no schema to check against`);
    try {
      const check = ajv.compile(schema as object);
      if (!check(value))
        report('schema-conformance', path, `${what} does not match its schema: ${ajv.errorsText(check.errors)}`);
    } catch (e) {
      report('json-schema.tool-schema.valid', path, `schema does not compile: ${(e as Error).message}`);
    }
  };

  // 17.2-17.4: resolve a Reference Object at a use site that expects `namespace`.
  const resolve = (value: unknown, namespace: string, path: string): unknown => {
    const seen = new Set<string>();
    let current = value;
    while (isObj(current) && '$componentRef' in current) {
      const ref = current.$componentRef;
      if (Object.keys(current).length !== 1)
        report('mcpdesc.components.members', path, 'a Reference Object has exactly one member');
      const m = typeof ref === 'string' ? componentRefPattern.exec(ref) : null;
      if (!m)
        return (report('mcpdesc.components.references', path, `malformed $componentRef ${String(ref)}`), undefined);
      const [, ns = '', name = ''] = m;
      if (ns !== namespace)
        return (
          report('mcpdesc.components.references', path, `${ref} is in ${ns}, the use site needs ${namespace}`),
          undefined
        );
      if (seen.has(name)) return (report('mcpdesc.components.references', path, `cycle through ${ref}`), undefined);
      seen.add(name);
      const target = obj(components[ns])[name];
      if (target === undefined)
        return (report('mcpdesc.components.references', path, `${ref} does not exist`), undefined);
      current = target;
    }
    return current;
  };

  const scopeOf = (decl: Obj, parent: string[], path: string): string[] => {
    if (!('protocolVersions' in decl)) return parent;
    const own = strings(decl.protocolVersions);
    if (own.length === 0 || own.some((v) => !parent.includes(v)))
      report(
        'mcpdesc.protocol-scope.consistency',
        ptr(path, 'protocolVersions'),
        'scope must be a non-empty subset of the parent scope',
      );
    return own;
  };

  const available = (kind: string, field: string, scope: string[], path: string) => {
    const allowed = fieldAvailability[kind]?.[field];
    if (allowed && scope.some((v) => !allowed.includes(v)))
      report(
        'mcp.declaration.field.protocol-version',
        path,
        `${field} is not available in ${scope.filter((v) => !allowed.includes(v)).join(', ')}`,
      );
  };

  const checkNames = (map: unknown, path: string, what: string, rule = 'mcpdesc.example.members') => {
    if (map === undefined) return;
    const keys = Object.keys(obj(map));
    if (keys.length === 0) report(rule, path, `${what} map is empty`);
    for (const k of keys)
      if (!namePattern.test(k)) report(rule, ptr(path, k), `${what} name "${k}" does not match ${namePattern}`);
  };

  // 4.9
  if (
    rootVersions.length === 0 ||
    new Set(rootVersions).size !== rootVersions.length ||
    rootVersions.some((v) => !(protocolVersions as readonly string[]).includes(v))
  ) {
    report(
      'mcpdesc.protocol-versions.values',
      '/protocolVersions',
      'root protocolVersions must be non-empty, unique, supported versions',
    );
  }

  // 6.5 transports, with their availability.
  if (root.transports !== undefined) {
    const covered = new Set<string>();
    arr(root.transports).forEach((t, i) => {
      const p = ptr('/transports', i);
      const scope = scopeOf(obj(t), rootVersions, p);
      scope.forEach((v) => covered.add(v));
      available('transport', String(obj(t).type), scope, ptr(p, 'type'));
    });
    if (rootVersions.some((v) => !covered.has(v)))
      report('mcpdesc.transports.coverage', '/transports', 'a root protocol version has no transport');
  }

  // 8.6 capabilities: disjoint scopes, fields by version.
  const capabilityVersions = new Set<string>();
  arr(root.capabilities).forEach((c, i) => {
    const p = ptr('/capabilities', i);
    const scope = scopeOf(obj(c), rootVersions, p);
    for (const v of scope) {
      if (capabilityVersions.has(v))
        report('mcpdesc.protocol-scope.consistency', p, `a second Capabilities Object applies to ${v}`);
      capabilityVersions.add(v);
    }
    for (const field of Object.keys(obj(c))) available('capabilities', field, scope, ptr(p, field));
  });

  // 7.3 security requirements.
  const schemes = obj(root.securitySchemes);
  for (const name of Object.keys(schemes))
    if (!namePattern.test(name))
      report('mcpdesc.security-scheme.members', ptr('/securitySchemes', name), 'bad scheme name');
  const checkSecurity = (security: unknown, path: string) => {
    if (security === undefined) return;
    arr(security).forEach((requirement, i) => {
      for (const [name, scopes] of Object.entries(obj(requirement))) {
        const p = ptr(path, i, name);
        const scheme = obj(schemes[name]);
        if (!(name in schemes)) {
          report('mcpdesc.security.requirements', p, `security scheme ${name} is not declared`);
          continue;
        }
        const list = strings(scopes);
        if (new Set(list).size !== list.length) report('mcpdesc.security.requirements', p, 'scopes must be unique');
        if ((scheme.type === 'http' || scheme.type === 'apiKey') && list.length > 0)
          report('mcpdesc.security.requirements', p, 'http and apiKey schemes take no scopes');
        if (scheme.type === 'oauth2') {
          const catalogue = new Set(Object.values(obj(scheme.flows)).flatMap((f) => Object.keys(obj(obj(f).scopes))));
          for (const s of list)
            if (!catalogue.has(s))
              report('mcpdesc.security.requirements', p, `scope ${s} is not in the scheme's catalogue`);
        }
      }
    });
  };
  checkSecurity(root.security, '/security');
  arr(root.transports).forEach((t, i) => checkSecurity(obj(t).security, ptr('/transports', i, 'security')));

  // 13: tag catalogue and references.
  const tagNames = arr(root.tags).map((t) => obj(t).name);
  if (new Set(tagNames).size !== tagNames.length)
    report('mcpdesc.tags.references', '/tags', 'tag names must be unique');
  const checkTags = (decl: Obj, path: string) => {
    if (decl.tags === undefined) return;
    const tags = strings(decl.tags);
    if (tags.length === 0 || new Set(tags).size !== tags.length)
      report('mcpdesc.tool.members', ptr(path, 'tags'), 'entity tags must be non-empty and unique');
    if (root.tags !== undefined)
      tags.forEach(
        (t, i) =>
          tagNames.includes(t) || report('mcpdesc.tags.references', ptr(path, 'tags', i), `tag ${t} is not declared`),
      );
  };

  // 9.5, 10.5, 11.5: same identifier, disjoint scopes.
  const identities = new Map<string, Set<string>>();
  const claim = (kind: string, id: unknown, scope: string[], path: string) => {
    const key = `${kind}:${String(id)}`;
    const taken = identities.get(key) ?? new Set<string>();
    const overlap = scope.filter((v) => taken.has(v));
    if (overlap.length > 0)
      report(
        'mcpdesc.protocol-scope.consistency',
        path,
        `${kind} ${String(id)} is declared twice for ${overlap.join(', ')}`,
      );
    scope.forEach((v) => taken.add(v));
    identities.set(key, taken);
  };

  // 3.6, 9.3, 10.4.4, 11.3: the completed-result envelope per scope.
  const checkResultType = (result: Obj, scope: string[], path: string) => {
    const modern = scope.includes('2026-07-28');
    if (modern && result.resultType !== 'complete')
      report('mcp.example-result.members', path, 'MCP 2026-07-28 results need resultType "complete"');
    if (scope.some((v) => v < '2026-07-28') && 'resultType' in result)
      report(
        'mcp.result.additional-properties.preserve',
        path,
        'resultType is not defined before 2026-07-28 (warning)',
      );
  };

  const checkElicitations = (decl: Obj, scope: string[], path: string): Map<string, Obj> => {
    const byName = new Map<string, Obj>();
    arr(decl.elicitations).forEach((e, i) => {
      const p = ptr(path, 'elicitations', i);
      const d = obj(e);
      const name = String(d.name);
      if (!namePattern.test(name)) report('mcpdesc.elicitation.members', ptr(p, 'name'), 'bad elicitation name');
      if (byName.has(name)) report('mcpdesc.elicitation.name-unique', ptr(p, 'name'), `duplicate elicitation ${name}`);
      const own = scopeOf(d, scope, p);
      available('elicitation', String(d.mode), own, ptr(p, 'mode'));
      if (d.mode === 'form') {
        if ('url' in d || !('requestedSchema' in d))
          report('mcpdesc.elicitation.members', p, 'form mode needs requestedSchema and no url');
        const schema = resolve(d.requestedSchema, 'schemas', ptr(p, 'requestedSchema'));
        checkFormSchema(obj(schema), own, ptr(p, 'requestedSchema'), report);
        byName.set(name, { ...d, requestedSchema: schema });
      } else {
        if ('requestedSchema' in d) report('mcpdesc.elicitation.members', p, 'url mode takes no requestedSchema');
        if ('url' in d && !/^https?:\/\//.test(String(d.url)))
          report('mcpdesc.elicitation.members', ptr(p, 'url'), 'url must be a URI');
        byName.set(name, d);
      }
    });
    return byName;
  };

  // Tools.
  arr(root.tools).forEach((t, i) => {
    const p = ptr('/tools', i);
    const tool = obj(t);
    const scope = scopeOf(tool, rootVersions, p);
    claim('tool', tool.name, scope, p);
    for (const field of Object.keys(tool)) available('tool', field, scope, ptr(p, field));
    checkTags(tool, p);
    checkSecurity(tool.security, ptr(p, 'security'));
    const input = resolve(tool.inputSchema, 'schemas', ptr(p, 'inputSchema'));
    if (obj(input).type !== 'object')
      report('mcp.tool.input-schema.object-root', ptr(p, 'inputSchema'), 'inputSchema root must declare type object');
    checkHeaders(obj(input), scope, ptr(p, 'inputSchema'), report);
    const output = 'outputSchema' in tool ? resolve(tool.outputSchema, 'schemas', ptr(p, 'outputSchema')) : undefined;
    const elicitations = checkElicitations(tool, scope, p);

    const checkToolResult = (result: Obj, rp: string) => {
      checkResultType(result, scope, rp);
      if (arr(result.content).length === 0) report('mcp.example-result.members', rp, 'a tool result needs content');
      if (result.isError === true) {
        if ('structuredContent' in result)
          report('mcpdesc.tool.example.error-result', rp, 'an error result has no structuredContent');
      } else if (output !== undefined) {
        if (!('structuredContent' in result))
          report(
            'mcp.tool.structured-content.output-schema',
            rp,
            'a success result of a tool with outputSchema needs structuredContent',
          );
        else validate(output, result.structuredContent, ptr(rp, 'structuredContent'), 'structuredContent');
      }
    };

    checkNames(tool.examples, ptr(p, 'examples'), 'tool example');
    for (const [name, e] of Object.entries(obj(tool.examples))) {
      const ep = ptr(p, 'examples', name);
      const example = obj(resolve(e, 'toolExamples', ep));
      validate(input, example.input, ptr(ep, 'input'), 'example input');
      checkToolResult(obj(example.result), ptr(ep, 'result'));
    }

    checkNames(
      tool.interactionExamples,
      ptr(p, 'interactionExamples'),
      'interaction example',
      'mcpdesc.tool.interaction.members',
    );
    for (const [name, e] of Object.entries(obj(tool.interactionExamples))) {
      const ep = ptr(p, 'interactionExamples', name);
      const example = obj(e);
      validate(input, example.input, ptr(ep, 'input'), 'interaction input');
      checkToolResult(obj(example.result), ptr(ep, 'result'));
      if (arr(example.steps).length === 0) report('mcpdesc.tool.interaction.members', ep, 'steps must be non-empty');
      arr(example.steps).forEach((s, k) => checkStep(obj(s), elicitations, ptr(ep, 'steps', k)));
    }
  });

  function checkStep(step: Obj, elicitations: Map<string, Obj>, path: string) {
    const request = obj(step.request);
    const response = obj(step.response);
    if (step.type === 'roots') {
      if (Object.keys(request).length > 0)
        report('mcpdesc.tool.interaction.members', ptr(path, 'request'), 'a roots request is an empty object');
      arr(response.roots).forEach(
        (r, i) =>
          String(obj(r).uri).startsWith('file://') ||
          report('mcp.root.uri.file-scheme', ptr(path, 'response', 'roots', i), 'roots use file:// URIs'),
      );
    } else if (step.type === 'sampling') {
      if (arr(request.messages).length === 0 || !Number.isInteger(request.maxTokens))
        report(
          'mcp.interaction-message.members',
          ptr(path, 'request'),
          'sampling needs messages and an integer maxTokens',
        );
      if (typeof response.model !== 'string' || typeof response.role !== 'string')
        report('mcp.interaction-message.members', ptr(path, 'response'), 'a sampling result needs role and model');
    } else if (step.type === 'elicitation') {
      const declaration = typeof step.declaration === 'string' ? elicitations.get(step.declaration) : undefined;
      if (step.declaration !== undefined && !declaration)
        report(
          'mcpdesc.tool.interaction.elicitation-consistency',
          ptr(path, 'declaration'),
          'no such elicitation declaration on the tool',
        );
      if (
        declaration &&
        (declaration.mode !== request.mode ||
          JSON.stringify(declaration.requestedSchema) !== JSON.stringify(request.requestedSchema))
      ) {
        report(
          'mcpdesc.tool.interaction.elicitation-consistency',
          ptr(path, 'request'),
          'request differs from its declaration',
        );
      }
      if (Object.keys(response).some((k) => !['action', 'content', '_meta'].includes(k)))
        report('mcp.input-response.closed', ptr(path, 'response'), 'unknown response member');
      if (response.action === 'accept' && request.mode === 'form')
        validate(request.requestedSchema, response.content, ptr(path, 'response', 'content'), 'accepted content');
      else if ('content' in response)
        report(
          'mcpdesc.tool.interaction.elicitation-consistency',
          ptr(path, 'response'),
          'only an accepted form response has content',
        );
    } else {
      report('mcpdesc.tool.interaction.members', ptr(path, 'type'), `unknown step type ${String(step.type)}`);
    }
  }

  // 10.3: closed Resource Annotations; lastModified only from 2025-06-18 on.
  const checkAnnotations = (decl: Obj, scope: string[], path: string) => {
    if (!('annotations' in decl)) return;
    const annotations = obj(decl.annotations);
    const p = ptr(path, 'annotations');
    for (const key of Object.keys(annotations))
      if (!['audience', 'priority', 'lastModified'].includes(key))
        report('mcp.annotations.members', ptr(p, key), `${key} is not a Resource Annotation`);
    if (strings(annotations.audience).some((a) => a !== 'user' && a !== 'assistant'))
      report('mcp.annotations.members', ptr(p, 'audience'), 'audience is user or assistant');
    if (
      'priority' in annotations &&
      !(typeof annotations.priority === 'number' && annotations.priority >= 0 && annotations.priority <= 1)
    )
      report('mcp.annotations.members', ptr(p, 'priority'), 'priority is between 0 and 1');
    if ('lastModified' in annotations && scope.some((v) => v < '2025-06-18'))
      report(
        'mcp.annotations.last-modified.protocol-version',
        ptr(p, 'lastModified'),
        'lastModified exists from 2025-06-18 on',
      );
  };

  // 10.4.4: completed resource read results.
  const checkReadResult = (result: Obj, scope: string[], path: string) => {
    checkResultType(result, scope, path);
    if (scope.includes('2026-07-28')) {
      if (!Number.isInteger(result.ttlMs) || (result.ttlMs as number) < 0)
        report('mcp.cacheable-result.ttl-ms', path, 'ttlMs must be a non-negative integer');
      if (result.cacheScope !== 'public' && result.cacheScope !== 'private')
        report('mcp.example-result.members', path, 'cacheScope must be public or private');
    }
    const contents = arr(result.contents);
    if (contents.length === 0) report('mcp.example-result.members', path, 'contents must be non-empty');
    contents.forEach((c, i) => {
      const entry = obj(c);
      if (typeof entry.uri !== 'string' || 'text' in entry === 'blob' in entry)
        report('mcp.content.members', ptr(path, 'contents', i), 'an entry needs uri and exactly one of text or blob');
      if (
        'blob' in entry &&
        !/^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/.test(String(entry.blob))
      )
        report('mcp.resource-contents.blob.base64', ptr(path, 'contents', i, 'blob'), 'blob is not base64');
    });
  };

  arr(root.resources).forEach((r, i) => {
    const p = ptr('/resources', i);
    const resource = obj(r);
    const scope = scopeOf(resource, rootVersions, p);
    claim('resource', resource.uri, scope, p);
    for (const field of Object.keys(resource)) available('resource', field, scope, ptr(p, field));
    checkTags(resource, p);
    checkSecurity(resource.security, ptr(p, 'security'));
    checkElicitations(resource, scope, p);
    checkAnnotations(resource, scope, p);
    checkNames(resource.examples, ptr(p, 'examples'), 'resource example');
    for (const [name, e] of Object.entries(obj(resource.examples))) {
      const ep = ptr(p, 'examples', name);
      const example = obj(resolve(e, 'resourceExamples', ep));
      if ('uri' in example) report('mcpdesc.example.members', ep, 'a static resource example does not repeat the uri');
      checkReadResult(obj(example.result), scope, ptr(ep, 'result'));
    }
  });

  arr(root.resourceTemplates).forEach((r, i) => {
    const p = ptr('/resourceTemplates', i);
    const template = obj(r);
    const scope = scopeOf(template, rootVersions, p);
    claim('resource template', template.uriTemplate, scope, p);
    for (const field of Object.keys(template)) available('resourceTemplate', field, scope, ptr(p, field));
    checkTags(template, p);
    checkSecurity(template.security, ptr(p, 'security'));
    checkElicitations(template, scope, p);
    checkAnnotations(template, scope, p);
    const parsed = parseTemplate(String(template.uriTemplate));
    if (!parsed) report('checker', ptr(p, 'uriTemplate'), 'the checker understands only simple {var} expressions');
    checkNames(template.examples, ptr(p, 'examples'), 'resource template example');
    for (const [name, e] of Object.entries(obj(template.examples))) {
      const ep = ptr(p, 'examples', name);
      const example = obj(resolve(e, 'resourceTemplateExamples', ep));
      if (parsed && !parsed.matcher.test(String(example.uri)))
        report(
          'mcpdesc.resource-template.example.expansion',
          ptr(ep, 'uri'),
          `${String(example.uri)} is not an expansion of the template`,
        );
      checkReadResult(obj(example.result), scope, ptr(ep, 'result'));
    }
    checkCompletions(template, parsed?.variables ?? [], scope, p);
  });

  arr(root.prompts).forEach((r, i) => {
    const p = ptr('/prompts', i);
    const prompt = obj(r);
    const scope = scopeOf(prompt, rootVersions, p);
    claim('prompt', prompt.name, scope, p);
    for (const field of Object.keys(prompt)) available('prompt', field, scope, ptr(p, field));
    checkTags(prompt, p);
    checkSecurity(prompt.security, ptr(p, 'security'));
    checkElicitations(prompt, scope, p);
    const args = arr(prompt.arguments).map(obj);
    args.forEach((a, k) => 'title' in a && available('prompt', 'title', scope, ptr(p, 'arguments', k, 'title')));
    const declared = args.map((a) => String(a.name));
    checkNames(prompt.examples, ptr(p, 'examples'), 'prompt example');
    for (const [name, e] of Object.entries(obj(prompt.examples))) {
      const ep = ptr(p, 'examples', name);
      const example = obj(resolve(e, 'promptExamples', ep));
      const given = obj(example.arguments);
      for (const [k, v] of Object.entries(given))
        if (!declared.includes(k) || typeof v !== 'string')
          report(
            'mcpdesc.prompt.example.arguments',
            ptr(ep, 'arguments', k),
            `argument ${k} is not a declared string argument`,
          );
      for (const a of args)
        if (a.required === true && !(String(a.name) in given))
          report('mcpdesc.prompt.example.arguments', ep, `required argument ${String(a.name)} is missing`);
      const result = obj(example.result);
      checkResultType(result, scope, ptr(ep, 'result'));
      if (arr(result.messages).length === 0)
        report('mcp.example-result.members', ptr(ep, 'result'), 'messages must be present');
    }
    checkCompletions(prompt, declared, scope, p);
  });

  function checkCompletions(decl: Obj, names: string[], scope: string[], path: string) {
    checkNames(decl.completionExamples, ptr(path, 'completionExamples'), 'completion example');
    for (const [name, e] of Object.entries(obj(decl.completionExamples))) {
      const ep = ptr(path, 'completionExamples', name);
      const example = obj(e);
      if (scope.includes('2024-11-05'))
        report('mcp.completion.protocol-version', ep, 'no completion examples for 2024-11-05');
      const target = String(obj(example.argument).name);
      if (!names.includes(target))
        report(
          'mcpdesc.completion-example.target',
          ptr(ep, 'argument', 'name'),
          `${target} is not a declared argument or variable`,
        );
      if ('context' in example) {
        if (scope.includes('2025-03-26'))
          report('mcp.completion.context.protocol-version', ptr(ep, 'context'), 'no completion context in 2025-03-26');
        const context = Object.keys(obj(obj(example.context).arguments));
        if (context.length === 0)
          report('mcpdesc.example.members', ptr(ep, 'context'), 'context arguments must be non-empty');
        for (const k of context)
          if (k === target || !names.includes(k))
            report(
              'mcpdesc.completion-example.target',
              ptr(ep, 'context', 'arguments', k),
              `${k} is not another declared argument`,
            );
      }
      const result = obj(example.result);
      checkResultType(result, scope, ptr(ep, 'result'));
      if (
        strings(obj(result.completion).values).length !== arr(obj(result.completion).values).length ||
        !Array.isArray(obj(result.completion).values)
      ) {
        report('mcp.example-result.members', ptr(ep, 'result'), 'completion.values must be an array of strings');
      }
    }
  }

  // 17.1: component maps and names; every component resolves in its own namespace.
  if ('components' in root) {
    for (const [ns, map] of Object.entries(components)) {
      if (ns.startsWith('x-')) continue;
      checkNames(map, ptr('/components', ns), 'component', 'mcpdesc.components.members');
      for (const name of Object.keys(obj(map))) resolve(obj(map)[name], ns, ptr('/components', ns, name));
    }
  }

  return findings;
}

/** RFC 6570 simple-string expressions only; returns the variables and a matcher for expansions. */
export function parseTemplate(template: string): { variables: string[]; matcher: RegExp } | undefined {
  const variables: string[] = [];
  let pattern = '';
  for (const part of template.split(/(\{[^}]*\})/)) {
    if (part.startsWith('{')) {
      const m = /^\{([A-Za-z0-9_]+)\}$/.exec(part);
      if (!m?.[1]) return undefined;
      variables.push(m[1]);
      pattern += '(?:[A-Za-z0-9\\-._~]|%[0-9A-Fa-f]{2})+';
    } else {
      pattern += part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    }
  }
  return { variables, matcher: new RegExp(`^${pattern}$`) };
}

/** 12.3: restricted form schema, with the vocabulary of every applicable version. */
function checkFormSchema(
  schema: Obj,
  scope: string[],
  path: string,
  report: (rule: string, path: string, message: string) => void,
) {
  const legacy = scope.includes('2025-06-18');
  if (schema.type !== 'object')
    report('mcp.elicitation.form-schema.members', path, 'requestedSchema must be an object schema');
  const properties = obj(schema.properties);
  for (const r of strings(schema.required))
    if (!(r in properties))
      report('mcpdesc.elicitation.form-schema.consistency', ptr(path, 'required'), `required ${r} is not a property`);
  for (const [name, value] of Object.entries(properties)) {
    const p = ptr(path, 'properties', name);
    const s = obj(value);
    const enumValues = strings(s.enum);
    if ('enumNames' in s && strings(s.enumNames).length !== enumValues.length)
      report('mcpdesc.elicitation.form-schema.consistency', p, 'one enumName per enum value');
    if (typeof s.minimum === 'number' && typeof s.maximum === 'number' && s.minimum > s.maximum)
      report('mcpdesc.elicitation.form-schema.consistency', p, 'minimum exceeds maximum');
    if (typeof s.minLength === 'number' && typeof s.maxLength === 'number' && s.minLength > s.maxLength)
      report('mcpdesc.elicitation.form-schema.consistency', p, 'minLength exceeds maxLength');
    const choices = 'oneOf' in s ? arr(s.oneOf).map((o) => obj(o).const) : enumValues;
    if (s.type === 'string' && 'default' in s && choices.length > 0 && !choices.includes(s.default))
      report('mcpdesc.elicitation.form-schema.consistency', p, 'enum default is not a choice');
    if (s.type === 'array') {
      const items = obj(s.items);
      const options = 'anyOf' in items ? arr(items.anyOf).map((o) => obj(o).const) : strings(items.enum);
      if (options.length === 0)
        report('mcp.elicitation.form-schema.members', p, 'arrays are allowed only as multi-select enums');
      for (const d of arr(s.default))
        if (!options.includes(d))
          report('mcpdesc.elicitation.form-schema.consistency', p, `default ${String(d)} is not a choice`);
    } else if (!['string', 'number', 'integer', 'boolean'].includes(String(s.type))) {
      report('mcp.elicitation.form-schema.members', p, 'only primitive property schemas are allowed');
    }
    if (legacy && (s.type === 'array' || 'oneOf' in s || ('default' in s && s.type !== 'boolean'))) {
      report(
        'mcp.elicitation.form-schema.protocol-shape',
        p,
        'MCP 2025-06-18 has no multi-select, titled enums or non-boolean defaults',
      );
    }
  }
}

/** 9.2: x-mcp-header only for 2026-07-28, on top-level string/integer/boolean properties, unique. */
function checkHeaders(
  schema: Obj,
  scope: string[],
  path: string,
  report: (rule: string, path: string, message: string) => void,
) {
  const seen = new Set<string>();
  for (const [name, value] of Object.entries(obj(schema.properties))) {
    const s = obj(value);
    if (!('x-mcp-header' in s)) continue;
    const p = ptr(path, 'properties', name, 'x-mcp-header');
    const header = String(s['x-mcp-header']).toLowerCase();
    if (scope.some((v) => v !== '2026-07-28'))
      report('mcp.tool.input-schema.x-mcp-header', p, 'x-mcp-header exists only in 2026-07-28');
    if (!/^[!#$%&'*+\-.^_`|~0-9a-z]+$/.test(header) || seen.has(header))
      report('mcp.tool.input-schema.x-mcp-header', p, 'a unique HTTP field-name token is required');
    if (!['string', 'integer', 'boolean'].includes(String(s.type)))
      report('mcp.tool.input-schema.x-mcp-header', p, 'only on string, integer or boolean properties');
    seen.add(header);
  }
}
