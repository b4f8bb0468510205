import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client';
import { unwrap } from '../../api/errors';
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
  const queries = useQueryClient();
  return useMutation({
    mutationFn: async ({
      id,
      body,
      isNew,
    }: {
      id: string;
      body: ConfigurationIn;
      isNew: boolean;
    }) =>
      unwrap(
        isNew
          ? await api.ldap.POST(`${PATH}/{id}`, { params: { path: { id } }, body })
          : await api.ldap.PUT(`${PATH}/{id}`, { params: { path: { id } }, body }),
      ),
    onSuccess: () => queries.invalidateQueries({ queryKey: ['directory'] }),
  });
}

export function useDeleteConfiguration() {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) =>
      unwrap(await api.ldap.DELETE(`${PATH}/{id}`, { params: { path: { id } } })),
    onSuccess: () => queries.invalidateQueries({ queryKey: ['directory'] }),
  });
}

/** Connects with a stored configuration (an id), or with one not saved yet (a body). */
export function useTestConfiguration() {
  return useMutation({
    mutationFn: async (what: { id: string } | { body: ConfigurationIn }) =>
      unwrap(
        'id' in what
          ? await api.ldap.POST(`${PATH}/{id}/test`, { params: { path: { id: what.id } } })
          : await api.ldap.POST(`${PATH}/test`, { body: what.body }),
      ),
  });
}
