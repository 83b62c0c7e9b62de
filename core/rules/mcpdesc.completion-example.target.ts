// Rule mcpdesc.completion-example.target (spec 10.4.6, 11.4).
import { describeExample, describePrimitive, type NamedExample } from '../model/named-examples.ts';
import { isObject } from '../lib/data-model.ts';
import { appendPointer } from '../lib/pointer.ts';
import { parseTemplate, templateVariables } from '../lib/uri-template.ts';
import { defineRule, type Finding } from './define.ts';
import { completionExamples } from './concerns.ts';

interface Targets {
  /** Names a completion may target. */
  names: Set<string>;
  /** `declared Prompt Argument` / `variable of the uriTemplate`, for messages. */
  noun: string;
  section: string;
  /** The anchor a completion that misses its targets violates (11.4 or 10.4.6). */
  requirement: string;
}

/** Prompt Argument names (11.4). */
function promptTargets(prompt: Record<string, unknown>): Targets {
  const names = new Set<string>();
  if (Array.isArray(prompt.arguments))
    for (const a of prompt.arguments) if (isObject(a) && typeof a.name === 'string') names.add(a.name);
  return { names, noun: 'a declared Prompt Argument', section: '11.4', requirement: 'req-prompt-completion-target' };
}

/** RFC 6570 variables of the uriTemplate (10.4.6); undefined when the template does not parse (another rule reports it). */
function templateTargets(template: Record<string, unknown>): Targets | undefined {
  if (typeof template.uriTemplate !== 'string') return undefined;
  const parsed = parseTemplate(template.uriTemplate);
  if (!parsed.ok) return undefined;
  return {
    names: new Set(templateVariables(parsed.parts)),
    noun: 'a variable of its uriTemplate',
    section: '10.4.6',
    requirement: 'req-template-completion-target',
  };
}

function checkExample(example: NamedExample, targets: Targets): Finding[] {
  const findings: Finding[] = [];
  const owner = describePrimitive(example.primitive);
  const argument = example.value.argument;
  const completed = isObject(argument) && typeof argument.name === 'string' ? argument.name : undefined;
  if (completed !== undefined && !targets.names.has(completed)) {
    findings.push({
      path: appendPointer(appendPointer(example.path, 'argument'), 'name'),
      requirement: targets.requirement,
      message: `Completion ${describeExample(example)} completes ${JSON.stringify(completed)}, which is not ${targets.noun} of ${owner} (${targets.section})`,
    });
  }
  const context = example.value.context;
  const supplied = isObject(context) && isObject(context.arguments) ? context.arguments : undefined;
  if (supplied === undefined) return findings;
  const contextPath = appendPointer(appendPointer(example.path, 'context'), 'arguments');
  for (const key of Object.keys(supplied)) {
    const path = appendPointer(contextPath, key);
    const detail = { kind: 'unexpected-member', member: key };
    if (key === completed) {
      findings.push({
        path,
        detail,
        requirement: targets.requirement,
        message: `Completion ${describeExample(example)} also gives the completed argument ${JSON.stringify(key)} in its context (${targets.section})`,
      });
    } else if (!targets.names.has(key)) {
      findings.push({
        path,
        detail,
        requirement: targets.requirement,
        message: `Context argument ${JSON.stringify(key)} of completion ${describeExample(example)} is not ${targets.noun} of ${owner} (${targets.section})`,
      });
    }
  }
  return findings;
}

export default defineRule({
  id: 'mcpdesc.completion-example.target',
  title: 'Completion examples target declared arguments or template variables',
  sections: ['10.4.6', '11.4'],
  anchors: ['req-prompt-completion-target', 'req-template-completion-target'],
  severity: 'error',
  protocolVersionDependent: false,
  schemaPointers: [],
  appliesTo: [...completionExamples],
  needs: ['resourceTemplates', 'prompts'],
  check({ namedExamples }) {
    const findings: Finding[] = [];
    for (const example of namedExamples('prompts', 'completionExamples')) {
      findings.push(...checkExample(example, promptTargets(example.primitive.value)));
    }
    for (const example of namedExamples('resourceTemplates', 'completionExamples')) {
      const targets = templateTargets(example.primitive.value);
      if (targets) findings.push(...checkExample(example, targets));
    }
    return findings;
  },
});
