import { describe, expect, it } from 'vitest';
import {
  byClassifier,
  classificationChanges,
  classificationFields,
  classifyBody,
  inForceAt,
  fieldOfProblem,
  formAttributes,
  removeBody,
  startValues,
  underFromParam,
  placeOf,
  underToParam,
  type ClassificationView,
  type NodeDetails,
} from './classificationLogic';

function view(change: Partial<ClassificationView>): ClassificationView {
  return {
    classificationId: 'c1',
    classifierName: 'goods',
    versionName: 'v1',
    nodeId: 'n1',
    nodeName: 'dairy',
    nodeCode: '01.01',
    nodeDisplayName: 'Dairy',
    validFrom: null,
    validTo: null,
    status: 'ACTIVE',
    attributes: {},
    ...change,
  };
}

function attribute(name: string, change: object = {}) {
  return {
    name,
    type: 'Integer',
    displayName: null,
    description: null,
    array: false,
    required: false,
    inheritable: false,
    enumeration: null,
    lookupEntity: null,
    defaultValue: null,
    confidential: false,
    obfuscationFunction: null,
    ...change,
  };
}

const DAIRY: NodeDetails = {
  details: { error: [], info: [], warning: [] },
  node: {
    nodeId: 'n1',
    name: 'dairy',
    code: '01.01',
    displayName: 'Dairy',
    description: null,
    depth: 2,
    parentId: 'n0',
    childCount: 0,
    attributes: [attribute('fat', { type: 'Number' }), attribute('shelfLife', { type: 'String' })],
  },
  inheritedAttributes: [
    { fromNodeId: 'n0', fromNodeName: 'food', attribute: attribute('shelfLife') },
    {
      fromNodeId: 'n0',
      fromNodeName: 'food',
      attribute: attribute('origin', { defaultValue: '7' }),
    },
  ],
};

describe('a record’s classifications on the card', () => {
  it('are grouped by classifier, the assigned ones first even when empty, periods by date', () => {
    const groups = byClassifier(
      [
        view({ validFrom: '2025-01-01T00:00:00.000+00:00', nodeName: 'drinks' }),
        view({ classifierName: 'other' }),
        view({ validTo: '2024-12-31T23:59:59.999+00:00' }),
      ],
      ['goods', 'colours'],
    );
    expect(groups.map((g) => g.classifierName)).toEqual(['goods', 'colours', 'other']);
    expect(groups[0]!.periods.map((p) => p.nodeName)).toEqual(['dairy', 'drinks']);
    expect(groups[1]!.periods).toEqual([]);
  });
});

describe('the classify form', () => {
  it('holds the inherited attributes from the root down, then the own ones, an own one replacing an inherited one of its name', () => {
    const attributes = formAttributes(DAIRY);
    expect(attributes.map((a) => [a.attribute.name, a.from])).toEqual([
      ['origin', 'food'],
      ['fat', null],
      ['shelfLife', null],
    ]);
    expect(attributes[2]!.attribute.type).toBe('String');
  });

  it('starts with the record’s values in the node it is in, else the defaults', () => {
    const attributes = formAttributes(DAIRY);
    expect(startValues(attributes, null)).toEqual({ origin: '7', fat: '', shelfLife: '' });
    expect(startValues(attributes, { fat: 2.5 })).toEqual({
      origin: '',
      fat: '2.5',
      shelfLife: '',
    });
  });

  it('writes the node by id in its version, the period as whole days and typed values', () => {
    const body = classifyBody({
      entityName: 'Client',
      etalonId: 'e1',
      sourceSystem: 'crm',
      classifierName: 'goods',
      versionName: 'v1',
      nodeId: 'n1',
      period: { from: '2025-01-01', to: '' },
      attributes: formAttributes(DAIRY),
      values: { origin: '12', fat: '', shelfLife: 'long' },
    });
    expect(body).toEqual({
      entityName: 'Client',
      etalonId: 'e1',
      sourceSystem: 'crm',
      classifications: {
        goods: [
          {
            nodeId: 'n1',
            versionName: 'v1',
            validFrom: '2025-01-01T00:00:00',
            validTo: null,
            attributes: { origin: 12, shelfLife: 'long' },
          },
        ],
      },
    });
  });
});

describe('removing a classification', () => {
  it('deletes it wholly without dates, or for a period, naming the node only where several may be', () => {
    const common = { entityName: 'Client', etalonId: 'e1', sourceSystem: 'crm' };
    expect(
      removeBody({ ...common, classifierName: 'goods', nodeId: null, period: null })
        .classificationsDeletes,
    ).toEqual({ goods: [{}] });
    expect(
      removeBody({
        ...common,
        classifierName: 'tags',
        nodeId: 'n9',
        period: { from: '2026-01-01', to: '2026-06-30' },
      }).classificationsDeletes,
    ).toEqual({
      tags: [
        { nodeId: 'n9', validFrom: '2026-01-01T00:00:00', validTo: '2026-06-30T23:59:59.999' },
      ],
    });
  });
});

describe('the server’s problems', () => {
  it('are placed at the form’s fields by the path of the item', () => {
    expect(fieldOfProblem('classifications.goods[0].attributes.shelfLife')).toBe(
      'attributes.shelfLife',
    );
    expect(fieldOfProblem('classifications.goods[0].attributes.tags[1]')).toBe('attributes.tags');
    expect(fieldOfProblem('classifications.goods[0].nodeId')).toBe('node');
    expect(fieldOfProblem('classificationsDeletes.goods[0].validTo')).toBe('validTo');
    expect(fieldOfProblem('classifications.goods[0]')).toBeNull();
    expect(fieldOfProblem('sourceSystem')).toBe('sourceSystem');
    expect(fieldOfProblem('/api/v1/classifiers/classifications')).toBeNull();
  });
});

describe('the classified-under conditions in the address', () => {
  it('go there and back, anything malformed left out', () => {
    const nodes = [{ nodeId: 'n1', classifierName: 'goods', label: 'Dairy · 01.01' }];
    expect(underFromParam(underToParam(nodes))).toEqual(nodes);
    expect(underToParam([])).toBeNull();
    expect(underFromParam('not json')).toEqual([]);
    expect(underFromParam('[["n1", "goods"], 3]')).toEqual([]);
  });
});

describe('a classified-under chip', () => {
  it('names the node with its code, and its path under the root below the first level', () => {
    const node = { name: 'phones', displayName: 'Phones', code: '01.01' };
    expect(placeOf({ node, path: ['kinds', 'devices'] })).toBe('Phones · 01.01 (devices › phones)');
    expect(placeOf({ node: { ...node, code: null }, path: ['kinds'] })).toBe('Phones');
  });
});

describe("the record editor's classifications", () => {
  it("become the write's classifications and deletes by classifier, absent when there are none", () => {
    expect(classificationFields([], [])).toEqual({});
    expect(
      classificationFields(
        [
          { classifierName: 'goods', item: { nodeId: 'n2', versionName: 'v1' }, label: 'Milk' },
          { classifierName: 'tax', item: { nodeId: 't1' }, label: 'Food' },
          { classifierName: 'goods', item: { nodeId: 'n3' }, label: 'Tea' },
        ],
        [
          { classifierName: 'goods', nodeId: null, label: 'Dairy' },
          { classifierName: 'tags', nodeId: 'g4', label: 'Fresh' },
        ],
      ),
    ).toEqual({
      classifications: {
        goods: [{ nodeId: 'n2', versionName: 'v1' }, { nodeId: 'n3' }],
        tax: [{ nodeId: 't1' }],
      },
      classificationsDeletes: { goods: [{}], tags: [{ nodeId: 'g4' }] },
    });
  });

  it('are in force at a moment when active and their period holds it, ends included', () => {
    const at = new Date('2025-06-01T00:00:00Z');
    const views = [
      view({ classificationId: 'open' }),
      view({ classificationId: 'past', validTo: '2025-05-31T23:59:59Z' }),
      view({ classificationId: 'ends', validTo: '2025-06-01T00:00:00Z' }),
      view({ classificationId: 'later', validFrom: '2025-06-02T00:00:00Z' }),
      view({ classificationId: 'deleted', status: 'INACTIVE' }),
    ];
    expect(inForceAt(views, at).map((v) => v.classificationId)).toEqual(['open', 'ends']);
  });

  it('compare before and after a draft by classifier, marking only the changed ones', () => {
    const at = new Date('2025-06-01T00:00:00Z');
    const dairy = view({});
    const kept = view({
      classifierName: 'tax',
      nodeName: 'food',
      nodeDisplayName: 'Food',
      nodeCode: null,
    });
    const milk = view({
      nodeName: 'milk',
      nodeDisplayName: 'Milk',
      nodeCode: '01.01.01',
      attributes: { fat: 3.2 },
    });
    expect(classificationChanges([dairy, kept], [milk, kept], at)).toEqual([
      {
        classifierName: 'goods',
        now: ['Dairy · 01.01'],
        after: ['Milk · 01.01.01 (fat: 3.2)'],
        changed: true,
      },
      { classifierName: 'tax', now: ['Food'], after: ['Food'], changed: false },
    ]);
    expect(classificationChanges([dairy], [view({ status: 'INACTIVE' })], at)).toEqual([
      { classifierName: 'goods', now: ['Dairy · 01.01'], after: [], changed: true },
    ]);
    expect(classificationChanges([], [], at)).toEqual([]);
  });
});
