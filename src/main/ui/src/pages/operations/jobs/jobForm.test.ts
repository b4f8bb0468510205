import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../api/errors';
import {
  definitionBodyOf,
  definitionFormOf,
  fieldOf,
  fieldsOf,
  initialValues,
  onlyCronWarnings,
  parametersOf,
  placeProblems,
  repeatedKeys,
} from './jobForm';
import type { Definition, Descriptor, Parameter } from './jobsApi';

function parameter(name: string, change: Partial<Parameter> = {}): Parameter {
  return {
    name,
    displayName: null,
    description: null,
    type: 'STRING',
    kind: 'SINGLE',
    required: false,
    hidden: false,
    readOnly: false,
    defaultValue: null,
    selector: null,
    ...change,
  };
}

const reindex: Descriptor = {
  jobName: 'reindexDataJob',
  displayName: 'Re-index records',
  description: null,
  parameters: [
    parameter('reindexTypes', {
      displayName: 'Registers and reference sets',
      kind: 'COLLECTION',
      required: true,
      selector: [
        { value: 'Client', label: 'Client' },
        { value: 'Country', label: 'Country (reference set)' },
      ],
    }),
    parameter('blockSize', {
      displayName: 'Records per block',
      type: 'INTEGER',
      defaultValue: 500,
    }),
  ],
};

const everyKind: Descriptor = {
  jobName: 'everything',
  displayName: null,
  description: null,
  parameters: [
    parameter('mode', { selector: [{ value: 'FULL', label: 'Full' }] }),
    parameter('dryRun', { type: 'BOOLEAN', defaultValue: true }),
    parameter('ratio', { type: 'NUMBER' }),
    parameter('from', { type: 'DATE' }),
    parameter('at', { type: 'TIMESTAMP' }),
    parameter('labels', { kind: 'COLLECTION' }),
    parameter('weights', { kind: 'MAP', type: 'INTEGER' }),
    parameter('node', { readOnly: true, defaultValue: 'any' }),
    parameter('secret', { hidden: true }),
  ],
};

describe('the parameter form of an operation type', () => {
  it('has a field per parameter shown, by its type, layout and selector', () => {
    expect(fieldsOf(reindex)).toEqual([
      {
        name: 'reindexTypes',
        label: 'Registers and reference sets',
        help: null,
        input: 'multiselect',
        required: true,
        readOnly: false,
        options: [
          { value: 'Client', label: 'Client' },
          { value: 'Country', label: 'Country (reference set)' },
        ],
      },
      {
        name: 'blockSize',
        label: 'Records per block',
        help: null,
        input: 'integer',
        required: false,
        readOnly: false,
        options: null,
      },
    ]);
    const fields = fieldsOf(everyKind);
    expect(fields.map((f) => [f.name, f.input])).toEqual([
      ['mode', 'select'],
      ['dryRun', 'switch'],
      ['ratio', 'number'],
      ['from', 'date'],
      ['at', 'timestamp'],
      ['labels', 'list'],
      ['weights', 'map'],
      ['node', 'text'],
    ]);
    // Without a display name the parameter is called by its name; a read-only one is shown so.
    expect(fields.find((f) => f.name === 'node')).toMatchObject({ label: 'node', readOnly: true });
  });

  it('starts from the defaults of a new operation, and from the values stored of one changed', () => {
    expect(initialValues(reindex)).toEqual({ reindexTypes: [], blockSize: '500' });
    expect(initialValues(reindex, { reindexTypes: ['Client'], blockSize: 50 })).toEqual({
      reindexTypes: ['Client'],
      blockSize: '50',
    });
    expect(initialValues(everyKind, { weights: { a: 1, b: 2 } })).toMatchObject({
      mode: '',
      dryRun: true,
      labels: [],
      weights: [
        { key: 'a', value: '1' },
        { key: 'b', value: '2' },
      ],
      node: 'any',
    });
    expect(initialValues(everyKind)).not.toHaveProperty('secret');
  });

  it('sends each value in its parameter type, and leaves empty and read-only ones out', () => {
    expect(
      parametersOf(reindex, { reindexTypes: ['Client', 'Country'], blockSize: '200' }),
    ).toEqual({ reindexTypes: ['Client', 'Country'], blockSize: 200 });
    // Empty: the run takes the default.
    expect(parametersOf(reindex, { reindexTypes: [], blockSize: ' ' })).toEqual({});
    expect(
      parametersOf(
        everyKind,
        {
          mode: 'FULL',
          dryRun: false,
          ratio: '0.25',
          from: '2026-03-01',
          at: '2026-03-01T02:30',
          labels: ['a', 'b'],
          weights: [
            { key: 'x', value: '1' },
            { key: '', value: '' },
            { key: ' y ', value: ' 2' },
          ],
          node: 'mine',
        },
        { secret: 's3' },
      ),
    ).toEqual({
      mode: 'FULL',
      dryRun: false,
      ratio: 0.25,
      from: '2026-03-01',
      at: new Date('2026-03-01T02:30').toISOString(),
      labels: ['a', 'b'],
      weights: { x: 1, y: 2 },
      // A hidden parameter keeps its stored value; a read-only one is not sent.
      secret: 's3',
    });
  });

  it('sends a number it cannot read as typed, so that the server names the parameter', () => {
    expect(parametersOf(everyKind, { weights: [{ key: 'x', value: 'many' }] }, {}).weights).toEqual(
      { x: 'many' },
    );
    expect(parametersOf(reindex, { reindexTypes: [], blockSize: '1.5' })).toEqual({
      blockSize: '1.5',
    });
  });
});

const depersonalize: Descriptor = {
  jobName: 'dpDataJob',
  displayName: 'Depersonalize data',
  description: null,
  parameters: [
    parameter('targets', {
      displayName: 'Copies',
      kind: 'MAP',
      required: true,
      selector: [
        { value: 'Patient', label: 'Patients' },
        { value: 'PatientTest', label: 'Patients (test)' },
      ],
    }),
  ],
};

describe('a map parameter', () => {
  it('is a row per entry, picked from its selector when it has one', () => {
    expect(fieldsOf(depersonalize)[0]).toMatchObject({
      input: 'map',
      options: [
        { value: 'Patient', label: 'Patients' },
        { value: 'PatientTest', label: 'Patients (test)' },
      ],
    });
  });

  it('starts with one blank entry, and from a stored map its entries in their order', () => {
    expect(initialValues(depersonalize)).toEqual({ targets: [{ key: '', value: '' }] });
    expect(
      initialValues(depersonalize, { targets: { Patient: 'PatientTest', visits: 'visitsTest' } }),
    ).toEqual({
      targets: [
        { key: 'Patient', value: 'PatientTest' },
        { key: 'visits', value: 'visitsTest' },
      ],
    });
  });

  it('is sent as the JSON object the API takes, blank entries left out, none when all are', () => {
    const sent = parametersOf(depersonalize, {
      targets: [
        { key: 'visits', value: 'visitsTest' },
        { key: '', value: '' },
        { key: 'Patient', value: 'PatientTest' },
      ],
    });
    expect(sent).toEqual({ targets: { visits: 'visitsTest', Patient: 'PatientTest' } });
    expect(Object.keys(sent.targets as object)).toEqual(['visits', 'Patient']);
    expect(parametersOf(depersonalize, { targets: [{ key: ' ', value: '' }] })).toEqual({});
    // Half an entry goes as it is, for the server to name what is missing.
    expect(parametersOf(depersonalize, { targets: [{ key: 'Patient', value: '' }] })).toEqual({
      targets: { Patient: '' },
    });
  });

  it('reads back what it sent', () => {
    const values = { targets: [{ key: 'Patient', value: 'PatientTest' }] };
    expect(initialValues(depersonalize, parametersOf(depersonalize, values))).toEqual(values);
  });

  it('tells the entries whose key an entry above has', () => {
    expect(
      [
        ...repeatedKeys([
          { key: 'a', value: '1' },
          { key: 'b', value: '2' },
          { key: ' a', value: '3' },
          { key: '', value: '4' },
          { key: '', value: '5' },
          { key: 'b', value: '6' },
        ]),
      ].sort(),
    ).toEqual([2, 5]);
  });
});

describe('the form of an operation', () => {
  const stored: Definition = {
    id: 4,
    version: 2,
    jobName: 'reindexDataJob',
    name: 'Nightly re-index',
    description: null,
    enabled: false,
    cronExpression: '0 0 2 * * ?',
    tags: ['nightly'],
    parameters: { reindexTypes: ['Client'] },
    startAfter: { definitionId: 3, status: 'FAILED' },
    lastExecution: null,
    createDate: '2026-03-01T00:00:00Z',
    createdBy: 'admin',
    updateDate: null,
    updatedBy: null,
  };

  it('of a new one is enabled, of the type chosen, with no schedule or chain', () => {
    const form = definitionFormOf(null, reindex);
    expect(form).toEqual({
      jobName: 'reindexDataJob',
      name: '',
      description: '',
      enabled: true,
      cronExpression: '',
      tags: [],
      parameters: { reindexTypes: [], blockSize: '500' },
      startAfterId: '',
      startAfterStatus: 'COMPLETED',
    });
    expect(definitionBodyOf({ ...form, name: ' Re-index ' }, reindex)).toEqual({
      jobName: 'reindexDataJob',
      name: 'Re-index',
      description: null,
      enabled: true,
      cronExpression: null,
      tags: [],
      parameters: { blockSize: 500 },
      startAfter: null,
    });
  });

  it('of one changed sends what was stored and changed', () => {
    const form = definitionFormOf(stored, reindex);
    expect(form.startAfterId).toBe(3);
    expect(definitionBodyOf({ ...form, startAfterStatus: 'COMPLETED' }, reindex)).toEqual({
      jobName: 'reindexDataJob',
      name: 'Nightly re-index',
      description: null,
      enabled: false,
      cronExpression: '0 0 2 * * ?',
      tags: ['nightly'],
      parameters: { reindexTypes: ['Client'], blockSize: 500 },
      startAfter: { definitionId: 3, status: 'COMPLETED' },
    });
  });
});

describe('the problems of a refused save', () => {
  const refused = new ApiError(400, [
    { code: 'JOB_FIELD_REQUIRED', source: 'name', message: 'Name is required.' },
    {
      code: 'JOB_DEFINITION_UNKNOWN_VALUE_IN_PARAMETER',
      source: 'parameters.reindexTypes',
      message: 'Parameter reindexTypes does not know Nope.',
      nested: [
        {
          code: 'JOB_PARAMETER_VALUE_UNKNOWN',
          source: 'parameters.reindexTypes',
          message: 'Nope is not a value.',
        },
      ],
    },
    { code: 'JOB_TAG_INVALID', source: 'tags[1]', message: 'Too long a tag.' },
    { code: 'JOB_CHAIN_UNKNOWN', source: 'startAfter.definitionId', message: 'No such.' },
    { code: 'JOB_PARAMETER_UNKNOWN', source: 'parameters.colour', message: 'No such parameter.' },
    { code: 'JOB_DEFINITION_STALE', source: '', message: 'Changed meanwhile.' },
  ]);

  it('are each shown at its field, and the others above the form', () => {
    const placed = placeProblems(refused, ['reindexTypes', 'blockSize']);
    expect(Object.keys(placed.fields).sort()).toEqual([
      'name',
      'parameters.reindexTypes',
      'startAfter',
      'tags',
    ]);
    expect(placed.fields['parameters.reindexTypes']![0]!.nested).toHaveLength(1);
    expect(placed.others.map((p) => p.code)).toEqual([
      'JOB_PARAMETER_UNKNOWN',
      'JOB_DEFINITION_STALE',
    ]);
    expect(placeProblems(new Error('offline'), [])).toEqual({ fields: {}, others: [] });
  });

  it('name fields by the request body path too', () => {
    expect(fieldOf('definition.cronExpression', [])).toBe('cronExpression');
    expect(fieldOf('definition.parameters.blockSize', ['blockSize'])).toBe('parameters.blockSize');
    expect(fieldOf('version', [])).toBeNull();
  });

  it('ask to confirm a frequent schedule only when it is all that is wrong', () => {
    const warning = {
      code: 'JOB_CRON_TOO_FREQUENT',
      source: 'cronExpression',
      message: 'Every second.',
    };
    expect(onlyCronWarnings(new ApiError(400, [warning]))).toBe(true);
    expect(onlyCronWarnings(new ApiError(400, [warning, refused.problems[0]!]))).toBe(false);
    expect(onlyCronWarnings(new ApiError(400, []))).toBe(false);
    expect(onlyCronWarnings(new Error('offline'))).toBe(false);
  });
});
