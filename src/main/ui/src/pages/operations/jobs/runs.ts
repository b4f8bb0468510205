import { finished, percent } from '../progress';

/** What the bar of a run or a step needs: how much of how much, and its status. */
interface Progress {
  status: string;
  processed: number;
  total: number | null;
}

/**
 * How far a run or a step is, 0 to 100 (whole only once it has completed), or null while its size
 * is unknown.
 */
export function progressOf({ status, processed, total }: Progress): number | null {
  return percent(processed, total, status === 'COMPLETED');
}

/** Whether a run can be asked to stop: it has not ended and is not stopping already. */
export function stoppable(status: string): boolean {
  return !finished(status) && status !== 'STOPPING';
}

/** Seconds as `h:mm:ss` (or `m:ss` under an hour); null when not known. */
export function duration(seconds: number | null | undefined): string | null {
  if (seconds === null || seconds === undefined || seconds < 0) return null;
  const whole = Math.round(seconds);
  const h = Math.floor(whole / 3600);
  const m = Math.floor((whole % 3600) / 60);
  const s = String(whole % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

/** The statuses of a run in the order of its life: those the list of every run is filtered by. */
export const RUN_STATUSES = [
  'STARTING',
  'STARTED',
  'STOPPING',
  'STOPPED',
  'COMPLETED',
  'FAILED',
] as const;

export interface RunFilter {
  /** Only the runs of this operation type; empty: of every type. */
  jobName: string;
  /** Only the runs in this status; empty: in any. */
  status: string;
  /** The page asked for, from 0, of `pageSize` runs. */
  page: number;
  pageSize: number;
}

/** The query of a page of every run: a filter left empty is not sent (every type, any status). */
export function runsQuery({ jobName, status, page, pageSize }: RunFilter) {
  return {
    ...(jobName ? { jobName } : {}),
    ...(status ? { status } : {}),
    offset: page * pageSize,
    limit: pageSize,
  };
}

/** An operation type's name for people: its descriptor's, else its own (a type since removed). */
export function typeName(
  descriptors: { jobName: string; displayName: string | null }[],
  jobName: string,
): string {
  return descriptors.find((d) => d.jobName === jobName)?.displayName ?? jobName;
}
