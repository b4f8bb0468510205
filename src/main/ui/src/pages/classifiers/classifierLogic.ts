import type { Problem } from '../../api/errors';
import type {
  Draft,
  NodeAttribute,
  NodeAttributeIn,
  NodeIn,
  TreeNode,
  VersionIn,
} from './classifiersApi';

/** The draft types of the classifier module, by what they hold. */
export const DRAFT_TYPES = {
  classifier: 'classifier-model',
  version: 'classifier-version',
  node: 'classifier-node',
} as const;

export type DraftKind = keyof typeof DRAFT_TYPES;

/**
 * A draft's subject as the module names it: the classifier's name, `<classifier>/<version>`, or
 * `<classifier>/<version>/<node>` (the node's name before the draft renames it).
 */
export function subjectOf(kind: DraftKind, classifier: string, version = '', node = '') {
  switch (kind) {
    case 'classifier':
      return classifier;
    case 'version':
      return `${classifier}/${version}`;
    case 'node':
      return `${classifier}/${version}/${node}`;
  }
}

/** What kind of classifier draft this is, or null for a draft of another module. */
export function kindOf(draft: Pick<Draft, 'type'>): DraftKind | null {
  const found = Object.entries(DRAFT_TYPES).find(([, type]) => type === draft.type);
  return found ? (found[0] as DraftKind) : null;
}

/** The page a classifier draft belongs on: its classifier's, named first in its subject. */
export function classifierPathOf(draft: Pick<Draft, 'type' | 'subjectId'>): string | null {
  const classifier = (draft.subjectId ?? '').split('/')[0];
  return kindOf(draft) && classifier ? `/classifiers/${encodeURIComponent(classifier)}` : null;
}

/** The open drafts about one classifier: of the classifier itself, its versions or its nodes. */
export function draftsOf<T extends Pick<Draft, 'type' | 'subjectId'>>(
  classifier: string,
  drafts: readonly T[],
): T[] {
  return drafts.filter((d) => {
    const kind = kindOf(d);
    const subject = d.subjectId ?? '';
    if (kind === 'classifier') return subject === classifier;
    return kind !== null && subject.startsWith(classifier + '/');
  });
}

/**
 * The nodes of a loaded level that lie on the way to a node being revealed: `path` names its
 * ancestors from the root down (as a search hit gives them), so a node of depth d is on the way
 * when it is the path's d-th name.
 */
export function onTheWay(
  level: readonly Pick<TreeNode, 'nodeId' | 'name' | 'depth'>[],
  path: readonly string[],
) {
  return level.filter((n) => path[n.depth] === n.name).map((n) => n.nodeId);
}

/** A node's attribute as a save sends it back. */
export function attributeIn(a: NodeAttribute): NodeAttributeIn {
  return {
    name: a.name,
    type: a.type,
    displayName: a.displayName,
    description: a.description,
    inheritable: a.inheritable,
    required: a.required,
    array: a.array,
    defaultValue: a.defaultValue,
    enumeration: a.enumeration,
    lookupEntity: a.lookupEntity,
    // Not edited on this screen, but kept: a save must not drop what depersonalization reads.
    confidential: a.confidential,
    obfuscationFunction: a.obfuscationFunction,
  };
}

/** The node form as the steward fills it: texts, blank when absent. */
export interface NodeForm {
  name: string;
  displayName: string;
  code: string;
  description: string;
  parentName: string;
  attributes: NodeAttributeIn[];
}

export const blankToNull = (text: string) => (text.trim() === '' ? null : text.trim());

/** The form of a new node under a parent. */
export function newNodeForm(parentName: string): NodeForm {
  return { name: '', displayName: '', code: '', description: '', parentName, attributes: [] };
}

/** The form of a node as it is, to change or move it. */
export function nodeForm(node: TreeNode, parentName: string | null): NodeForm {
  return {
    name: node.name,
    displayName: node.displayName,
    code: node.code ?? '',
    description: node.description ?? '',
    parentName: parentName ?? '',
    attributes: node.attributes.map(attributeIn),
  };
}

/**
 * The node a save sends: a new one by its name; a changed one by the name it had (`original`),
 * with `newName` only when the form renames it. Attributes without a name are left out (a row
 * added and never filled).
 */
export function nodeIn(
  classifierName: string,
  versionName: string,
  form: NodeForm,
  original: string | null,
): NodeIn {
  const name = form.name.trim();
  return {
    classifierName,
    versionName,
    name: original ?? name,
    newName: original !== null && name !== original ? name : null,
    parentName: blankToNull(form.parentName),
    code: blankToNull(form.code),
    displayName: blankToNull(form.displayName),
    description: blankToNull(form.description),
    attributes: form.attributes
      .filter((a) => a.name.trim() !== '')
      .map((a) => ({ ...a, name: a.name.trim() })),
  };
}

/** The removal of a node (and everything below it). */
export function removalIn(classifierName: string, versionName: string, name: string): NodeIn {
  return { classifierName, versionName, name, remove: true };
}

/** The version form as the steward fills it; dates as a `datetime-local` input gives them. */
export interface VersionForm {
  name: string;
  displayName: string;
  description: string;
  validFrom: string;
  validTo: string;
  isDefault: boolean;
}

/** A local date-time of the input (`2026-01-31T09:30`) as the server reads one, in its zone. */
export function localDateTime(text: string): string | null {
  const value = text.trim();
  if (value === '') return null;
  return /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value) ? `${value}:00` : value;
}

/** A date-time of the server as a `datetime-local` input shows it (in the browser's zone). */
export function inputDateTime(value: string | null | undefined): string {
  if (!value) return '';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return (
    `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}` +
    `T${pad(date.getHours())}:${pad(date.getMinutes())}`
  );
}

export function versionIn(classifierName: string, form: VersionForm): VersionIn {
  return {
    classifierName,
    name: form.name.trim(),
    displayName: form.displayName.trim(),
    description: blankToNull(form.description),
    validFrom: localDateTime(form.validFrom),
    validTo: localDateTime(form.validTo),
    default: form.isDefault,
  };
}

/**
 * The problems about one field of a saved object (a problem's source is its path there), with
 * those about what lies under it: `assignments` has `assignments[0]`, `attributes[0]` has
 * `attributes[0].name`, but `code` has not `codePattern`.
 */
export function problemsAt<T extends Pick<Problem, 'source'>>(
  problems: readonly T[],
  field: string,
) {
  return problems.filter(
    (p) => p.source.startsWith(field) && ['', '.', '['].includes(p.source.charAt(field.length)),
  );
}
