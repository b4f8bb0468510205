import type { components } from '../src/api/generated/meta-data-driven';

/** A line of a bulk load: a record write, as the document types it. */
export type WriteRecord = components['schemas']['WriteRecordRO'];

/** The register the end-to-end tests load, and the people in it that the tests look for. */
export const CLIENTS = 'Client';

export function baseUrl() {
  return process.env.PLATFORM_URL ?? 'http://localhost:8080';
}

export function adminPassword() {
  const password = process.env.PLATFORM_ADMIN_PASSWORD;
  if (!password) throw new Error('set PLATFORM_ADMIN_PASSWORD to the password of admin');
  return password;
}

/**
 * Ivan Ivanov: the CRM's version from 2020 on, the ERP's for all time, so his timeline has two
 * periods (before 2020 the ERP alone) and his golden values come from both.
 */
export const IVANOV = {
  etalonId: '6d1f3c2a-7b41-4e8e-9a35-1c2b3d4e5f60',
  fullName: 'Ivan Ivanov',
  lines: <WriteRecord[]>[
    {
      entityName: CLIENTS,
      sourceSystem: 'erp',
      externalId: 'E-IVANOV',
      etalonId: '6d1f3c2a-7b41-4e8e-9a35-1c2b3d4e5f60',
      attributes: { fullName: 'Ivan Ivanoff', lastName: 'Ivanoff', city: 'Tver', score: 7 },
    },
    {
      entityName: CLIENTS,
      sourceSystem: 'crm',
      externalId: 'C-IVANOV',
      etalonId: '6d1f3c2a-7b41-4e8e-9a35-1c2b3d4e5f60',
      validFrom: '2020-01-01T00:00:00',
      attributes: {
        fullName: 'Ivan Ivanov',
        firstName: 'Ivan',
        lastName: 'Ivanov',
        city: 'Moscow',
      },
    },
  ],
};

/** Сидоров, written in Cyrillic only: a Latin search for Sidorov must find him. */
export const SIDOROV = {
  fullName: 'Иван Сидоров',
  lines: <WriteRecord[]>[
    {
      entityName: CLIENTS,
      sourceSystem: 'crm',
      externalId: 'C-SIDOROV',
      attributes: {
        fullName: 'Иван Сидоров',
        firstName: 'Иван',
        lastName: 'Сидоров',
        city: 'Омск',
      },
    },
  ],
};
