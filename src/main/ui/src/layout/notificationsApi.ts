import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, sessionFetch } from '../api/client';
import { ApiError, problemsOf, unwrap } from '../api/errors';
import type { components } from '../api/generated/core';
import { saveBlob, saveJson } from '../files/lobs';

export type UserNotification = components['schemas']['UserNotificationRO'];

const KEY = ['user-notifications'];

/** How often the notifications are asked again; until then the bell and the start page share them. */
const NOTIFICATIONS_REFRESH_MS = 15_000;

/** The caller's latest notifications with the unread count, asked again every 15 seconds. */
export function useNotifications() {
  return useQuery({
    queryKey: KEY,
    queryFn: async () =>
      unwrap(
        await api.core.GET('/api/v2/core/user-notifications', { params: { query: { limit: 20 } } }),
      ),
    staleTime: NOTIFICATIONS_REFRESH_MS,
    refetchInterval: NOTIFICATIONS_REFRESH_MS,
  });
}

export function useMarkAllRead() {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: async () => unwrap(await api.core.POST('/api/v2/core/user-notifications/read')),
    onSuccess: () => queries.invalidateQueries({ queryKey: KEY }),
  });
}

export function useDeleteNotification() {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) =>
      unwrap(
        await api.core.DELETE('/api/v2/core/user-notifications/{id}', {
          params: { path: { id } },
        }),
      ),
    onSuccess: () => queries.invalidateQueries({ queryKey: KEY }),
  });
}

/**
 * Downloads what a notification links to with the session's credentials (a plain link would go
 * without them) and saves it under the given file name.
 */
export async function download(link: string, fileName: string) {
  const response = await sessionFetch(link);
  const type = response.headers.get('Content-Type') ?? '';
  if (response.ok && !type.includes('json')) {
    // A file (an export of records): saved under the name the server gives it.
    saveBlob(await response.blob(), fileNameOf(response) ?? fileName);
    return;
  }
  const body: unknown = await response.json().catch(() => undefined);
  if (!response.ok) throw new ApiError(response.status, problemsOf(body));
  // An export's document is what an import takes as its body: saved without the envelope.
  const document = (body as { document?: unknown }).document ?? body;
  saveJson(document, fileName);
}

/** The file name a response's Content-Disposition gives, if any. */
function fileNameOf(response: Response): string | null {
  const disposition = response.headers.get('Content-Disposition') ?? '';
  const utf8 = /filename\*=UTF-8''([^;]+)/i.exec(disposition);
  if (utf8) return decodeURIComponent(utf8[1]!);
  const plain = /filename="?([^";]+)"?/i.exec(disposition);
  return plain ? plain[1]! : null;
}
