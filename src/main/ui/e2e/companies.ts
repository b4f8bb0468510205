import { fail, type AdminApi, ensureRegister } from './api';
import type { WriteRecord } from './people';

/** The register the duplicates tests load; no other test file counts its records. */
export const COMPANIES = 'Company';

/**
 * Adds the register (once) and saves its matching model: a REVIEW rule, so that matches wait in
 * clusters for a steward instead of merging at once.
 */
export async function ensureCompanies(api: AdminApi) {
  await ensureRegister(
    api,
    {
      name: COMPANIES,
      displayName: 'Company',
      customProperties: { description_field: 'name' },
      attributes: [
        { name: 'name', displayName: 'Name', type: 'String' },
        { name: 'inn', displayName: 'INN', type: 'String' },
        { name: 'city', displayName: 'City', type: 'String' },
      ],
    },
    [
      { name: 'crm', weight: 80 },
      { name: 'erp', weight: 40 },
    ],
  );
  const saved = await api.matching.POST('/api/v2/matching/models/save', {
    body: {
      model: {
        entityName: COMPANIES,
        sets: [
          {
            name: 'company',
            displayName: 'Company',
            rules: [
              {
                name: 'sameInn',
                displayName: 'Same INN, close name',
                action: 'REVIEW',
                comparisons: [
                  { attribute: 'inn', type: 'EXACT' },
                  { attribute: 'name', type: 'FUZZY', threshold: 0.4 },
                ],
              },
            ],
          },
        ],
      },
    },
  });
  if (!saved.data) fail('save the matching model of Company', saved);
}

/**
 * Writes a company one record at a time (each write is matched at once, unlike the bulk load)
 * and answers its etalon id.
 */
export async function writeCompany(
  api: AdminApi,
  sourceSystem: string,
  externalId: string,
  attributes: { name: string; inn: string; city?: string },
): Promise<string> {
  const body: WriteRecord = { entityName: COMPANIES, sourceSystem, externalId, attributes };
  const written = await api.records.POST('/api/meta-data-driven/v1/data', { body });
  const etalonId = written.data?.etalonId;
  if (!etalonId) fail(`write ${sourceSystem}/${externalId}`, written);
  return etalonId;
}
