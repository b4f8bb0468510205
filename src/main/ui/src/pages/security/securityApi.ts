import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client';
import { unwrap } from '../../api/errors';
import type { components } from '../../api/generated/core';

export type SecurityLabel = components['schemas']['SecurityLabelRO'];
export type Role = components['schemas']['RoleRO'];
export type User = components['schemas']['UserRO'];
export type LabelInstance = components['schemas']['LabelInstanceRO'];
export type AuditEvent = components['schemas']['AuditEvent'];
export type UserProperty = components['schemas']['UserPropertyRO'];

export function useLabels() {
  return useQuery({
    queryKey: ['security', 'labels'],
    queryFn: async () => unwrap(await api.core.GET('/api/v2/core/security-labels')).labels ?? [],
  });
}

/** Creates a label, or replaces one's names and attributes (`version` the one read). */
export function useSaveLabel() {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: async (label: {
      name: string;
      displayName: string;
      description: string;
      paths: string[];
      version: number | null;
    }) => {
      const body = {
        name: label.name,
        displayName: label.displayName || null,
        description: label.description || null,
        attributes: label.paths.map((path) => ({ path })),
        version: label.version,
      };
      return label.version === null
        ? unwrap(await api.core.POST('/api/v2/core/security-labels', { body }))
        : unwrap(
            await api.core.PUT('/api/v2/core/security-labels/{name}', {
              params: { path: { name: label.name } },
              body,
            }),
          );
    },
    onSuccess: () => queries.invalidateQueries({ queryKey: ['security'] }),
  });
}

/** Deletes a label with every instance of it roles and users hold. */
export function useDeleteLabel() {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: async (name: string) =>
      unwrap(
        await api.core.DELETE('/api/v2/core/security-labels/{name}', {
          params: { path: { name } },
        }),
      ),
    onSuccess: () => queries.invalidateQueries({ queryKey: ['security'] }),
  });
}

export function useRoles() {
  return useQuery({
    queryKey: ['security', 'roles'],
    queryFn: async () => unwrap(await api.core.GET('/api/v2/core/roles')).roles ?? [],
  });
}

/** Replaces a role's label instances; its rights and the rest stay as read. */
export function useAssignRoleLabels() {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: async ({ role, instances }: { role: Role; instances: LabelInstance[] }) =>
      unwrap(
        await api.core.PUT('/api/v2/core/roles/{name}', {
          params: { path: { name: role.name } },
          body: {
            name: role.name,
            rights: role.rights,
            securityLabels: instances,
            version: role.version,
          },
        }),
      ),
    onSuccess: () => queries.invalidateQueries({ queryKey: ['security'] }),
  });
}

export function useUsers() {
  return useQuery({
    queryKey: ['security', 'users'],
    queryFn: async () => unwrap(await api.core.GET('/api/v2/core/users')).users ?? [],
  });
}

/** Replaces the label instances a user holds itself; the rest of the user stays. */
export function useAssignUserLabels() {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: async ({ user, instances }: { user: User; instances: LabelInstance[] }) =>
      unwrap(
        await api.core.PUT('/api/v2/core/users/{userName}', {
          params: { path: { userName: user.userName } },
          body: { securityLabels: instances, version: user.version },
        }),
      ),
    onSuccess: () => queries.invalidateQueries({ queryKey: ['security'] }),
  });
}

export function useUnlockUser() {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: async (userName: string) =>
      unwrap(
        await api.core.POST('/api/v2/core/users/{userName}/unlock', {
          params: { path: { userName } },
        }),
      ),
    onSuccess: () => queries.invalidateQueries({ queryKey: ['security', 'users'] }),
  });
}

export function useAuditEvents(type: string) {
  return useQuery({
    queryKey: ['security', 'audit', type],
    queryFn: async () =>
      unwrap(
        await api.core.GET('/api/v2/core/audit-events', {
          params: { query: { type: type || undefined, limit: 50 } },
        }),
      ),
  });
}

export function useProperties() {
  return useQuery({
    queryKey: ['security', 'properties'],
    queryFn: async () =>
      unwrap(await api.core.GET('/api/v2/core/user-defined-properties')).properties ?? [],
  });
}

export function useCreateProperty() {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: async (property: UserProperty) =>
      unwrap(
        await api.core.POST('/api/v2/core/user-defined-properties', {
          body: { properties: [property] },
        }),
      ),
    onSuccess: () => queries.invalidateQueries({ queryKey: ['security', 'properties'] }),
  });
}

export function useDeleteProperty() {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: async (name: string) =>
      unwrap(
        await api.core.DELETE('/api/v2/core/user-defined-properties', {
          params: { query: { 'id[]': [name] } },
        }),
      ),
    onSuccess: () => queries.invalidateQueries({ queryKey: ['security', 'properties'] }),
  });
}

export type Rights = components['schemas']['RightsRO'];

export function useResources() {
  return useQuery({
    queryKey: ['security', 'resources'],
    queryFn: async () =>
      unwrap(await api.core.GET('/api/v2/core/security/resources')).resources ?? [],
  });
}

/** Creates a role, or changes one's names and rights (its label instances stay). */
export function useSaveRole() {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: async (role: {
      name: string;
      displayName: string;
      rights: Rights[];
      version: number | null;
    }) => {
      // Cleared on a change, the display name is sent empty: the server shows the name again
      // (left out, it would keep the old one).
      const body = {
        name: role.name,
        displayName: role.version === null ? role.displayName || null : role.displayName,
        rights: role.rights,
        version: role.version,
      };
      return role.version === null
        ? unwrap(await api.core.POST('/api/v2/core/roles', { body }))
        : unwrap(
            await api.core.PUT('/api/v2/core/roles/{name}', {
              params: { path: { name: role.name } },
              body,
            }),
          );
    },
    onSuccess: () => queries.invalidateQueries({ queryKey: ['security'] }),
  });
}

export function useDeleteRole() {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: async (name: string) =>
      unwrap(await api.core.DELETE('/api/v2/core/roles/{name}', { params: { path: { name } } })),
    onSuccess: () => queries.invalidateQueries({ queryKey: ['security'] }),
  });
}

/** Creates a user with a password and roles. */
export function useCreateUser() {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: async (user: {
      userName: string;
      password: string;
      fullName: string;
      email: string;
      roles: string[];
    }) =>
      unwrap(
        await api.core.POST('/api/v2/core/users', {
          body: {
            userName: user.userName,
            password: user.password,
            fullName: user.fullName || null,
            email: user.email || null,
            roles: user.roles,
          },
        }),
      ),
    onSuccess: () => queries.invalidateQueries({ queryKey: ['security', 'users'] }),
  });
}

/** Changes a user's roles and whether it may log in; the rest of the user stays. */
export function useUpdateUser() {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: async ({ user, roles, active }: { user: User; roles: string[]; active: boolean }) =>
      unwrap(
        await api.core.PUT('/api/v2/core/users/{userName}', {
          params: { path: { userName: user.userName } },
          body: { roles, active, version: user.version },
        }),
      ),
    onSuccess: () => queries.invalidateQueries({ queryKey: ['security', 'users'] }),
  });
}

/** Starts an export of roles or labels; the result arrives as a notification. */
export function useStartExport() {
  return useMutation({
    mutationFn: async (what: 'roles' | 'labels') =>
      what === 'roles'
        ? unwrap(await api.core.POST('/api/v2/core/roles/export'))
        : unwrap(await api.core.POST('/api/v2/core/security-labels/export')),
  });
}

export type SecurityDocument = components['schemas']['SecurityDocument'];

/** Starts an import of roles or labels from a document; the result arrives as a notification. */
export function useStartImport() {
  return useMutation({
    mutationFn: async ({
      what,
      document,
      recreate,
    }: {
      what: 'roles' | 'labels';
      document: SecurityDocument;
      recreate: boolean;
    }) =>
      what === 'roles'
        ? unwrap(await api.core.POST('/api/v2/core/roles/import', { body: document }))
        : unwrap(
            await api.core.POST('/api/v2/core/security-labels/import', {
              params: { query: { recreate } },
              body: document,
            }),
          ),
  });
}
