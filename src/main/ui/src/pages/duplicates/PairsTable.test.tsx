import { render, screen } from '@testing-library/react';
import i18n from 'i18next';
import { describe, expect, it } from 'vitest';
import { PairsTable } from './PairsTable';

describe('the matched pairs of a cluster', () => {
  it('names each comparison in words, not by its type code', async () => {
    await i18n.changeLanguage('en');
    render(
      <PairsTable
        entity={{
          name: 'Person',
          kind: 'register',
          attributes: [
            { name: 'firstName', displayName: 'First name', type: 'String' },
            { name: 'lastName', displayName: 'Last name', type: 'String' },
            { name: 'birthDate', displayName: 'Birth date', type: 'Date' },
          ],
        }}
        records={[
          { etalonId: 'a', displayName: 'Alekseeva Elena · 1996-01-03', attributes: {} },
          { etalonId: 'b', displayName: 'Alekseeva Elena · 1996-01-01', attributes: {} },
        ]}
        pairs={[
          {
            etalonIdA: 'a',
            etalonIdB: 'b',
            ruleName: 'close',
            ruleDisplayName: null,
            matchingDate: null,
            comparisons: [
              { attributes: ['firstName', 'lastName'], type: 'EDIT_DISTANCE', score: 1 },
              { attribute: 'birthDate', type: 'DATE_WITHIN', score: 0.5 },
            ],
          },
        ]}
      />,
    );
    expect(screen.getAllByTestId('comparison').map((c) => c.textContent)).toEqual([
      'First name + Last name · Edit distance: 1',
      'Birth date · Dates within: 0.5',
    ]);
  });
});
