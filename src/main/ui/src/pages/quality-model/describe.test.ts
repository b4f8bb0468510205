import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { en } from '../../i18n/en';
import { describeInput, describeRule } from './describe';
import type { QualityFunction } from './formModel';

const port = (name: string, displayName: string) => ({
  name,
  displayName,
  types: ['BOOLEAN' as const],
  required: true,
  description: null,
});
const fn: QualityFunction = {
  name: 'ПроверкаДатыВДиапазоне',
  displayName: 'Date in range',
  description: '',
  kind: 'SYSTEM',
  inputs: [port('До сейчас', 'Until now')],
  outputs: [port('Результат', 'Result')],
};

describe('a published rule in words', () => {
  beforeAll(() => i18next.init({ lng: 'en', resources: { en: { translation: en } } }));

  it('names ports by their shown names', () => {
    const rule = {
      name: 'born',
      mode: 'VALIDATE' as const,
      validation: { raisePort: 'Результат', severity: 'YELLOW' as const, messageText: 'Late' },
      runCondition: { phase: 'ETALON' as const, sourceSystems: ['crm'] },
    };
    expect(describeRule(rule, fn, i18next.t)).toBe(
      'Raises an error when Result says so, severity Yellow (warning); «Late»; On the golden record; only for crm',
    );
    expect(describeInput({ portName: 'До сейчас', constant: true }, fn, i18next.t)).toBe(
      'Until now = Yes',
    );
    expect(describeInput({ portName: 'x', path: 'born' }, undefined, i18next.t)).toBe('x ← born');
  });
});
