/**
 * The lines each load started from this tab is expected to read, counted in the browser when the
 * file was sent: the server knows how far a load got, not how far it has to go. Kept for the tab's
 * life (sessionStorage), so a reload keeps the progress bars.
 */
const KEY = 'platform-mdm.load-sizes';

function all(): Record<string, number> {
  try {
    return JSON.parse(sessionStorage.getItem(KEY) ?? '{}') as Record<string, number>;
  } catch {
    return {};
  }
}

export function expectedLines(importId: number): number | null {
  return all()[importId] ?? null;
}

export function rememberLines(importId: number, lines: number) {
  sessionStorage.setItem(KEY, JSON.stringify({ ...all(), [importId]: lines }));
}
