import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client';
import { unwrap } from '../../api/errors';
import type { components } from '../../api/generated/oauth2';

export type Provider = components['schemas']['IdentityProviderRO'];
export type ProviderIn = components['schemas']['IdentityProviderInRO'];
export type ProviderTest = components['schemas']['TestResultRO'];

const PATH = '/api/v1/oauth2/provider';

export function useProviders() {
  return useQuery({
    queryKey: ['providers'],
    queryFn: async () => unwrap(await api.oauth2.GET(PATH)).providers,
  });
}

/** Creates (no version read) or replaces a provider. */
export function useSaveProvider() {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, body, isNew }: { id: string; body: ProviderIn; isNew: boolean }) =>
      unwrap(
        isNew
          ? await api.oauth2.POST(`${PATH}/{registrationId}`, {
              params: { path: { registrationId: id } },
              body,
            })
          : await api.oauth2.PUT(`${PATH}/{registrationId}`, {
              params: { path: { registrationId: id } },
              body,
            }),
      ),
    onSuccess: () => queries.invalidateQueries({ queryKey: ['providers'] }),
  });
}

export function useDeleteProvider() {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) =>
      unwrap(
        await api.oauth2.DELETE(`${PATH}/{registrationId}`, {
          params: { path: { registrationId: id } },
        }),
      ),
    onSuccess: () => queries.invalidateQueries({ queryKey: ['providers'] }),
  });
}

/** Reads a stored provider's discovery document. */
export function useTestProvider() {
  return useMutation({
    mutationFn: async (id: string) =>
      unwrap(
        await api.oauth2.POST(`${PATH}/{registrationId}/test`, {
          params: { path: { registrationId: id } },
        }),
      ),
  });
}
