import type { TFunction } from 'i18next';
import type { Selection } from '../searchBody';
import type { BulkRequest, BulkRun } from './bulkApi';

/** The formats a file load reads. */
export type ImportFormat = 'XLSX' | 'CSV' | 'NDJSON';

const EXTENSIONS: Record<string, ImportFormat> = {
  xlsx: 'XLSX',
  csv: 'CSV',
  ndjson: 'NDJSON',
  jsonl: 'NDJSON',
};

/** What the file chooser offers: the extensions a load reads. */
export const IMPORT_ACCEPT = '.xlsx,.csv,.ndjson,.jsonl';

/** The format a file's name says; null when it says none (the server then judges the file). */
export function importFormatOf(fileName: string): ImportFormat | null {
  const dot = fileName.lastIndexOf('.');
  return dot < 0 ? null : (EXTENSIONS[fileName.slice(dot + 1).toLowerCase()] ?? null);
}

/**
 * Whether a load needs a register named: a CSV file always does (its lines name none); a
 * workbook or NDJSON name their own.
 */
export function needsEntity(format: ImportFormat | null): boolean {
  return format === 'CSV';
}

/**
 * How far a run is, 0 to 100 (whole only once it has completed), or null while its size is not
 * known: the server's percent, rounded down.
 */
export function percentOf(run: Pick<BulkRun, 'status' | 'percent'>): number | null {
  if (run.status === 'COMPLETED') return 100;
  if (run.percent === null || run.percent === undefined) return null;
  return Math.max(0, Math.min(99, Math.floor(run.percent)));
}

/** A run's count in words: how many of how many are done, and how many failed. */
export function progressText(
  run: Pick<BulkRun, 'processed' | 'total' | 'failedItems'>,
  t: TFunction,
  language: string,
): string {
  const number = new Intl.NumberFormat(language);
  const done =
    run.total === null
      ? t('bulk.run.processed', { done: number.format(run.processed) })
      : t('bulk.run.done', { done: number.format(run.processed), total: number.format(run.total) });
  return run.failedItems > 0 ? t('bulk.run.withFailed', { done, count: run.failedItems }) : done;
}

/**
 * Each step's count, in step order (`select: 3 of 3 · export: 3 of 3`): the run's own count adds
 * up the items of all its steps, so a step's tells how many records or lines went through it.
 */
export function stepsText(run: Pick<BulkRun, 'steps'>, t: TFunction, language: string): string {
  const number = new Intl.NumberFormat(language);
  return run.steps
    .map((step) =>
      step.total === null
        ? t('bulk.run.stepProcessed', { name: step.name, done: number.format(step.processed) })
        : t('bulk.run.stepDone', {
            name: step.name,
            done: number.format(step.processed),
            total: number.format(step.total),
          }),
    )
    .join(' · ');
}

/** One item a run could not do: the step it failed in, what it was and why. */
export interface FailedItem {
  step: string;
  item: string;
  reason: string;
}

/** Every failed item of a run's steps, in step order. */
export function failuresOf(run: Pick<BulkRun, 'steps'>): FailedItem[] {
  return run.steps.flatMap((step) =>
    step.failures.map((failure) => ({ step: step.name, ...failure })),
  );
}

/** What the toolbar does to the records a search finds: each is one bulk operation of the API. */
export const BULK_ACTIONS = ['XLSX', 'CSV', 'REMATCH', 'REINDEX', 'DELETE', 'WIPE'] as const;
export type BulkAction = (typeof BULK_ACTIONS)[number];

/** The bulk operation an action starts on the selection. */
export function bulkRequest(action: BulkAction, selection: Selection): BulkRequest {
  switch (action) {
    case 'XLSX':
    case 'CSV':
      return { operationType: 'EXPORT', format: action, selection };
    case 'DELETE':
      return { operationType: 'DELETE', wipe: false, selection };
    case 'WIPE':
      return { operationType: 'DELETE', wipe: true, selection };
    default:
      return { operationType: action, selection };
  }
}

/** Whether the action destroys records (its confirmation is red). */
export function destroys(action: BulkAction): boolean {
  return action === 'DELETE' || action === 'WIPE';
}
