import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client';
import { unwrap } from '../../api/errors';
import type { components } from '../../api/generated/dg';

type Schemas = components['schemas'];
export type InformationSystem = Schemas['InformationSystemRO'];
export type Connection = Schemas['ConnectionRO'];
export type CrawlerType = Schemas['CrawlerTypeRO'];
export type CrawlerParameter = Schemas['CrawlerParameterRO'];
export type CrawlerInstance = Schemas['CrawlerInstanceRO'];
export type Scan = Schemas['ScanRO'];
export type SystemRelations = Schemas['SystemRelations'];
export type AssetTypes = Schemas['AssetTypesRO'];

const META = '/api/v1/dg/meta';
/** Every query of these screens starts with it: a change reads them again. */
const KEY = ['governance'] as const;

function useChange<A, R>(change: (argument: A) => Promise<R>) {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: () => queries.invalidateQueries({ queryKey: KEY }),
  });
}

export function useInformationSystems() {
  return useQuery({
    queryKey: [...KEY, 'systems'],
    queryFn: async () => unwrap(await api.dg.GET(`${META}/information-systems`)).informationSystems,
  });
}

/** Creates a system (no version read) or changes one's names and source system. */
export function useSaveSystem() {
  return useChange(
    async (s: {
      name: string;
      displayName: string;
      description: string | null;
      sourceSystem: string;
      version: number | null;
    }) => {
      const { name, displayName, description, sourceSystem, version } = s;
      return version === null
        ? unwrap(
            await api.dg.POST(`${META}/information-systems`, {
              body: { name, displayName, description, sourceSystem },
            }),
          )
        : unwrap(
            await api.dg.PUT(`${META}/information-systems/{name}`, {
              params: { path: { name } },
              body: { displayName, description, sourceSystem, version },
            }),
          );
    },
  );
}

export function useDeleteSystem() {
  return useChange(async (s: InformationSystem) =>
    unwrap(
      await api.dg.DELETE(`${META}/information-systems/{name}`, {
        params: { path: { name: s.name }, query: { version: s.version } },
      }),
    ),
  );
}

/** Whether links join a system's assets to the business layer or to other systems' assets. */
export async function systemRelations(informationSystem: string) {
  return unwrap(
    await api.dg.GET(`${META}/information-systems/has-relations`, {
      params: { query: { informationSystem } },
    }),
  );
}

export function useCrawlerTypes() {
  return useQuery({
    queryKey: [...KEY, 'crawler-types'],
    queryFn: async () => unwrap(await api.dg.GET(`${META}/crawler-types`)).crawlerTypes,
    staleTime: 5 * 60_000,
  });
}

export function useConnections() {
  return useQuery({
    queryKey: [...KEY, 'connections'],
    queryFn: async () => unwrap(await api.dg.GET(`${META}/connections`)).connections,
  });
}

/** Creates a connection (no version read) or replaces one; a SECRET left out keeps its value. */
export function useSaveConnection() {
  return useChange(
    async (c: {
      name: string;
      displayName: string;
      crawlerType: string;
      parameters: Record<string, string | number | boolean>;
      version: number | null;
    }) => {
      const { name, displayName, crawlerType, parameters, version } = c;
      return version === null
        ? unwrap(
            await api.dg.POST(`${META}/connections`, {
              body: { name, displayName, crawlerType, parameters },
            }),
          )
        : unwrap(
            await api.dg.PUT(`${META}/connections/{name}`, {
              params: { path: { name } },
              body: { displayName, crawlerType, parameters, version },
            }),
          );
    },
  );
}

export function useDeleteConnection() {
  return useChange(async (c: Connection) =>
    unwrap(
      await api.dg.DELETE(`${META}/connections/{name}`, {
        params: { path: { name: c.name }, query: { version: c.version } },
      }),
    ),
  );
}

/** Reaches the source through a stored connection: whether it answered, and what it said. */
export function useTestConnection() {
  return useMutation({
    mutationFn: async (name: string) =>
      unwrap(await api.dg.POST(`${META}/connections/{name}/test`, { params: { path: { name } } })),
  });
}

export function useCrawlerInstances(system: string | undefined) {
  return useQuery({
    queryKey: [...KEY, 'crawler-instances', system],
    enabled: !!system,
    queryFn: async () =>
      unwrap(
        await api.dg.GET(`${META}/information-systems/{system}/crawler-instances`, {
          params: { path: { system: system ?? '' } },
        }),
      ).crawlerInstances,
  });
}

/** Creates a crawler instance of a system (no version read) or changes one. */
export function useSaveCrawlerInstance() {
  return useChange(
    async (c: {
      system: string;
      name: string;
      displayName: string;
      description: string | null;
      connection: string;
      version: number | null;
    }) => {
      const { system, name, displayName, description, connection, version } = c;
      return version === null
        ? unwrap(
            await api.dg.POST(`${META}/information-systems/{system}/crawler-instances`, {
              params: { path: { system } },
              body: { name, displayName, description, connection },
            }),
          )
        : unwrap(
            await api.dg.PUT(`${META}/information-systems/{system}/crawler-instances/{instance}`, {
              params: { path: { system, instance: name } },
              body: { displayName, description, connection, version },
            }),
          );
    },
  );
}

export function useDeleteCrawlerInstance() {
  return useChange(async (c: CrawlerInstance) =>
    unwrap(
      await api.dg.DELETE(`${META}/information-systems/{system}/crawler-instances/{instance}`, {
        params: {
          path: { system: c.informationSystem, instance: c.name },
          query: { version: c.version },
        },
      }),
    ),
  );
}

/** States of a scan after which nothing changes any more. */
const ENDED = new Set(['COMPLETED', 'FAILED', 'STOPPED']);

export function scanEnded(scan: Scan) {
  return ENDED.has(scan.status);
}

/** The scans of a crawler instance, newest first; read again every 2 s while one is under way. */
export function useScans(instance: CrawlerInstance) {
  return useQuery({
    queryKey: [...KEY, 'scans', instance.informationSystem, instance.name],
    queryFn: async () =>
      unwrap(
        await api.dg.GET(`${META}/information-systems/{name}/crawler-instances/{instance}/scans`, {
          params: { path: { name: instance.informationSystem, instance: instance.name } },
        }),
      ).scans,
    refetchInterval: (query) =>
      (query.state.data ?? []).some((scan) => !scanEnded(scan)) ? 2_000 : false,
  });
}

export function useStartScan() {
  return useChange(async (c: CrawlerInstance) =>
    unwrap(
      await api.dg.POST(`${META}/information-systems/{name}/crawler-instances/{instance}/scan`, {
        params: { path: { name: c.informationSystem, instance: c.name } },
      }),
    ),
  );
}

/** Stops a running scan, or runs a stopped or failed one again, as the background operation it is. */
export function useScanAction() {
  return useChange(async ({ action, scan }: { action: 'stop' | 'restart'; scan: Scan }) => {
    const path = { params: { path: { executionId: scan.executionId } } };
    return unwrap(
      action === 'stop'
        ? await api.jobs.POST('/api/v2/core/jobs/executions/stop/{executionId}', path)
        : await api.jobs.POST('/api/v2/core/jobs/executions/restart/{executionId}', path),
    );
  });
}

/** Removes what the crawler instance's scans wrote (its assets and their links). */
export function useCleanCrawlerInstance() {
  return useChange(async (c: CrawlerInstance) =>
    unwrap(
      await api.dataClean.DELETE('/api/v1/data/clean/crawler-instance/', {
        params: {
          query: { informationSystemName: c.informationSystem, crawlerInstanceName: c.name },
        },
      }),
    ),
  );
}

export function useAssetTypes() {
  return useQuery({
    queryKey: [...KEY, 'asset-types'],
    queryFn: async () => unwrap(await api.dg.GET(`${META}/asset-types`)),
  });
}

/** Adds the standard asset types and relations the data model lacks, and publishes it. */
export function useInstallStandardTypes() {
  return useChange(async () => unwrap(await api.dg.POST(`${META}/asset-types/standard`)));
}
