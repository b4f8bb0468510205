import { adminApi, ensureRegister, load } from './api';
import { CLIENTS, IVANOV, SIDOROV, type WriteRecord } from './people';

/**
 * Loads what the records tests look at, through the documented API, unless it is there: a
 * register `Client` (its description is `fullName`, by the custom property `description_field`),
 * two source systems, and a few thousand clients in Latin and Cyrillic script, among them the
 * ones the tests name (see people.ts).
 */
export default async function seed() {
  const api = await adminApi();
  const added = await ensureRegister(
    api,
    {
      name: CLIENTS,
      displayName: 'Client',
      customProperties: { description_field: 'fullName' },
      attributes: [
        { name: 'fullName', displayName: 'Full name', type: 'String' },
        { name: 'firstName', displayName: 'First name', type: 'String' },
        { name: 'lastName', displayName: 'Last name', type: 'String' },
        { name: 'city', displayName: 'City', type: 'String' },
        { name: 'birthDate', displayName: 'Birth date', type: 'Date' },
        { name: 'score', displayName: 'Score', type: 'Integer' },
        { name: 'vip', displayName: 'VIP', type: 'Boolean' },
      ],
    },
    [
      { name: 'crm', weight: 80 },
      { name: 'erp', weight: 40 },
    ],
  );
  if (added) {
    await load(api, [...generated(3000), ...IVANOV.lines, ...SIDOROV.lines]);
  }
}

const FIRST = [
  'Anna',
  'Boris',
  'Clara',
  'Denis',
  'Elena',
  'Fedor',
  'Galina',
  'Oleg',
  'Мария',
  'Пётр',
];
const LAST = ['Morozov', 'Volkov', 'Lebedev', 'Kozlov', 'Novikov', 'Соколов', 'Попов', 'Орлов'];
const CITIES = ['Moscow', 'Kazan', 'Berlin', 'Riga', 'Самара', 'Омск'];

/** Clients enough to page through, each from the ERP, in both scripts. */
function* generated(count: number): Generator<WriteRecord> {
  for (let i = 0; i < count; i++) {
    const firstName = FIRST[i % FIRST.length]!;
    const lastName = LAST[(i * 7) % LAST.length]!;
    yield {
      entityName: CLIENTS,
      sourceSystem: 'erp',
      externalId: `G-${i}`,
      attributes: {
        fullName: `${firstName} ${lastName}`,
        firstName,
        lastName,
        city: CITIES[i % CITIES.length],
        birthDate: `19${50 + (i % 50)}-0${1 + (i % 9)}-1${i % 10}`,
        score: i % 100,
        vip: i % 10 === 0,
      },
    };
  }
}
