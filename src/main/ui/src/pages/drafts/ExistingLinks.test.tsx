import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ExistingLinks, type Related } from './ExistingLinks';

const link: Related = {
  etalonId: 'e-2',
  entityName: 'Supplier',
  displayName: 'Acme Supplies',
  externalKeys: [{ sourceSystem: 'erp', id: 'S-2', initialOwner: null }],
  relationEtalonId: 'l-1',
  attributes: {},
  validFrom: null,
  validTo: null,
};

describe('the links a record has, in the editor', () => {
  it('marks a link for removal, and keeps it again', () => {
    const onChange = vi.fn();
    const { rerender } = render(
      <ExistingLinks
        relationLabel="Partner"
        targetLabel="Supplier"
        links={[link]}
        removed={[]}
        onChange={onChange}
      />,
    );
    expect(screen.getByText('Partner: Supplier · Acme Supplies')).toBeTruthy();
    fireEvent.click(
      screen.getByRole('button', { name: 'Remove the link Partner to Supplier · Acme Supplies' }),
    );
    expect(onChange).toHaveBeenCalledWith(['l-1']);

    rerender(
      <ExistingLinks
        relationLabel="Partner"
        targetLabel="Supplier"
        links={[link]}
        removed={['l-1']}
        onChange={onChange}
      />,
    );
    expect(screen.getByText('(removed when saved)')).toBeTruthy();
    fireEvent.click(
      screen.getByRole('button', { name: 'Keep the link Partner to Supplier · Acme Supplies' }),
    );
    expect(onChange).toHaveBeenLastCalledWith([]);
  });
});
