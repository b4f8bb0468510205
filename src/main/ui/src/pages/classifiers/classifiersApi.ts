import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client';
import { unwrap } from '../../api/errors';
import type { components as Classifiers } from '../../api/generated/classifiers';
import type { components as Drafts } from '../../api/generated/draft';
import { DRAFT_TYPES, type DraftKind } from './classifierLogic';

export type Classifier = Classifiers['schemas']['ClassifierRO'];
export type Version = Classifiers['schemas']['VersionRO'];
export type TreeNode = Classifiers['schemas']['NodeRO'];
export type NodeAttribute = Classifiers['schemas']['NodeAttributeRO'];
export type NodeAttributeIn = Classifiers['schemas']['NodeAttributeInRO'];
export type NodeHit = Classifiers['schemas']['NodeHitRO'];
export type ClassifierIn = Classifiers['schemas']['ClassifierModelRO'];
export type VersionIn = Classifiers['schemas']['ClassifierVersionRO'];
export type NodeIn = Classifiers['schemas']['ClassifierNodeInRO'];
export type Draft = Drafts['schemas']['DraftRO'];

/** How many search hits a page shows. */
export const HITS_PAGE = 20;

/** Every classifier the user may read. */
export function useClassifiers() {
  return useQuery({
    queryKey: ['classifiers'],
    queryFn: async () => unwrap(await api.classifiers.GET('/api/v1/classifiers')).classifiers,
  });
}

/** A classifier with its versions. */
export function useClassifier(name: string | undefined) {
  return useQuery({
    queryKey: ['classifier', name],
    enabled: !!name,
    queryFn: async () =>
      unwrap(
        await api.classifiers.GET('/api/v1/classifiers/{name}', {
          params: { path: { name: name! } },
        }),
      ),
  });
}

/** One level of a version's tree: the root (parentId null) or the children of a node. */
export function useLevel(name: string, version: string, parentId: string | null) {
  return useQuery({
    queryKey: ['classifier', name, 'level', version, parentId],
    queryFn: async () =>
      unwrap(
        await api.classifiers.GET('/api/v1/classifiers/{name}/versions/{version}/nodes', {
          params: {
            path: { name, version },
            query: parentId === null ? {} : { parentId },
          },
        }),
      ).nodes,
  });
}

/** A node with its own attributes and those it inherits. */
export function useNode(name: string, version: string, nodeId: string | null) {
  return useQuery({
    queryKey: ['classifier', name, 'node', version, nodeId],
    enabled: nodeId !== null,
    queryFn: async () =>
      unwrap(
        await api.classifiers.GET('/api/v1/classifiers/{name}/versions/{version}/nodes/{nodeId}', {
          params: { path: { name, version, nodeId: nodeId! } },
        }),
      ),
  });
}

/** The nodes whose name, code or display name contain the text, a page at a time. */
export function useNodeSearch(name: string, version: string, text: string, offset: number) {
  return useQuery({
    queryKey: ['classifier', name, 'search', version, text, offset],
    enabled: text.trim() !== '',
    placeholderData: keepPreviousData,
    queryFn: async () =>
      unwrap(
        await api.classifiers.GET('/api/v1/classifiers/{name}/versions/{version}/nodes/search', {
          params: { path: { name, version }, query: { text, offset, limit: HITS_PAGE } },
        }),
      ),
  });
}

/**
 * The names of a node's ancestors, from the root down, as its search hit gives them (a node read
 * by its id alone comes without them): found among the nodes whose names contain its name.
 */
export function useNodePath(name: string, version: string, node: TreeNode | undefined) {
  return useQuery({
    queryKey: ['classifier', name, 'path', version, node?.nodeId],
    enabled: node !== undefined,
    queryFn: async () => {
      const found = unwrap(
        await api.classifiers.GET('/api/v1/classifiers/{name}/versions/{version}/nodes/search', {
          params: { path: { name, version }, query: { text: node!.name, limit: 100 } },
        }),
      );
      return found.hits.find((hit) => hit.node.nodeId === node!.nodeId)?.path ?? null;
    },
  });
}

/** The states of a draft still open for saving into (the search is by one state at a time). */
const OPEN_STATES = ['CREATED', 'RUNNING'];

/**
 * The classifier drafts not published yet (of every classifier: the caller picks its own), newest
 * first. The drafts search lists published drafts too, oldest first: it is asked by open state.
 */
export function useOpenClassifierDrafts() {
  return useQuery({
    queryKey: ['classifier-drafts'],
    queryFn: async () => {
      const asked = Object.values(DRAFT_TYPES).flatMap((type) =>
        OPEN_STATES.map(async (state) =>
          unwrap(
            await api.draft.POST('/api/v2/draft/drafts', {
              body: { query: { type, state }, limit: 100 },
            }),
          ),
        ),
      );
      return (await Promise.all(asked))
        .flatMap((answer) => answer.drafts ?? [])
        .sort((a, b) => b.draftId - a.draftId);
    },
  });
}

export async function openDraft(kind: DraftKind, subjectId: string, description: string) {
  const answer = unwrap(
    await api.draft.POST('/api/v2/draft/upsert', {
      body: { type: DRAFT_TYPES[kind], subjectId, description },
    }),
  );
  return answer.draft!;
}

/** What each kind of draft holds: a classifier, a version or a node. */
export type DraftContent =
  | { kind: 'classifier'; value: ClassifierIn }
  | { kind: 'version'; value: VersionIn }
  | { kind: 'node'; value: NodeIn };

/** Saves into the draft (the server checks the content and lists every problem at once). */
export async function saveIntoDraft(draftId: number, content: DraftContent) {
  const c = api.classifiers;
  switch (content.kind) {
    case 'classifier':
      return unwrap(
        await c.POST('/api/v1/classifiers/model/save', {
          body: { draftId, classifier: content.value },
        }),
      );
    case 'version':
      return unwrap(
        await c.POST('/api/v1/classifiers/versions/save', {
          body: { draftId, classifierVersion: content.value },
        }),
      );
    case 'node':
      return unwrap(
        await c.POST('/api/v1/classifiers/nodes/save', {
          body: { draftId, classifierNode: content.value },
        }),
      );
  }
}

export async function publishDraft(draftId: number, force = false) {
  return unwrap(await api.draft.POST('/api/v2/draft/publish', { body: { draftId, force } }));
}

export async function discardDraft(draftId: number) {
  return unwrap(await api.draft.POST('/api/v2/draft/remove', { body: { draftId } }));
}

/** Forgets what the UI knows of classifiers and their drafts, after a change in them. */
export function useRefreshClassifiers() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: ['classifiers'] }),
      client.invalidateQueries({ queryKey: ['classifier'] }),
      client.invalidateQueries({ queryKey: ['classifier-drafts'] }),
      client.invalidateQueries({ queryKey: ['drafts'] }),
    ]);
}

export type ClassifierDocument = Classifiers['schemas']['ClassifierImportRO'];

/** A classifier as one JSON document, every version with its whole tree. */
export async function exportClassifier(name: string) {
  return unwrap(
    await api.classifiers.GET('/api/v1/classifiers/{name}/export', {
      params: { path: { name } },
    }),
  );
}

/**
 * Publishes an exported document: a new classifier, or the one of its name changed to match (nodes
 * matched by name keep their ids). Refused whole, with every problem listed, or written whole.
 */
export async function importClassifier(document: ClassifierDocument) {
  return unwrap(await api.classifiers.POST('/api/v1/classifiers/import', { body: document }));
}
