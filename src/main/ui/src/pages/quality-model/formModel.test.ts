import { describe, expect, it } from 'vitest';
import type { Entity } from '../../model/useModel';
import { attributePaths } from './attributePaths';
import {
  fromModel,
  newRule,
  toModel,
  withFunction,
  withInput,
  type QualityFunction,
  type QualityModel,
} from './formModel';

const model: QualityModel = {
  rules: [
    {
      name: 'born',
      displayName: 'Born in range',
      functionName: 'ПроверкаДатыВДиапазоне',
      mode: 'VALIDATE',
      validation: {
        raisePort: 'Результат',
        messageText: 'Out of range',
        severity: 'YELLOW',
        score: 5,
      },
      runCondition: { phase: 'ETALON', sourceSystems: ['crm'] },
    },
    { name: 'fill', functionName: 'f', mode: 'ENRICH', enrichment: { sourceSystem: 'dq' } },
  ],
  sets: [
    {
      name: 'people',
      mappings: [
        {
          ruleName: 'born',
          inputs: [
            { portName: 'Дата для проверки', path: 'birthDate' },
            { portName: 'До сейчас', constant: true },
          ],
          outputs: [],
        },
      ],
    },
  ],
  assignments: [{ entityName: 'Person', setNames: ['people'] }],
  functions: [],
};

describe('the quality model form', () => {
  it('gives back the document it was made from', () => {
    const { model: back } = toModel(fromModel(model));
    expect(back.rules?.[0]).toMatchObject(model.rules![0]!);
    expect(back.rules?.[0]?.validation?.severity).toBe('YELLOW');
    expect(back.rules?.[1]).toMatchObject({
      mode: 'ENRICH',
      validation: null,
      enrichment: { sourceSystem: 'dq' },
    });
    expect(back.sets).toEqual([{ ...model.sets![0], displayName: null, description: null }]);
    expect(back.assignments).toEqual(model.assignments);
  });

  it('sends a constant or a port, never both, and a score as a number', () => {
    const form = fromModel({ rules: [] });
    const rule = { ...newRule([]), messagePort: 'Текст', messageText: 'left over', score: '7' };
    const { model: sent } = toModel({ ...form, rules: [rule] });
    expect(sent.rules?.[0]?.validation).toMatchObject({
      messagePort: 'Текст',
      messageText: null,
      score: 7,
    });
    expect(sent.rules?.[0]?.runCondition).toBeNull();
  });

  it('leaves out inputs that give nothing and says where each element went', () => {
    const form = fromModel(model);
    const mapping = form.sets[0]!.mappings[0]!;
    const emptied = withInput(mapping, 'Дата для проверки', { path: '' });
    const withNew = withInput(emptied, 'Значение от', { constant: '2000-01-01' });
    const { model: sent, positions } = toModel({
      ...form,
      sets: [{ ...form.sets[0]!, mappings: [withNew] }],
    });
    expect(sent.sets?.[0]?.mappings?.[0]?.inputs).toEqual([
      { portName: 'До сейчас', constant: true },
      { portName: 'Значение от', constant: '2000-01-01' },
    ]);
    expect(positions.get('sets[0].mappings[0].inputs[1]')).toBe(withNew.inputs[2]!.key);
    expect(positions.get('rules[1]')).toBe(form.rules[1]!.key);
  });
});

describe('the attribute paths of a register', () => {
  it('follow nested records and mark lists', () => {
    const person = {
      name: 'Person',
      kind: 'register',
      attributes: [
        { name: 'birthDate', displayName: 'Born', type: 'Date' },
        { name: 'phones', type: 'String', array: true },
        { name: 'address', displayName: 'Address', type: 'Complex', nestedEntity: 'Address' },
      ],
    } as unknown as Entity;
    const paths = attributePaths(person, {
      nestedEntities: [
        { name: 'Address', attributes: [{ name: 'city', displayName: 'City', type: 'String' }] },
      ],
    } as never);
    expect(paths.map((p) => [p.path, p.label])).toEqual([
      ['birthDate', 'Born'],
      ['phones[]', 'phones'],
      ['address.city', 'Address › City'],
    ]);
  });
});

describe('a rule given a function', () => {
  it('raises by its one yes/no output', () => {
    const port = (name: string, types: QualityFunction['outputs'][number]['types']) => ({
      name,
      displayName: name,
      types,
      required: false,
      description: null,
    });
    const fn = (name: string, outputs: QualityFunction['outputs']): QualityFunction => ({
      name,
      displayName: name,
      description: '',
      kind: 'SYSTEM',
      inputs: [],
      outputs,
    });
    const functions = [
      fn('one', [port('Результат', ['BOOLEAN'])]),
      fn('two', [port('a', ['BOOLEAN']), port('b', ['BOOLEAN', 'STRING'])]),
    ];
    const rule = withFunction(newRule([]), 'one', functions);
    expect(rule.raisePort).toBe('Результат');
    expect(withFunction(rule, 'two', functions).raisePort).toBe('');
    expect(withFunction({ ...rule, raisePort: 'b' }, 'two', functions).raisePort).toBe('b');
  });
});
