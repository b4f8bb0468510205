/**
 * What a state of a load, a run, a webhook, a health component or a run of a background operation
 * looks like.
 */
export type StateColour = 'default' | 'info' | 'primary' | 'success' | 'warning' | 'error';

const COLOURS: Record<string, StateColour> = {
  QUEUED: 'info',
  PENDING: 'info',
  STARTING: 'info',
  RUNNING: 'primary',
  STARTED: 'primary',
  DONE: 'success',
  COMPLETED: 'success',
  ACTIVE: 'success',
  READY: 'success',
  UP: 'success',
  PAUSED: 'warning',
  STOPPING: 'warning',
  STOPPED: 'warning',
  OUT_OF_SERVICE: 'warning',
  FAILED: 'error',
  DOWN: 'error',
};

/** The colour of a state: going on (blue), done or well (green), held (amber), broken (red). */
export function stateColour(state: string | null | undefined): StateColour {
  return COLOURS[state ?? ''] ?? 'default';
}

const ENDED = new Set(['DONE', 'FAILED', 'COMPLETED', 'STOPPED']);
const WORKING = new Set(['RUNNING', 'STARTED', 'STOPPING']);

/** Whether a load or a run has ended (it is followed until then). */
export function finished(state: string | null | undefined): boolean {
  return ENDED.has(state ?? '');
}

/** Whether a load or a run is at work now (not waiting for a node, not ended). */
export function working(state: string | null | undefined): boolean {
  return WORKING.has(state ?? '');
}

/**
 * How far a piece of work is, 0 to 100 (rounded down, so 100 only when all is done), or null when
 * its size is not known. Finished work is whole; a count beyond an estimated size stops short of
 * 100 until the work is done.
 */
export function percent(
  done: number,
  total: number | null | undefined,
  ended = false,
): number | null {
  if (ended) return 100;
  if (!total || total <= 0) return null;
  return Math.max(0, Math.min(99, Math.floor((done * 100) / total)));
}
