import { describe, expect, it } from 'vitest';
import { extensions } from '../../extensions/registry';
import { layOutAttributes } from './attributeLayout';

const attributes = [
  { name: 'inn', type: 'String' },
  { name: 'lastName', type: 'String' },
  { name: 'firstName', type: 'String' },
  { name: 'score', type: 'Integer' },
];

describe('the layout of an entity’s attributes', () => {
  it('keeps the model’s order when no MetaModelLayoutSetting applies', () => {
    const groups = layOutAttributes('LayoutFree', attributes);
    expect(groups).toHaveLength(1);
    expect(groups[0]!.title).toBeNull();
    expect(groups[0]!.attributes.map((a) => a.attribute.name)).toEqual([
      'inn',
      'lastName',
      'firstName',
      'score',
    ]);
  });

  it('groups and orders them as the setting says, the unnamed ones after', () => {
    extensions.registerModelLayout({
      id: 'layout-test',
      entities: ['LayoutPerson'],
      groups: [
        { title: 'Name', attributes: ['firstName', 'lastName'] },
        { title: 'Empty', attributes: ['missing'] },
        { title: 'Tax', attributes: ['inn'] },
      ],
    });
    const groups = layOutAttributes('LayoutPerson', attributes);
    expect(groups.map((g) => g.title)).toEqual(['Name', 'Tax', null]);
    expect(groups[0]!.attributes.map((a) => [a.attribute.name, a.index])).toEqual([
      ['firstName', 2],
      ['lastName', 1],
    ]);
    expect(groups[2]!.attributes.map((a) => a.attribute.name)).toEqual(['score']);
  });
});
