import type { Scan } from './governanceApi';

/**
 * How far a running scan is, 0 to 99: the assets it has written or found unchanged among those it
 * found; null while the crawl is still finding them (nothing to measure against), 100 once ended.
 */
export function scanPercent(scan: Scan): number | null {
  if (['COMPLETED', 'FAILED', 'STOPPED'].includes(scan.status)) return 100;
  if (scan.found <= 0) return null;
  const done = scan.written + scan.unchanged;
  return Math.max(0, Math.min(99, Math.floor((done * 100) / scan.found)));
}

/** The whole seconds a scan took, or has taken until `now` while it runs; null before it starts. */
export function scanDuration(scan: Scan, now: number = Date.now()): number | null {
  if (!scan.startTime) return null;
  const end = scan.endTime ? Date.parse(scan.endTime) : now;
  return Math.max(0, Math.round((end - Date.parse(scan.startTime)) / 1000));
}
