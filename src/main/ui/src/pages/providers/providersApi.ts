import { useQuery } from '@tanstack/react-query';
import { api } from '../../api/client';
import { unwrap } from '../../api/errors';
import { useSaveSealed } from '../../api/sealedConfigurations';
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
  return useSaveSealed<ProviderIn>({
    queryKey: ['providers'],
    create: async (registrationId, body) =>
      unwrap(
        await api.oauth2.POST(`${PATH}/{registrationId}`, {
          params: { path: { registrationId } },
          body,
        }),
      ),
    replace: async (registrationId, body) =>
      unwrap(
        await api.oauth2.PUT(`${PATH}/{registrationId}`, {
          params: { path: { registrationId } },
          body,
        }),
      ),
  });
}

export async function deleteProvider(registrationId: string) {
  return unwrap(
    await api.oauth2.DELETE(`${PATH}/{registrationId}`, { params: { path: { registrationId } } }),
  );
}

/** Reads a stored provider's discovery document. */
export async function testProvider(registrationId: string) {
  return unwrap(
    await api.oauth2.POST(`${PATH}/{registrationId}/test`, {
      params: { path: { registrationId } },
    }),
  );
}
