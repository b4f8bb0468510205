import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../api/client';
import { unwrap } from '../../api/errors';
import { useSaveSealed } from '../../api/sealedConfigurations';
import type { components } from '../../api/generated/ldap';

export type Configuration = components['schemas']['LdapConfigurationRO'];
export type ConfigurationIn = components['schemas']['LdapConfigurationInRO'];
export type TestResult = components['schemas']['TestResultRO'];

const PATH = '/api/v1/ldap/configuration';

export function useConfigurations() {
  return useQuery({
    queryKey: ['directory', 'configurations'],
    queryFn: async () => unwrap(await api.ldap.GET(PATH)).configurations,
  });
}

/** The formats a domain may put full names together by, with their names in the UI's language. */
export function useNameFormats() {
  return useQuery({
    queryKey: ['directory', 'name-formats'],
    queryFn: async () => unwrap(await api.ldap.GET(`${PATH}/name-formats`)).names,
  });
}

/** Creates (no version read) or replaces a configuration. */
export function useSaveConfiguration() {
  return useSaveSealed<ConfigurationIn>({
    queryKey: ['directory'],
    create: async (id, body) =>
      unwrap(await api.ldap.POST(`${PATH}/{id}`, { params: { path: { id } }, body })),
    replace: async (id, body) =>
      unwrap(await api.ldap.PUT(`${PATH}/{id}`, { params: { path: { id } }, body })),
  });
}

export async function deleteConfiguration(id: string) {
  return unwrap(await api.ldap.DELETE(`${PATH}/{id}`, { params: { path: { id } } }));
}

/** Connects with a stored configuration (an id), or with one not saved yet (a body). */
export async function testConfiguration(what: { id: string } | { body: ConfigurationIn }) {
  return unwrap(
    'id' in what
      ? await api.ldap.POST(`${PATH}/{id}/test`, { params: { path: { id: what.id } } })
      : await api.ldap.POST(`${PATH}/test`, { body: what.body }),
  );
}

export function useTestConfiguration() {
  return useMutation({ mutationFn: testConfiguration });
}
