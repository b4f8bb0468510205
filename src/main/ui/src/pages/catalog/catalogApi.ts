import { type QueryClient, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { api } from '../../api/client';
import { unwrap } from '../../api/errors';
import type { components } from '../../api/generated/dg';
import type { AttributeDef, DataModel } from '../../api/schemas';
import { label, useModel } from '../../model/useModel';
import { LEVEL_PAGE, nextOffset, type Parent } from './treePaging';

type Schemas = components['schemas'];
export type CatalogNode = Schemas['CatalogNode'];
export type FoundAsset = Schemas['FoundAsset'];
export type Asset = Schemas['AssetRO'];
export type AssetRelation = Schemas['AssetRelation'];
export type LineageGraph = Schemas['LineageGraph'];
export type LineageDirection = NonNullable<Schemas['LineageRequestRO']['direction']>;
export type HistoryItem = Schemas['AssetHistoryItemRO'];
export type HistoryEventType = Schemas['EventTypeRO'];

/** The standard asset types and relations the catalog's screens name (StandardAssetTypes). */
export const BUSINESS_TERM = 'dgBusinessTerm';

/** The source system of what people write (a term made in the glossary). */
export const PLATFORM_SOURCE = 'platform';

/** An asset type as the screens show it: its label, colour and attributes. */
export interface AssetType {
  name: string;
  label: string;
  color: string | null;
  attributes: AttributeDef[];
}

const NO_COLOR = '#757575';

/** The colour an asset type is drawn in: its own, else its nearest ancestor's, else grey. */
export function colorOf(types: Map<string, AssetType>, name: string | null | undefined): string {
  return (name && types.get(name)?.color) || NO_COLOR;
}

/**
 * The asset types of a data model (its registers with an `assetType` facet), by name; a type
 * without a colour of its own takes its nearest ancestor's.
 */
export function assetTypesOf(model: DataModel | undefined): Map<string, AssetType> {
  const registers = (model?.entities ?? []).filter((e) => e.assetType);
  const byName = new Map(registers.map((e) => [e.name!, e]));
  const colour = (name: string, seen = new Set<string>()): string | null => {
    const e = byName.get(name);
    if (!e || seen.has(name)) return null;
    seen.add(name);
    return e.assetType?.color || (e.assetType?.parent ? colour(e.assetType.parent, seen) : null);
  };
  return new Map(
    registers.map((e) => [
      e.name!,
      { name: e.name!, label: label(e), color: colour(e.name!), attributes: e.attributes ?? [] },
    ]),
  );
}

/** The asset types of the published model. */
export function useAssetTypes() {
  const model = useModel();
  return useMemo(() => assetTypesOf(model.data), [model.data]);
}

/** A relation's label in the published model (its display name, else its name). */
export function useRelationLabel() {
  const model = useModel();
  return useMemo(() => {
    const relations = new Map((model.data?.relations ?? []).map((r) => [r.name!, r]));
    return (name: string) => {
      const relation = relations.get(name);
      return relation ? label(relation) : name;
    };
  }, [model.data]);
}

/** The relations of the model from one asset type to another (a term describing a column, say). */
export function relationsBetween(model: DataModel | undefined, from: string, to?: string) {
  return (model?.relations ?? []).filter(
    (r) => r.from === from && (to === undefined || r.to === to),
  );
}

function levelBody(parent: Parent) {
  switch (parent.kind) {
    case 'ROOT':
      return {};
    case 'INFORMATION_SYSTEM':
      return { informationSystem: parent.name };
    case 'BUSINESS_LAYER':
      return { node: 'BUSINESS_LAYER' };
    case 'ASSET':
      return { node: parent.etalonId };
  }
}

/**
 * The children of a catalog node, a page at a time (`fetchNextPage` for more), by display name.
 * Containment written by scans is CASCADED, so it is always asked with `cascaded`.
 */
export function useLevel(parent: Parent, includeInactive: boolean, enabled = true) {
  return useInfiniteQuery({
    queryKey: ['dg-level', parent, includeInactive],
    enabled,
    initialPageParam: 0,
    queryFn: async ({ pageParam }) =>
      unwrap(
        await api.dg.POST('/api/v1/dg/data/catalog/next-level', {
          body: {
            ...levelBody(parent),
            cascaded: true,
            includeInactive,
            offset: pageParam,
            limit: LEVEL_PAGE,
          },
        }),
      ),
    getNextPageParam: (_last, pages) => nextOffset(pages),
    // Switching inactive assets on or off keeps the tree on show until the new level arrives.
    placeholderData: (previous) => previous,
  });
}

/** Assets whose display name holds a text, of any type unless some are named. */
export function useAssetSearch(
  text: string,
  options: { assetTypes?: string[]; includeInactive?: boolean; offset?: number; limit?: number },
  enabled = true,
) {
  return useQuery({
    queryKey: ['dg-search', text, options],
    enabled,
    queryFn: async () =>
      unwrap(
        await api.dg.POST('/api/v1/dg/data/assets/search', {
          body: {
            text,
            ...(options.assetTypes ? { assetTypes: options.assetTypes } : {}),
            includeInactive: options.includeInactive ?? false,
            offset: options.offset ?? 0,
            limit: options.limit ?? 20,
          },
        }),
      ),
    placeholderData: (previous) => previous,
  });
}

export async function readAsset(etalonId: string) {
  const answer = unwrap(
    await api.dg.GET('/api/v1/dg/data/assets/{etalonId}', {
      params: { path: { etalonId }, query: { includeInactive: true } },
    }),
  );
  return answer.asset!;
}

/** An asset now (a logically deleted one too: the card says so). */
export function useAsset(etalonId: string | null) {
  return useQuery({
    queryKey: ['dg-asset', etalonId],
    enabled: etalonId !== null,
    queryFn: () => readAsset(etalonId!),
  });
}

/** A page of an asset's links, both ways, scanned ones too. */
export function useAssetRelations(
  etalonId: string,
  options: {
    direction?: 'OUTGOING' | 'INCOMING' | 'BOTH';
    relationNames?: string[];
    relationTypes?: ('CONTAINS' | 'REFERENCES' | 'MANY_TO_MANY')[];
    offset?: number;
    limit?: number;
    includeInactive?: boolean;
  },
  enabled = true,
) {
  return useQuery({
    queryKey: ['dg-relations', etalonId, options],
    enabled,
    queryFn: async () =>
      unwrap(
        await api.dg.POST('/api/v1/dg/data/relations', {
          body: {
            etalonId,
            cascaded: true,
            direction: options.direction ?? 'BOTH',
            includeInactive: options.includeInactive ?? false,
            ...(options.relationNames ? { relationNames: options.relationNames } : {}),
            ...(options.relationTypes ? { relationTypes: options.relationTypes } : {}),
            offset: options.offset ?? 0,
            limit: options.limit ?? 50,
          },
        }),
      ),
    placeholderData: (previous) => previous,
  });
}

/** One step of an asset's containment: the asset that holds it. */
export interface Container {
  etalonId: string;
  displayName: string;
  assetType: string;
}

async function holderOf(etalonId: string) {
  const page = unwrap(
    await api.dg.POST('/api/v1/dg/data/relations', {
      body: {
        etalonId,
        direction: 'INCOMING',
        relationTypes: ['CONTAINS'],
        cascaded: true,
        includeInactive: true,
        limit: 1,
      },
    }),
  );
  return page.items[0]?.other ?? null;
}

/** The asset that holds an asset (a column's table), or null for a top one. */
export function useHolder(etalonId: string) {
  return useQuery({ queryKey: ['dg-holder', etalonId], queryFn: () => holderOf(etalonId) });
}

/** How many containers up the breadcrumb looks at most (a column is four down from a database). */
const MOST_CONTAINERS = 8;

/**
 * The assets that hold an asset, outermost first (database, schema, table for a column): its
 * incoming CONTAINS links followed upwards.
 */
export function useContainers(etalonId: string) {
  return useQuery({
    queryKey: ['dg-containers', etalonId],
    queryFn: async () => {
      const path: Container[] = [];
      const seen = new Set([etalonId]);
      let at = etalonId;
      for (let i = 0; i < MOST_CONTAINERS; i++) {
        const holder = await holderOf(at);
        if (!holder || seen.has(holder.etalonId)) break;
        seen.add(holder.etalonId);
        path.unshift({
          etalonId: holder.etalonId,
          displayName: holder.displayName,
          assetType: holder.assetType,
        });
        at = holder.etalonId;
      }
      return path;
    },
  });
}

export function useLineage(etalonId: string, depth: number, direction: LineageDirection) {
  return useQuery({
    queryKey: ['dg-lineage', etalonId, depth, direction],
    queryFn: async () =>
      unwrap(
        await api.dg.POST('/api/v1/dg/data/lineage', {
          body: { etalonId, depth, direction },
        }),
      ),
    placeholderData: (previous) => previous,
  });
}

/** The event types of an asset's history, named in the UI's language by the server. */
export function useHistoryTypes(language: string) {
  return useQuery({
    queryKey: ['dg-history-types', language],
    queryFn: async () => unwrap(await api.dg.GET('/api/v1/dg/data/assets-history/types')).types,
    staleTime: 10 * 60_000,
  });
}

export function useAssetHistory(
  etalonId: string,
  eventTypes: string[],
  offset: number,
  limit: number,
) {
  return useQuery({
    queryKey: ['dg-history', etalonId, eventTypes, offset, limit],
    queryFn: async () =>
      unwrap(
        await api.dg.POST('/api/v1/dg/data/assets-history', {
          body: { etalonId, eventTypes, offset, limit },
        }),
      ),
    placeholderData: (previous) => previous,
  });
}

/** Links a business term to an asset it describes (a column, a table), written at once. */
export async function linkTerm(termId: string, relationName: string, assetId: string) {
  return unwrap(
    await api.dg.POST('/api/v1/dg/data/relations/upsert', {
      body: {
        etalonId: termId,
        typeName: BUSINESS_TERM,
        relations: { [relationName]: [{ toEtalonId: assetId }] },
      },
    }),
  );
}

/** After a link between assets changed: what shows links is read again. */
export function linksChanged(queries: QueryClient) {
  return Promise.all(
    ['dg-relations', 'dg-lineage', 'dg-history', 'dg-term-assets'].map((key) =>
      queries.invalidateQueries({ queryKey: [key] }),
    ),
  );
}

/**
 * Says a business term no longer describes an asset: the platform's link (a steward's, as
 * linkTerm writes it) is deleted through the data API, by its id.
 */
export async function unlinkTerm(termId: string, relationName: string, relationEtalonId: string) {
  return unwrap(
    await api.data.POST('/api/v2/data/relations', {
      body: {
        entityName: BUSINESS_TERM,
        etalonId: termId,
        sourceSystem: 'platform',
        relationsDeletes: { [relationName]: [{ etalonId: relationEtalonId }] },
      },
    }),
  );
}

/**
 * An attribute's label: its display name, else its name in words ("primaryKey" reads "Primary
 * key"), as an administrator's type without display names still reads to a steward.
 */
export function attributeLabel(attribute: { name?: string | null; displayName?: string | null }) {
  if (attribute.displayName) return attribute.displayName;
  const words = (attribute.name ?? '')
    .replace(/[_-]+/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
