import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { ApiError, problemsOf, unwrap } from '../../../api/errors';
import type { components as BulkSchemas } from '../../../api/generated/bulk-operations';
import type { components as ImportSchemas } from '../../../api/generated/import-data';
import { saveBlob } from '../../../files/lobs';
import { FOLLOW_MS } from '../../operations/loadsApi';
import { finished } from '../../operations/progress';
import type { ImportFormat } from './bulkLogic';

/** A bulk operation's or a file load's run as it stands (both are followed the same way). */
export type BulkRun = BulkSchemas['schemas']['BulkRunRO'];
export type ExportFormat = NonNullable<BulkSchemas['schemas']['ExecuteRequestRO']['format']>;
type ImportForm = ImportSchemas['schemas']['ImportFormRO'];

const runKey = (id: number) => ['bulk-run', id];

export type BulkRequest = BulkSchemas['schemas']['ExecuteRequestRO'];

/** Starts a bulk operation on the records a search selects; answers its run. */
export function useStartBulk() {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: async (body: BulkRequest) =>
      unwrap(await api.bulk.POST('/api/v2/bulk-operations/execute', { body })).run,
    onSuccess: (run) => queries.setQueryData(runKey(run.executionId), run),
  });
}

/** The separators a CSV file may use. */
export type Delimiter = ',' | ';' | '|' | 'tab';

/** What a file load is sent with, the file aside. */
export interface StartImport {
  file: File;
  format: ImportFormat | null;
  entityName: string;
  /** The source system the file is loaded as (the platform source: the steward's overrides). */
  sourceSystem: string;
  delimiter?: Delimiter;
}

/** Sends a file of records to be loaded as a background run; answers its run. */
export function useStartImport() {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: async ({ file, format, entityName, sourceSystem, delimiter }: StartImport) => {
      const form = new FormData();
      if (format) form.append('format', format);
      if (entityName) form.append('entityName', entityName);
      if (sourceSystem) form.append('sourceSystem', sourceSystem);
      if (delimiter) form.append('delimiter', delimiter);
      form.append('file', file, file.name);
      const answer = await api.importData.POST('/api/v2/core/import-data', {
        // The typed body is the documented form; the request sends the browser's FormData as is.
        body: form as unknown as ImportForm,
        bodySerializer: (body) => body as unknown as FormData,
      });
      return unwrap(answer).run;
    },
    onSuccess: (run) => {
      queries.setQueryData(runKey(run.executionId), run);
      // The bulk loads list the load the run follows.
      return queries.invalidateQueries({ queryKey: ['loads'] });
    },
  });
}

/** A run, asked about every second until it ends. */
export function useBulkRun(id: number | null) {
  return useQuery({
    queryKey: runKey(id ?? -1),
    enabled: id !== null,
    queryFn: async () =>
      unwrap(
        await api.bulk.GET('/api/v2/bulk-operations/{executionId}', {
          params: { path: { executionId: id! } },
        }),
      ).run,
    refetchInterval: (query) =>
      query.state.data && finished(query.state.data.status) ? false : FOLLOW_MS,
  });
}

/** Asks a run to stop where it is; answers the run as it then stands. */
export function useStopRun() {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) =>
      unwrap(
        await api.bulk.POST('/api/v2/bulk-operations/{executionId}/stop', {
          params: { path: { executionId: id } },
        }),
      ).run,
    onSuccess: (run) => queries.setQueryData(runKey(run.executionId), run),
  });
}

/** Saves an export's file under its name: its bytes read with the token, handed to the browser. */
export async function downloadRunFile(run: BulkRun) {
  const answer = await api.bulk.GET('/api/v2/bulk-operations/{executionId}/file', {
    params: { path: { executionId: run.executionId } },
    parseAs: 'blob',
  });
  if (!answer.response.ok || !(answer.data instanceof Blob)) {
    throw new ApiError(answer.response.status, problemsOf(answer.error));
  }
  saveBlob(answer.data, run.file?.fileName ?? `export-${run.executionId}`);
}

/** Downloads an empty file of the register's columns to fill in and load (XLSX or CSV). */
export async function downloadTemplate(entityName: string, format: 'XLSX' | 'CSV') {
  const answer = await api.importData.POST('/api/v2/core/import-data/template', {
    body: { entityName, format },
    parseAs: 'blob',
  });
  if (!answer.response.ok || !(answer.data instanceof Blob)) {
    throw new ApiError(answer.response.status, problemsOf(answer.error));
  }
  saveBlob(answer.data, `${entityName}-template.${format.toLowerCase()}`);
}
