import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../../api/client';
import { DefinitionDialog } from './DefinitionDialog';
import type { Definition, Descriptor, Execution } from './jobsApi';
import { RunsTable } from './RunsTable';

const details = { error: [], info: [], warning: [] };

const reindex: Descriptor = {
  jobName: 'reindexDataJob',
  displayName: 'Re-index records',
  description: 'Rebuilds the search documents.',
  parameters: [
    {
      name: 'reindexTypes',
      displayName: 'Registers and reference sets',
      description: null,
      type: 'STRING',
      kind: 'COLLECTION',
      required: true,
      hidden: false,
      readOnly: false,
      defaultValue: null,
      selector: [{ value: 'Client', label: 'Client' }],
    },
    {
      name: 'blockSize',
      displayName: 'Records per block',
      description: null,
      type: 'INTEGER',
      kind: 'SINGLE',
      required: false,
      hidden: false,
      readOnly: false,
      defaultValue: 500,
      selector: null,
    },
  ],
};

const stored: Definition = {
  id: 9,
  version: 3,
  jobName: 'reindexDataJob',
  name: 'Every second',
  description: null,
  enabled: false,
  cronExpression: '0 0 2 * * ?',
  tags: [],
  parameters: { reindexTypes: ['Client'], blockSize: 100 },
  startAfter: null,
  lastExecution: null,
  createDate: '2026-03-01T00:00:00Z',
  createdBy: 'admin',
  updateDate: null,
  updatedBy: null,
};

function answer<T>(data: T, status = 200) {
  return { data, error: undefined, response: new Response(null, { status }) };
}

function refused(...errors: { code: string; source: string; externalMessage: string }[]) {
  return {
    data: undefined,
    error: { details: { ...details, error: errors }, requestId: null },
    response: new Response(null, { status: 400 }),
  };
}

function shown(onSaved = vi.fn()) {
  vi.spyOn(api.jobs, 'GET').mockImplementation(((path: string) =>
    Promise.resolve(
      path.endsWith('/tags')
        ? answer({ details, tags: [] })
        : answer({ details, definitions: [stored] }),
    )) as never);
  const queries = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queries}>
      <DefinitionDialog
        definition={stored}
        descriptors={[reindex]}
        onClose={() => {}}
        onSaved={onSaved}
      />
    </QueryClientProvider>,
  );
  return onSaved;
}

afterEach(() => vi.restoreAllMocks());

describe('the form of an operation', () => {
  it('shows its stored parameters, and keeps a frequent schedule only once confirmed', async () => {
    const save = vi
      .spyOn(api.jobs, 'PUT')
      .mockResolvedValueOnce(
        refused({
          code: 'JOB_CRON_TOO_FREQUENT',
          source: 'cronExpression',
          externalMessage: 'Every second.',
        }) as never,
      )
      .mockResolvedValueOnce(
        answer({ details, definition: { ...stored, cronExpression: '* * * * * ?' } }) as never,
      );
    const onSaved = shown();
    const dialog = screen.getByRole('dialog', { name: 'Operation Every second' });
    expect(within(dialog).getByRole('button', { name: 'Client' })).toBeTruthy();
    expect(within(dialog).getByLabelText('Records per block')).toHaveProperty('value', '100');

    fireEvent.change(within(dialog).getByLabelText('Schedule (cron)'), {
      target: { value: '* * * * * ?' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    const warning = await screen.findByRole('dialog', { name: 'Run this often?' });
    expect(warning.textContent).toContain('“* * * * * ?”');
    // A warning, not a problem of the field.
    expect(within(dialog).queryByText('Every second.')).toBeNull();
    expect(save).toHaveBeenCalledTimes(1);
    expect(save.mock.calls[0]![1]).toMatchObject({ body: { skipCronWarnings: false } });

    fireEvent.click(within(warning).getByRole('button', { name: 'Keep this schedule' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(save.mock.calls[1]).toEqual([
      '/api/v2/core/jobs/definitions/{id}',
      {
        params: { path: { id: 9 } },
        body: {
          version: 3,
          skipCronWarnings: true,
          definition: expect.objectContaining({
            cronExpression: '* * * * * ?',
            parameters: { reindexTypes: ['Client'], blockSize: 100 },
          }),
        },
      },
    ]);
  });

  it('shows each problem the server lists at its field, and the others above', async () => {
    vi.spyOn(api.jobs, 'PUT').mockResolvedValue(
      refused(
        { code: 'JOB_NAME_TAKEN', source: 'name', externalMessage: 'The name is taken.' },
        {
          code: 'JOB_PARAMETER_TYPE',
          source: 'parameters.blockSize',
          externalMessage: 'Block size takes an integer.',
        },
        {
          code: 'JOB_DEFINITION_STALE',
          source: '',
          externalMessage: 'Changed meanwhile.',
        },
      ) as never,
    );
    shown();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The name is taken.')).toBeTruthy();
    expect(screen.getByText('Block size takes an integer.')).toBeTruthy();
    const others = screen.getByRole('alert', { name: 'The server refused it: 1 problem' });
    expect(others.textContent).toContain('Changed meanwhile.');
    expect(screen.queryByRole('dialog', { name: 'Run this often?' })).toBeNull();
  });
});

describe('the copies of a depersonalization', () => {
  const dp: Descriptor = {
    jobName: 'dpDataJob',
    displayName: 'Depersonalize data',
    description: null,
    parameters: [
      {
        name: 'targets',
        displayName: 'Copies',
        description: 'The copy of each register chosen.',
        type: 'STRING',
        kind: 'MAP',
        required: true,
        hidden: false,
        readOnly: false,
        defaultValue: null,
        selector: [
          { value: 'Patient', label: 'Patients' },
          { value: 'PatientTest', label: 'Patients (test)' },
          { value: 'Visit', label: 'Visits' },
          { value: 'VisitTest', label: 'Visits (test)' },
        ],
      },
      {
        name: 'labels',
        displayName: 'Labels',
        description: null,
        type: 'INTEGER',
        kind: 'MAP',
        required: false,
        hidden: false,
        readOnly: false,
        defaultValue: null,
        selector: null,
      },
    ],
  };
  const copying: Definition = {
    ...stored,
    jobName: 'dpDataJob',
    name: 'Test copy',
    parameters: { targets: { Patient: 'PatientTest', Gone: 'GoneTest' } },
  };

  function open() {
    vi.spyOn(api.jobs, 'GET').mockImplementation(((path: string) =>
      Promise.resolve(
        path.endsWith('/tags')
          ? answer({ details, tags: [] })
          : answer({ details, definitions: [copying] }),
      )) as never);
    const queries = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={queries}>
        <DefinitionDialog
          definition={copying}
          descriptors={[dp]}
          onClose={() => {}}
          onSaved={() => {}}
        />
      </QueryClientProvider>,
    );
    return screen.getByRole('group', { name: 'Copies' });
  }

  /** What a screen reader says of an element after its name. */
  function descriptionOf(element: HTMLElement) {
    const id = element.getAttribute('aria-describedby');
    return id ? document.getElementById(id)?.textContent : null;
  }

  function pick(input: HTMLElement, option: string | RegExp) {
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: option }));
  }

  it(
    'are picked by their names, a row per entry, and sent as the object the API takes',
    { timeout: 30_000 },
    async () => {
      const save = vi
        .spyOn(api.jobs, 'PUT')
        .mockResolvedValue(answer({ details, definition: copying }) as never);
      const copies = open();
      // The stored entries, by their labels; a name the selector no longer has, by itself.
      expect(within(copies).getByRole('combobox', { name: 'Copies: key 1' })).toHaveProperty(
        'value',
        'Patients',
      );
      expect(within(copies).getByRole('combobox', { name: 'Copies: value 1' })).toHaveProperty(
        'value',
        'Patients (test)',
      );
      expect(within(copies).getByRole('combobox', { name: 'Copies: key 2' })).toHaveProperty(
        'value',
        'Gone',
      );
      expect(descriptionOf(copies)).toBe('The copy of each register chosen.');

      fireEvent.click(within(copies).getByRole('button', { name: 'Remove entry 2 of Copies' }));
      expect(within(copies).queryByRole('combobox', { name: 'Copies: key 2' })).toBeNull();
      fireEvent.click(within(copies).getByRole('button', { name: 'Add an entry to Copies' }));
      const key = within(copies).getByRole('combobox', { name: 'Copies: key 2' });
      fireEvent.keyDown(key, { key: 'ArrowDown' });
      // A key is offered once: Patient has its entry already. Each is shown with its name.
      const keys = within(screen.getByRole('listbox')).getAllByRole('option');
      expect(keys.map((o) => o.textContent)).toEqual([
        'Patients (test)PatientTest',
        'VisitsVisit',
        'Visits (test)VisitTest',
      ]);
      fireEvent.click(keys[1]!);
      pick(within(copies).getByRole('combobox', { name: 'Copies: value 2' }), /^Visits \(test\)/);

      // A map without a selector: typed.
      const labels = screen.getByRole('group', { name: 'Labels' });
      fireEvent.change(within(labels).getByRole('textbox', { name: 'Labels: key 1' }), {
        target: { value: 'weight' },
      });
      fireEvent.change(within(labels).getByRole('textbox', { name: 'Labels: value 1' }), {
        target: { value: '3' },
      });

      fireEvent.click(screen.getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(save).toHaveBeenCalled());
      expect(save.mock.calls[0]![1]).toMatchObject({
        body: {
          definition: {
            parameters: {
              targets: { Patient: 'PatientTest', Visit: 'VisitTest' },
              labels: { weight: 3 },
            },
          },
        },
      });
    },
  );

  it(
    'show the server’s problems under the field, and a key given twice at once',
    { timeout: 30_000 },
    async () => {
      vi.spyOn(api.jobs, 'PUT').mockResolvedValue(
        refused({
          code: 'DP_TARGET_ATTRIBUTE',
          source: 'parameters.targets',
          externalMessage: 'The copy PatientTest of Patient has no attribute phone.',
        }) as never,
      );
      const copies = open();
      fireEvent.click(screen.getByRole('button', { name: 'Save' }));
      expect(
        await within(copies).findByText('The copy PatientTest of Patient has no attribute phone.'),
      ).toBeTruthy();
      expect(descriptionOf(copies)).toBe('The copy PatientTest of Patient has no attribute phone.');
      // Not above the form as well.
      expect(screen.queryByRole('alert')).toBeNull();

      const labels = screen.getByRole('group', { name: 'Labels' });
      fireEvent.click(within(labels).getByRole('button', { name: 'Add an entry to Labels' }));
      for (const number of [1, 2]) {
        fireEvent.change(within(labels).getByRole('textbox', { name: `Labels: key ${number}` }), {
          target: { value: 'weight' },
        });
      }
      expect(within(labels).getAllByText(/Given above already/)).toHaveLength(1);
      expect(
        within(labels).getByRole('textbox', { name: 'Labels: key 2' }).getAttribute('aria-invalid'),
      ).toBe('true');
    },
  );
});

describe('the runs of an operation', () => {
  const run: Execution = {
    id: 5,
    definitionId: 9,
    jobName: 'reindexDataJob',
    status: 'STARTED',
    total: 3000,
    processed: 1200,
    failedItems: 2,
    percent: 40,
    rate: 612.34,
    etaSeconds: 75,
    attempts: 2,
    node: 'node-1',
    restartable: false,
    exitMessage: null,
    parameters: {},
    scheduledFor: null,
    startedBy: 'admin',
    createDate: '2026-03-01T00:00:00Z',
    startTime: '2026-03-01T00:00:01Z',
    endTime: null,
  };

  it('show progress, rate and time left, stop one under way and restart only a restartable one', () => {
    const stop = vi.fn();
    const restart = vi.fn();
    render(
      <RunsTable
        runs={[
          run,
          {
            ...run,
            id: 4,
            status: 'FAILED',
            restartable: true,
            exitMessage: 'The index is gone.',
            etaSeconds: null,
            rate: 100,
          },
          {
            ...run,
            id: 3,
            status: 'COMPLETED',
            exitMessage: 'Copied 1 register or reference set.',
            etaSeconds: null,
          },
        ]}
        selected={5}
        onSelect={() => {}}
        onStop={stop}
        onRestart={restart}
        busy={false}
      />,
    );
    const [going, failed, completed] = screen.getAllByTestId('run-row');
    expect(within(going!).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('40');
    expect(within(going!).getByText('1,200 of 3,000')).toBeTruthy();
    expect(within(going!).getByText('612.3/s')).toBeTruthy();
    expect(within(going!).getByText('1:15')).toBeTruthy();
    expect(within(going!).getByText('2 attempts')).toBeTruthy();
    expect(within(going!).queryByRole('button', { name: 'Restart run 5' })).toBeNull();
    fireEvent.click(within(going!).getByRole('button', { name: 'Stop run 5' }));
    expect(stop).toHaveBeenCalledWith(5);

    expect(within(failed!).getByRole('alert').className).toContain('MuiAlert-colorError');
    expect(within(failed!).getByText('The index is gone.')).toBeTruthy();
    // A completed run's remark is no failure.
    expect(within(completed!).getByRole('alert').className).toContain('MuiAlert-colorInfo');
    expect(within(failed!).queryByRole('button', { name: 'Stop run 4' })).toBeNull();
    fireEvent.click(within(failed!).getByRole('button', { name: 'Restart run 4' }));
    expect(restart).toHaveBeenCalledWith(4);
  });
});
