import type { Problem } from '../../api/errors';
import type { components as Classifiers } from '../../api/generated/classifiers';
import type { AttributeDef } from '../../api/schemas';
import { attributesOf as writtenValues, formOf, type FormValues } from '../drafts/formValues';
import { periodToApi, type Period } from '../drafts/period';

export type ClassificationView = Classifiers['schemas']['ClassificationView'];
export type ClassifyBody = Classifiers['schemas']['ClassifyRO'];
export type NodeDetails = Classifiers['schemas']['NodeDetailsRO'];
/** One classification a write places the record in (of one classifier). */
export type ClassificationItem = NonNullable<ClassifyBody['classifications']>[string][number];
/** One classification (or a period of it) a write deletes. */
export type ClassificationRemoval = NonNullable<
  ClassifyBody['classificationsDeletes']
>[string][number];
type NodeAttribute = Classifiers['schemas']['NodeAttributeRO'];

/** One classifier's periods of a record, oldest first (an open start before every date). */
export interface ClassifierPeriods {
  classifierName: string;
  periods: ClassificationView[];
}

function startOf(view: ClassificationView): number {
  return view.validFrom ? Date.parse(view.validFrom) : Number.NEGATIVE_INFINITY;
}

/**
 * A record's classifications as the card lists them: by classifier, in the order the classifiers
 * are given (those the record's entity is assigned), then any other the answer names; within one,
 * by node (a classifier allowing several nodes has one classification per node), then by date.
 */
export function byClassifier(
  views: readonly ClassificationView[],
  classifiers: readonly string[],
): ClassifierPeriods[] {
  const names = [
    ...classifiers,
    ...views.map((v) => v.classifierName).filter((n) => !classifiers.includes(n)),
  ];
  return [...new Set(names)].map((classifierName) => ({
    classifierName,
    periods: views
      .filter((v) => v.classifierName === classifierName)
      .sort(
        (a, b) => a.classificationId.localeCompare(b.classificationId) || startOf(a) - startOf(b),
      ),
  }));
}

/** A node attribute as the record form's inputs know attributes. */
function asAttribute(attribute: NodeAttribute): AttributeDef {
  return {
    name: attribute.name,
    displayName: attribute.displayName,
    description: attribute.description,
    type: attribute.type,
    array: attribute.array,
    required: attribute.required,
    enumeration: attribute.enumeration,
    lookupEntity: attribute.lookupEntity,
  } as AttributeDef;
}

/** An attribute of the classify form: the node's own (from null) or one inherited from an ancestor. */
export interface FormAttribute {
  attribute: AttributeDef;
  defaultValue: string | null;
  /** The ancestor that defines it; null: the node's own. */
  from: string | null;
}

/**
 * The attributes a classification into the node holds values of: the inherited ones from the root
 * down, then the node's own; an own attribute of an inherited one's name takes its place.
 */
export function formAttributes(details: NodeDetails | undefined): FormAttribute[] {
  if (!details) return [];
  const own = details.node.attributes.map((a) => ({
    attribute: asAttribute(a),
    defaultValue: a.defaultValue,
    from: null,
  }));
  const ownNames = new Set(own.map((a) => a.attribute.name));
  const inherited = details.inheritedAttributes
    .filter((i) => !ownNames.has(i.attribute.name))
    .map((i) => ({
      attribute: asAttribute(i.attribute),
      defaultValue: i.attribute.defaultValue,
      from: i.fromNodeName,
    }));
  return [...inherited, ...own];
}

/**
 * The inputs of the form for a node: the values the record has there now when it is the node it
 * is classified into, else each attribute's default value.
 */
export function startValues(
  attributes: readonly FormAttribute[],
  current: Record<string, unknown> | null,
): FormValues {
  const values = Object.fromEntries(
    attributes.map((a) => [
      a.attribute.name!,
      current ? current[a.attribute.name!] : (a.defaultValue ?? undefined),
    ]),
  );
  return formOf(
    attributes.map((a) => a.attribute),
    values,
  );
}

/** What the steward chose in the classify form. */
export interface Classify {
  entityName: string;
  etalonId: string;
  sourceSystem: string;
  classifierName: string;
  versionName: string;
  nodeId: string;
  period: Period;
  attributes: readonly FormAttribute[];
  values: FormValues;
}

/** The body of `POST /api/v1/classifiers/classifications` placing the record into the node. */
export function classifyBody(c: Classify): ClassifyBody {
  return {
    entityName: c.entityName,
    etalonId: c.etalonId,
    sourceSystem: c.sourceSystem,
    classifications: {
      [c.classifierName]: [
        {
          nodeId: c.nodeId,
          versionName: c.versionName,
          ...periodToApi(c.period),
          attributes: writtenValues(
            c.attributes.map((a) => a.attribute),
            c.values,
          ),
        },
      ],
    },
  };
}

/** What the steward chose in the remove form. */
export interface Removal {
  entityName: string;
  etalonId: string;
  sourceSystem: string;
  classifierName: string;
  /** In a classifier allowing several nodes, the node whose classification goes; else null. */
  nodeId: string | null;
  /** Null: the whole classification, else that period of it. */
  period: Period | null;
}

/** The body of `POST /api/v1/classifiers/classifications` deleting a classification. */
export function removeBody(r: Removal): ClassifyBody {
  return {
    entityName: r.entityName,
    etalonId: r.etalonId,
    sourceSystem: r.sourceSystem,
    classificationsDeletes: {
      [r.classifierName]: [
        { ...(r.nodeId ? { nodeId: r.nodeId } : {}), ...(r.period ? periodToApi(r.period) : {}) },
      ],
    },
  };
}

/**
 * The field of the classify or remove form a problem is about: the server names an item's fields
 * under `classifications.<classifier>[i]` (or `classificationsDeletes.…`): `nodeId`, `validFrom`,
 * `attributes.shelfLife`; the body's own fields (`sourceSystem`) as they are. Null: the item itself
 * or nothing the form has (shown above the buttons).
 */
export function fieldOfProblem(source: string): string | null {
  const item = /^classifications(?:Deletes)?\.[^[]+\[\d+\](?:\.(.+))?$/.exec(source);
  if (item) {
    const rest = item[1];
    if (!rest) return null;
    const attribute = /^attributes\.([^.[]+)/.exec(rest);
    if (attribute) return `attributes.${attribute[1]}`;
    if (rest.startsWith('nodeId') || rest.startsWith('nodeCode') || rest.startsWith('nodeName')) {
      return 'node';
    }
    if (rest.startsWith('versionName')) return 'node';
    return rest.split(/[.[]/)[0]!;
  }
  if (source === 'sourceSystem' || source === 'etalonId' || source === 'entityName') return source;
  return null;
}

/** The problems of a refused write, by form field; those of no field under `''`. */
export function problemsByField(problems: readonly Problem[]): Record<string, Problem[]> {
  const placed: Record<string, Problem[]> = {};
  for (const problem of problems) {
    (placed[fieldOfProblem(problem.source) ?? ''] ??= []).push(problem);
  }
  return placed;
}

/** A node the records search keeps to: its id, and what its chip says. */
export interface UnderNode {
  nodeId: string;
  classifierName: string;
  label: string;
}

/** The search allows at most this many nodes (`classifiedUnder`). */
export const MOST_NODES = 10;

/** The nodes to and from the page's address (`?under=`), so that such a search can be shared. */
export function underToParam(nodes: readonly UnderNode[]): string | null {
  return nodes.length
    ? JSON.stringify(nodes.map((n) => [n.nodeId, n.classifierName, n.label]))
    : null;
}

export function underFromParam(param: string | null): UnderNode[] {
  if (!param) return [];
  try {
    const parsed = JSON.parse(param) as unknown;
    if (!Array.isArray(parsed)) return [];
    return parsed
      .filter(
        (n): n is [string, string, string] =>
          Array.isArray(n) && n.length === 3 && n.every((part) => typeof part === 'string'),
      )
      .map(([nodeId, classifierName, label]) => ({ nodeId, classifierName, label }))
      .slice(0, MOST_NODES);
  } catch {
    return [];
  }
}

/** A node as a steward reads it: display name, code, and its path from the root when known. */
export function nodeLabel(node: {
  displayName?: string | null;
  name?: string | null;
  code?: string | null;
}): string {
  const name = node.displayName || node.name || '';
  return node.code ? `${name} · ${node.code}` : name;
}

/**
 * What a classified-under chip says of its node (the classifier is named beside it): its display
 * name and code, and below the first level its path under the root, to tell apart nodes of one
 * display name.
 */
export function placeOf(hit: {
  node: { name: string; displayName: string; code: string | null };
  path: string[];
}): string {
  const below = hit.path.slice(1);
  return below.length
    ? `${nodeLabel(hit.node)} (${[...below, hit.node.name].join(' › ')})`
    : nodeLabel(hit.node);
}

/** A classification the record editor writes with the record, as its list shows it. */
export interface Added {
  classifierName: string;
  item: ClassificationItem;
  /** The node as the steward chose it (its display name, code and path). */
  label: string;
}

/** A classification the record editor deletes with the record (wholly). */
export interface Dropped {
  classifierName: string;
  /** In a classifier allowing several nodes, the node whose classification goes; else null. */
  nodeId: string | null;
  label: string;
}

/**
 * The record write's `classifications` and `classificationsDeletes` for what the editor lists, by
 * classifier, in the order chosen; absent when there is nothing of the kind.
 */
export function classificationFields(added: readonly Added[], dropped: readonly Dropped[]) {
  const writes: Record<string, ClassificationItem[]> = {};
  for (const a of added) (writes[a.classifierName] ??= []).push(a.item);
  const deletes: Record<string, ClassificationRemoval[]> = {};
  for (const d of dropped) {
    (deletes[d.classifierName] ??= []).push(d.nodeId ? { nodeId: d.nodeId } : {});
  }
  return {
    ...(added.length ? { classifications: writes } : {}),
    ...(dropped.length ? { classificationsDeletes: deletes } : {}),
  };
}

/** The classifications in force at the moment (ACTIVE, their period holding it). */
export function inForceAt(views: readonly ClassificationView[], at: Date): ClassificationView[] {
  const time = at.getTime();
  return views.filter(
    (v) =>
      v.status === 'ACTIVE' &&
      (!v.validFrom || Date.parse(v.validFrom) <= time) &&
      (!v.validTo || time <= Date.parse(v.validTo)),
  );
}

/** A classifier's nodes in force now and once a draft is published. */
export interface ClassificationChange {
  classifierName: string;
  now: string[];
  after: string[];
  changed: boolean;
}

/**
 * The classifiers of either read with their nodes in force at the moment (each node as
 * {@link nodeLabel} says it, with its values when it has any), before and after, in name order.
 */
export function classificationChanges(
  before: readonly ClassificationView[],
  after: readonly ClassificationView[],
  at: Date,
): ClassificationChange[] {
  const said = (v: ClassificationView) => {
    const node = nodeLabel({ displayName: v.nodeDisplayName, name: v.nodeName, code: v.nodeCode });
    const values = Object.entries((v.attributes ?? {}) as Record<string, unknown>)
      .map(([name, value]) => `${name}: ${String(value)}`)
      .join(', ');
    return values ? `${node} (${values})` : node;
  };
  const of = (views: readonly ClassificationView[], classifier: string) =>
    inForceAt(views, at)
      .filter((v) => v.classifierName === classifier)
      .map(said)
      .sort();
  const names = [...new Set([...before, ...after].map((v) => v.classifierName))].sort();
  return names
    .map((classifierName) => {
      const now = of(before, classifierName);
      const later = of(after, classifierName);
      return {
        classifierName,
        now,
        after: later,
        changed: now.join('\n') !== later.join('\n'),
      };
    })
    .filter((row) => row.now.length > 0 || row.after.length > 0);
}
