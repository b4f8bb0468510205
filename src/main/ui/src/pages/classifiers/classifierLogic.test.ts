import { describe, expect, it } from 'vitest';
import {
  classifierPathOf,
  draftsOf,
  inputDateTime,
  localDateTime,
  nodeForm,
  nodeIn,
  onTheWay,
  problemsAt,
  subjectOf,
  versionIn,
} from './classifierLogic';
import type { TreeNode } from './classifiersApi';

function aNode(name: string, depth: number, extra: Partial<TreeNode> = {}): TreeNode {
  return {
    nodeId: `id-${name}`,
    parentId: depth === 0 ? null : 'id-parent',
    name,
    displayName: name.toUpperCase(),
    code: null,
    description: null,
    depth,
    childCount: 0,
    attributes: [],
    ...extra,
  };
}

describe('classifier drafts', () => {
  it('name their subject as the module does', () => {
    expect(subjectOf('classifier', 'Goods')).toBe('Goods');
    expect(subjectOf('version', 'Goods', 'v2')).toBe('Goods/v2');
    expect(subjectOf('node', 'Goods', 'v1', 'milk')).toBe('Goods/v1/milk');
  });

  it('of one classifier are its own, its versions and its nodes, not a namesake prefix', () => {
    const drafts = [
      { type: 'classifier-model', subjectId: 'Goods' },
      { type: 'classifier-model', subjectId: 'GoodsOld' },
      { type: 'classifier-version', subjectId: 'Goods/v2' },
      { type: 'classifier-node', subjectId: 'Goods/v1/milk' },
      { type: 'classifier-node', subjectId: 'GoodsOld/v1/milk' },
      { type: 'record', subjectId: 'Goods/x' },
    ];
    expect(draftsOf('Goods', drafts).map((d) => d.subjectId)).toEqual([
      'Goods',
      'Goods/v2',
      'Goods/v1/milk',
    ]);
  });
});

it('a classifier draft is shown on its classifier’s page, any other draft nowhere here', () => {
  expect(classifierPathOf({ type: 'classifier-node', subjectId: 'Goods/v1/milk' })).toBe(
    '/classifiers/Goods',
  );
  expect(classifierPathOf({ type: 'classifier-model', subjectId: 'Goods' })).toBe(
    '/classifiers/Goods',
  );
  expect(classifierPathOf({ type: 'record', subjectId: 'Goods/v1' })).toBeNull();
});

describe('revealing a node found by search', () => {
  it('opens the nodes of a level that lie on its path, by depth', () => {
    const path = ['Goods', 'food', 'dairy'];
    expect(onTheWay([aNode('Goods', 0)], path)).toEqual(['id-Goods']);
    expect(onTheWay([aNode('drinks', 1), aNode('food', 1)], path)).toEqual(['id-food']);
    // A namesake at another depth is not on the way.
    expect(onTheWay([aNode('food', 2), aNode('dairy', 2)], path)).toEqual(['id-dairy']);
    expect(onTheWay([aNode('cheese', 3)], path)).toEqual([]);
  });
});

describe('a node save', () => {
  const node = aNode('milk', 2, {
    code: '01.02',
    attributes: [
      {
        name: 'fat',
        type: 'Number',
        displayName: null,
        description: null,
        inheritable: true,
        required: false,
        array: false,
        defaultValue: null,
        enumeration: null,
        lookupEntity: null,
        confidential: false,
        obfuscationFunction: null,
      },
    ],
  });

  it('of a new node names it and leaves blanks out', () => {
    const sent = nodeIn(
      'Goods',
      'v1',
      { ...nodeForm(aNode('x', 1), 'food'), name: ' cheese ', displayName: 'Cheese', code: '' },
      null,
    );
    expect(sent).toMatchObject({
      classifierName: 'Goods',
      versionName: 'v1',
      name: 'cheese',
      newName: null,
      parentName: 'food',
      code: null,
      displayName: 'Cheese',
      description: null,
    });
  });

  it('of a changed node names it as it was, renames it only when asked, and moves it', () => {
    const form = nodeForm(node, 'dairy');
    expect(nodeIn('Goods', 'v1', form, 'milk')).toMatchObject({
      name: 'milk',
      newName: null,
      parentName: 'dairy',
      code: '01.02',
      attributes: [{ name: 'fat', type: 'Number', inheritable: true }],
    });
    const moved = nodeIn('Goods', 'v1', { ...form, name: 'milk2', parentName: 'drinks' }, 'milk');
    expect(moved).toMatchObject({ name: 'milk', newName: 'milk2', parentName: 'drinks' });
  });

  it('drops attribute rows never given a name', () => {
    const form = { ...nodeForm(node, 'dairy') };
    form.attributes = [...form.attributes, { name: '  ', type: 'String' }];
    expect(nodeIn('Goods', 'v1', form, 'milk').attributes).toHaveLength(1);
  });
});

describe('a version save', () => {
  it('sends the local date-times of the inputs with seconds, blanks as null', () => {
    expect(localDateTime('2026-01-31T09:30')).toBe('2026-01-31T09:30:00');
    expect(localDateTime('')).toBeNull();
    expect(
      versionIn('Goods', {
        name: ' v2 ',
        displayName: 'Second',
        description: '',
        validFrom: '2026-01-01T00:00',
        validTo: '',
        isDefault: true,
      }),
    ).toEqual({
      classifierName: 'Goods',
      name: 'v2',
      displayName: 'Second',
      description: null,
      validFrom: '2026-01-01T00:00:00',
      validTo: null,
      default: true,
    });
  });

  it('shows a server date-time in the input as the browser reads it', () => {
    expect(inputDateTime(null)).toBe('');
    expect(inputDateTime('nonsense')).toBe('');
    const local = new Date(2026, 0, 31, 9, 30);
    expect(inputDateTime(local.toISOString())).toBe('2026-01-31T09:30');
  });
});

it('places a refused save’s problems at the field they name and the fields under it', () => {
  const problems = [
    { source: 'code' },
    { source: 'codePattern' },
    { source: 'assignments[0]' },
    { source: 'attributes[1].name' },
  ];
  expect(problemsAt(problems, 'code')).toEqual([{ source: 'code' }]);
  expect(problemsAt(problems, 'assignments')).toEqual([{ source: 'assignments[0]' }]);
  expect(problemsAt(problems, 'attributes[1].name')).toEqual([{ source: 'attributes[1].name' }]);
  expect(problemsAt(problems, 'attributes[1]')).toEqual([{ source: 'attributes[1].name' }]);
  expect(problemsAt(problems, 'attributes[0]')).toEqual([]);
});
