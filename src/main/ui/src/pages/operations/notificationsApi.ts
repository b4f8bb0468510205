import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, requestContext } from '../../api/client';
import { ApiError, unwrap } from '../../api/errors';
import type { components } from '../../api/generated/notifications';

export type Webhook = components['schemas']['WebhookView'];

/** The relay's health component as the server's health endpoint reports it. */
export interface Health {
  status: string;
  details?: Record<string, unknown>;
}

/** How often the relay's health and the webhooks are asked again. */
const WATCH_MS = 10_000;

export function useWebhooks() {
  return useQuery({
    queryKey: ['webhooks'],
    queryFn: async () =>
      unwrap(await api.notifications.GET('/api/v2/notifications/webhooks')).webhooks ?? [],
    refetchInterval: WATCH_MS,
  });
}

export function useResumeWebhook() {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) =>
      unwrap(
        await api.notifications.POST('/api/v2/notifications/webhooks/{id}/resume', {
          params: { path: { id } },
        }),
      ),
    onSuccess: () => queries.invalidateQueries({ queryKey: ['webhooks'] }),
  });
}

/**
 * The component `notificationRelay` of `GET /actuator/health`, the server's health endpoint (not a
 * module's API, so not in the generated client). It answers without a login; with the session's
 * token it adds the details (backlog, lag, failing since). A DOWN server answers 503 with the same
 * body.
 */
export function useRelayHealth() {
  return useQuery({
    queryKey: ['health', 'notificationRelay'],
    refetchInterval: WATCH_MS,
    queryFn: async (): Promise<Health> => {
      const headers: Record<string, string> = { Accept: 'application/json' };
      if (requestContext.token) headers.Authorization = `Bearer ${requestContext.token}`;
      const response = await fetch('/actuator/health', { headers });
      if (!response.ok && response.status !== 503) throw new ApiError(response.status, []);
      const body = (await response.json()) as { components?: Record<string, Health> };
      return body.components?.notificationRelay ?? { status: 'UNKNOWN' };
    },
  });
}
