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
              { attributes: ['birthDate'], type: 'DATE_WITHIN', score: 0.5 },
            ],
            score: null,
            upperThreshold: null,
            lowerThreshold: null,
            action: null,
            evidence: null,
          },
        ]}
      />,
    );
    expect(screen.getAllByTestId('comparison').map((c) => c.textContent)).toEqual([
      'First name + Last name · Edit distance: 1',
      'Birth date · Dates within: 0.5',
    ]);
  });

  it('explains a weighted pair by its score and the level and weight of each attribute', async () => {
    await i18n.changeLanguage('en');
    render(
      <PairsTable
        entity={{
          name: 'Person',
          kind: 'register',
          attributes: [
            { name: 'lastName', displayName: 'Last name', type: 'String' },
            { name: 'birthDate', displayName: 'Birth date', type: 'Date' },
          ],
        }}
        records={[
          { etalonId: 'a', displayName: 'Petrov Ivan', attributes: {} },
          { etalonId: 'b', displayName: 'Petrvo Ivan', attributes: {} },
        ]}
        pairs={[
          {
            etalonIdA: 'a',
            etalonIdB: 'b',
            ruleName: 'weighed',
            ruleDisplayName: null,
            matchingDate: null,
            comparisons: null,
            score: 2.58,
            upperThreshold: 12,
            lowerThreshold: 2,
            action: 'AUTO_MERGE',
            evidence: [
              { attributes: ['lastName'], level: 'JARO_WINKLER', parameter: 0.92, weight: 2.58 },
              { attributes: ['birthDate'], level: 'MISSING', parameter: null, weight: 0 },
            ],
          },
        ]}
      />,
    );
    expect(screen.getByTestId('weighted-score').textContent).toBe(
      'Score 2.58 (review from 2, merge at once from 12)',
    );
    expect(screen.getAllByTestId('evidence').map((c) => c.textContent)).toEqual([
      'Last name · Jaro–Winkler: +2.58',
      'Birth date · a value is missing: +0.00',
    ]);
  });
  it('says only where review starts for a REVIEW rule, whose upper threshold changes nothing', async () => {
    await i18n.changeLanguage('en');
    render(
      <PairsTable
        entity={{
          name: 'Person',
          kind: 'register',
          attributes: [
            { name: 'lastName', displayName: 'Last name', type: 'String' },
            { name: 'birthDate', displayName: 'Birth date', type: 'Date' },
          ],
        }}
        records={[
          { etalonId: 'a', displayName: 'Petrov Ivan', attributes: {} },
          { etalonId: 'b', displayName: 'Petrvo Ivan', attributes: {} },
        ]}
        pairs={[
          {
            etalonIdA: 'a',
            etalonIdB: 'b',
            ruleName: 'weighed',
            ruleDisplayName: null,
            matchingDate: null,
            comparisons: null,
            score: 14.2,
            upperThreshold: 12,
            lowerThreshold: 2,
            action: 'REVIEW',
            evidence: [
              { attributes: ['lastName'], level: 'JARO_WINKLER', parameter: 0.92, weight: 2.58 },
              { attributes: ['birthDate'], level: 'MISSING', parameter: null, weight: 0 },
            ],
          },
        ]}
      />,
    );
    expect(screen.getByTestId('weighted-score').textContent).toBe('Score 14.2 (review from 2)');
  });
});
