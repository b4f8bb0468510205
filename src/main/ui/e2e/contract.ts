import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import { readdirSync, readFileSync } from 'node:fs';

/**
 * The module documents (docs/api, kept equal to what the server serves by ApiDocumentFilesTest)
 * as a judge of the UI's traffic: every API call the UI makes in a browser test must be an
 * operation of a document, its JSON body must fit the operation's request schema, and the
 * answer's status must be documented with a body that fits. The generated client makes the UI
 * compile against the documents; this makes the running UI and server keep to them too.
 */
const DOCS = '../../../docs/api';

interface Operation {
  group: string;
  template: string;
  method: string;
  pattern: RegExp;
  literals: number;
}

type Json = Record<string, unknown>;

const ajv = new Ajv2020({ strict: false, validateFormats: false, allErrors: false });
const documents = new Map<string, Json>();
const operations: Operation[] = [];

for (const file of readdirSync(DOCS).filter((f) => f.endsWith('.json'))) {
  const group = file.replace(/\.json$/, '');
  const doc = JSON.parse(readFileSync(`${DOCS}/${file}`, 'utf8')) as Json;
  documents.set(group, doc);
  ajv.addSchema(doc, `urn:api:${group}`);
  for (const [template, item] of Object.entries(doc.paths as Record<string, Json>)) {
    for (const method of Object.keys(item)) {
      const segments = template.split('/');
      operations.push({
        group,
        template,
        method: method.toUpperCase(),
        pattern: new RegExp(
          '^' + segments.map((s) => (s.startsWith('{') ? '[^/]+' : escape(s))).join('/') + '$',
        ),
        literals: segments.filter((s) => !s.startsWith('{')).length,
      });
    }
  }
}

function escape(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A JSON pointer token: `/` and `~` escaped. */
function token(text: string) {
  return text.replace(/~/g, '~0').replace(/\//g, '~1');
}

/** The operation a call is, the one with the most literal segments when several templates fit. */
export function operationOf(method: string, path: string): Operation | null {
  const fitting = operations.filter((o) => o.method === method && o.pattern.test(path));
  return fitting.sort((a, b) => b.literals - a.literals)[0] ?? null;
}

const validators = new Map<string, ValidateFunction | null>();

/** The validator of the JSON schema at `pointer` in an operation's document, if there is one. */
function validatorAt(op: Operation, pointer: string[]): ValidateFunction | null {
  const base = ['paths', op.template, op.method.toLowerCase()];
  const key = `${op.group} ${[...base, ...pointer].join(' ')}`;
  if (!validators.has(key)) {
    let node: unknown = documents.get(op.group);
    for (const step of [...base, ...pointer]) node = (node as Json | undefined)?.[step];
    validators.set(
      key,
      node === undefined
        ? null
        : ajv.compile({
            $ref: `urn:api:${op.group}#/${[...base, ...pointer].map(token).join('/')}`,
          }),
    );
  }
  return validators.get(key) ?? null;
}

function problemsOf(validate: ValidateFunction): string {
  return (validate.errors ?? [])
    .slice(0, 3)
    .map((e) => `${e.instancePath || '/'} ${e.message}`)
    .join('; ');
}

/** What is wrong with a request by the documents: nothing when it is a documented call. */
export function requestProblems(method: string, path: string, body: unknown): string[] {
  const op = operationOf(method, path);
  if (!op) return [`${method} ${path}: no module document has this operation`];
  if (body === undefined) return [];
  const validate = validatorAt(op, ['requestBody', 'content', 'application/json', 'schema']);
  if (validate && !validate(body)) {
    return [
      `${method} ${path}: the request body does not fit ${op.template}: ${problemsOf(validate)}`,
    ];
  }
  return [];
}

/** What is wrong with an answer by the documents: an undocumented status, a body that differs. */
export function responseProblems(
  method: string,
  path: string,
  status: number,
  contentType: string,
  body: unknown,
): string[] {
  const op = operationOf(method, path);
  if (!op) return [];
  const responses = (documents.get(op.group)?.paths as Json)[op.template] as Json;
  const documented = ((responses[op.method.toLowerCase()] as Json).responses ?? {}) as Json;
  if (!(String(status) in documented)) {
    return [`${method} ${path} answered ${status}, which ${op.template} does not document`];
  }
  if (!contentType.includes('json') || body === undefined) return [];
  const validate = validatorAt(op, [
    'responses',
    String(status),
    'content',
    'application/json',
    'schema',
  ]);
  if (validate && !validate(body)) {
    return [
      `${method} ${path} ${status}: the answer does not fit ${op.template}: ${problemsOf(validate)}`,
    ];
  }
  return [];
}
