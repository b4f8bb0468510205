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
