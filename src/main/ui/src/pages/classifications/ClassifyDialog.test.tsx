import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/errors';
import { ClassifyDialog } from './ClassifyDialog';

const refusal = new ApiError(400, [
  {
    code: 'DATA_ATTRIBUTE_WRONG_TYPE',
    source: 'classifications.kinds[0].attributes.warranty',
    message: 'Not a whole number.',
  },
  { code: 'DATA_SOURCE_SYSTEM_UNKNOWN', source: 'sourceSystem', message: 'No such source.' },
  { code: 'CLASSIFICATION_X', source: 'classifications.kinds[0]', message: 'The item is wrong.' },
]);

vi.mock('./classificationsApi', () => ({
  useWriteClassifications: () => ({ mutate: vi.fn(), error: refusal, isPending: false }),
}));
vi.mock('../classifiers/classifiersApi', () => ({
  useClassifier: () => ({
    data: { versions: [{ name: 'v1', displayName: 'v1', default: true }] },
  }),
  useNodeSearch: () => ({ data: undefined, isFetching: false }),
  useNode: () => ({
    data: {
      details: { error: [], info: [], warning: [] },
      node: {
        nodeId: 'n2',
        name: 'phones',
        displayName: 'Phones',
        code: '01.01',
        description: null,
        depth: 2,
        parentId: 'n1',
        childCount: 0,
        attributes: [],
      },
      inheritedAttributes: [
        {
          fromNodeId: 'n1',
          fromNodeName: 'devices',
          attribute: {
            name: 'warranty',
            displayName: 'Warranty',
            type: 'Integer',
            description: null,
            array: false,
            required: false,
            inheritable: true,
            enumeration: null,
            lookupEntity: null,
            defaultValue: null,
          },
        },
      ],
    },
  }),
}));

/** What an input's help line says (its accessible description). */
function description(element: HTMLElement) {
  const ids = (element.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}

describe('the classify form', () => {
  it('shows each of the server’s problems at its field, and those of no field above the buttons', () => {
    render(
      <ClassifyDialog
        entityName="Gadget"
        etalonId="e1"
        classifiers={[
          {
            name: 'kinds',
            displayName: 'Kinds',
            assignments: ['Gadget'],
            multiple: false,
          } as never,
        ]}
        classifierName="kinds"
        sourceSystems={['shop']}
        sourceSystem="shop"
        current={[]}
        enumerations={[]}
        onClose={() => {}}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Classify the record' });
    const warranty = within(dialog).getByRole('spinbutton', { name: 'Warranty' });
    expect(description(warranty)).toBe('Not a whole number.');
    expect(within(dialog).getByText('Inherited from devices')).toBeTruthy();
    const source = within(dialog).getByRole('combobox', { name: /Source system/ });
    expect(description(source)).toBe('No such source.');
    expect(within(dialog).getByRole('alert').textContent).toBe('The item is wrong.');
  });
});
