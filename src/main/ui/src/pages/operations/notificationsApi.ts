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

/** The notification types sent today, in the order a form offers them. */
export const NOTIFICATION_TYPES = [
  'UPSERT',
  'LOGICAL_DELETE',
  'PHYSICAL_DELETE',
  'UPDATE_WINNER_MERGE',
  'UPDATE_LOSER_MERGE',
  'UPDATE_UNMERGE',
  'CREATE_UNMERGE',
] as const;

export interface WebhookForm {
  url: string;
  /** Empty: every register. */
  entityNames: string[];
  /** Empty: every type. */
  types: string[];
  /** On a change, empty keeps the secret given before (it is never shown). */
  secret: string;
}

/** Subscribes a URL (`id` null) or changes a subscription. */
export function useSaveWebhook() {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, form }: { id: number | null; form: WebhookForm }) => {
      const body = {
        url: form.url.trim(),
        entityNames: form.entityNames,
        types: form.types,
      };
      return id === null
        ? unwrap(
            await api.notifications.POST('/api/v2/notifications/webhooks', {
              body: { ...body, secret: form.secret },
            }),
          )
        : unwrap(
            await api.notifications.PUT('/api/v2/notifications/webhooks/{id}', {
              params: { path: { id } },
              body: { ...body, secret: form.secret === '' ? null : form.secret },
            }),
          );
    },
    onSuccess: () => queries.invalidateQueries({ queryKey: ['webhooks'] }),
  });
}

export function useDeleteWebhook() {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) =>
      unwrap(
        await api.notifications.DELETE('/api/v2/notifications/webhooks/{id}', {
          params: { path: { id } },
        }),
      ),
    onSuccess: () => queries.invalidateQueries({ queryKey: ['webhooks'] }),
  });
}
