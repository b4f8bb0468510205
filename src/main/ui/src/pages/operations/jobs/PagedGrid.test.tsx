import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PagedGrid } from './PagedGrid';

describe('the paged grid', { timeout: 30_000 }, () => {
  it('is a grid named by its label, paged by the server’s total', () => {
    render(
      <div style={{ width: 600 }}>
        <PagedGrid
          aria-label="Runs"
          rows={[
            { id: 1, name: 'nightly' },
            { id: 2, name: 'weekly' },
          ]}
          columns={[{ field: 'name', headerName: 'Name' }]}
          total={60}
          paginationModel={{ page: 0, pageSize: 25 }}
          onPaginationModelChange={vi.fn()}
        />
      </div>,
    );
    expect(screen.getByRole('grid', { name: 'Runs' })).toBeTruthy();
    expect(screen.getByText(/1–25 of 60/)).toBeTruthy();
  });
});
