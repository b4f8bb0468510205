import { readFile, writeFile } from 'node:fs/promises';
import { type Page } from '@playwright/test';
import type { components } from '../src/api/generated/classifiers';
import { expect, test } from './test';
import { adminApi, fail } from './api';
import { confirmIn, expectAccessible, logIn, shot } from './helpers';
import { CLIENTS } from './people';

type NodeAttributeIn = components['schemas']['NodeAttributeInRO'];
type ClassifierDocument = components['schemas']['ClassifierImportRO'];

test.beforeEach(async ({ page }) => {
  await logIn(page);
});

/** The tree of the version on show. */
function tree(page: Page) {
  return page.getByRole('tree');
}

/** A node of the tree, by its name (its display name is its accessible name). */
function treeNode(page: Page, name: string) {
  return tree(page).locator(`li[data-node="${name}"]`);
}

/** Chooses a node in the tree: its own row's button (not one of the nodes below it). */
async function choose(page: Page, name: string) {
  await treeNode(page, name).locator('> div').getByRole('button').last().click();
}

function nodePanel(page: Page) {
  return page.locator('section[aria-labelledby="node-title"]');
}

/** Publishes the one draft the page lists (the one the last save made) and waits for it. */
async function publishTheDraft(page: Page) {
  const drafts = page.getByRole('region', { name: 'Drafts not published yet' });
  await expect(drafts.getByRole('status')).toContainText(/Saved into draft \d+/);
  await drafts.getByRole('button', { name: /^Publish draft \d+$/ }).click();
  await expect(
    page.getByRole('status').filter({ hasText: /Draft \d+ is published/ }),
  ).toBeVisible();
  await expect(drafts).toBeHidden();
}

interface NewNode {
  parent: string;
  name: string;
  displayName: string;
  code: string;
  attribute?: { name: string; type: string; inheritable: boolean; enumeration?: string };
}

/** Adds a node under a parent through the node form, saves it into a draft and publishes it. */
async function addNode(page: Page, node: NewNode) {
  await choose(page, node.parent);
  await nodePanel(page).getByRole('button', { name: 'Add a child node' }).click();
  const form = page.getByRole('dialog', { name: `New node under ${node.parent}` });
  await expect(form.getByLabel('Parent node (name)')).toHaveValue(node.parent);
  await form.getByLabel('Node name').fill(node.name);
  await form.getByRole('textbox', { name: 'Display name', exact: true }).fill(node.displayName);
  await form.getByRole('textbox', { name: 'Code', exact: true }).fill(node.code);
  if (node.attribute) {
    await form.getByRole('button', { name: 'Add an attribute' }).click();
    const row = form.getByRole('group', { name: 'Attribute 1' });
    await row.getByLabel('Attribute 1: name').fill(node.attribute.name);
    await row.getByLabel('Attribute 1: type').click();
    await page.getByRole('option', { name: node.attribute.type, exact: true }).click();
    if (node.attribute.inheritable) await row.getByLabel('Inherited below').check();
    if (node.attribute.enumeration) {
      // An Enum names an enumeration of the published model, offered as the steward types.
      await row
        .getByRole('combobox', { name: 'Attribute 1: enumeration' })
        .fill(node.attribute.enumeration.slice(0, -2));
      await page.getByRole('option', { name: node.attribute.enumeration, exact: true }).click();
      await row.getByLabel('Attribute 1: default value').fill('SMALL');
      await shot(page, 'classifiers-node-form');
    }
  }
  await form.getByRole('button', { name: 'Save into a draft' }).click();
  await expect(form).toBeHidden();
  await publishTheDraft(page);
}

test('a classifier is created and its tree built through drafts, then browsed level by level and searched', async ({
  page,
}) => {
  const unique = Date.now().toString(36);
  const name = `Goods_${unique}`;
  const sizes = `Sizes_${unique}`;
  const api = await adminApi();
  const published = await api.meta.POST('/api/v2/meta/model/enumerations/save', {
    body: {
      enumeration: {
        name: sizes,
        values: [
          { name: 'SMALL', displayName: 'Small' },
          { name: 'LARGE', displayName: 'Large' },
        ],
      },
    },
  });
  if (!published.data) fail('publish an enumeration', published);
  // Published behind the page's back: the page reads the model again.
  await page.reload();

  // A new classifier, saved into a classifier-model draft and published.
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Classifiers' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Classifiers' })).toBeVisible();
  await page.getByRole('button', { name: 'New classifier' }).click();
  const form = page.getByRole('dialog', { name: 'New classifier' });
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  await form.getByRole('textbox', { name: 'Display name', exact: true }).fill(`Goods ${unique}`);
  await form.getByLabel('Code pattern').fill('[0-9]{2}(\\.[0-9]{2})*');
  await form.getByLabel('Assigned to').fill(CLIENTS);
  await page.getByRole('option', { name: CLIENTS, exact: true }).click();
  await form.getByRole('button', { name: 'Save into a draft' }).click();
  await expect(form).toBeHidden();
  await shot(page, 'classifiers-draft');
  const drafts = page.getByRole('region', { name: 'Drafts not published yet' });
  await expect(drafts).toContainText(`classifier ${name}`);
  await drafts.getByRole('button', { name: /^Publish draft \d+$/ }).click();
  await expect(page).toHaveURL(new RegExp(`/ui/classifiers/${name}$`));
  await expect(page.getByRole('heading', { level: 1, name: `Goods ${unique}` })).toBeVisible();
  const versions = page.getByRole('table', { name: 'Versions' });
  await expect(versions.getByRole('row').filter({ hasText: 'v1' })).toContainText('default');

  // A tree of three levels below the root, each node through a classifier-node draft.
  await expect(treeNode(page, name)).toBeVisible();
  await addNode(page, {
    parent: name,
    name: 'food',
    displayName: 'Food',
    code: '01',
    attribute: { name: 'shelfLife', type: 'Integer', inheritable: true },
  });
  await addNode(page, {
    parent: name,
    name: 'drinks',
    displayName: 'Drinks',
    code: '02',
    attribute: { name: 'size', type: 'Enum', inheritable: false, enumeration: sizes },
  });
  await choose(page, 'drinks');
  const sizeRow = nodePanel(page)
    .getByRole('table', { name: 'Own attributes' })
    .getByRole('row')
    .filter({ hasText: 'size' });
  await expect(sizeRow).toContainText(`Enum · ${sizes}`);
  await expect(sizeRow).toContainText('default: SMALL');
  await addNode(page, { parent: 'food', name: 'dairy', displayName: 'Dairy', code: '01.01' });
  // The node a child was added under opens to show it.
  await expect(treeNode(page, 'food')).toHaveAttribute('aria-expanded', 'true');
  await addNode(page, {
    parent: 'dairy',
    name: 'milk',
    displayName: 'Milk',
    code: '01.01.01',
    attribute: { name: 'fat', type: 'Number', inheritable: false },
  });

  // Read again from the start: the root open, every level below read when it is opened.
  await page.goto(`/ui/classifiers/${name}`);
  await expect(treeNode(page, 'food')).toBeVisible();
  await expect(treeNode(page, 'drinks')).toBeVisible();
  await expect(treeNode(page, 'dairy')).toBeHidden();
  await tree(page).getByRole('button', { name: 'Expand Food' }).click();
  await expect(treeNode(page, 'dairy')).toBeVisible();
  await expect(treeNode(page, 'milk')).toBeHidden();
  // The keys of a tree: down to Dairy, right opens it.
  await treeNode(page, 'food').locator('> div [data-choose]').focus();
  await page.keyboard.press('ArrowDown');
  await expect(treeNode(page, 'dairy').locator('> div [data-choose]')).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(treeNode(page, 'milk')).toBeVisible();
  await choose(page, 'milk');
  const panel = nodePanel(page);
  await expect(panel.getByRole('heading', { name: 'Milk' })).toBeVisible();
  await expect(panel.getByRole('table', { name: 'Own attributes' })).toContainText('fat');
  const inherited = panel.getByRole('table', { name: 'Inherited attributes' });
  await expect(inherited.getByRole('row').filter({ hasText: 'shelfLife' })).toContainText('food');
  await expect(inherited).toContainText('Integer');
  await expectAccessible(page);
  await shot(page, 'classifiers-tree');

  // Found by search on a fresh page: the hit shows its path and opens the node in the tree.
  await page.goto(`/ui/classifiers/${name}`);
  await expect(treeNode(page, 'food')).toBeVisible();
  await page.getByLabel('Name, code or display name').fill('01.01.0');
  await page.getByRole('button', { name: 'Find', exact: true }).click();
  const hits = page.getByRole('list', { name: 'Nodes found' });
  await expect(page.getByText('1 node found')).toBeVisible();
  await expect(hits).toContainText(`${name} › food › dairy › milk`);
  await shot(page, 'classifiers-search');
  await hits.getByRole('button', { name: /Milk/ }).click();
  await expect(page).toHaveURL(/node=/);
  await expect(treeNode(page, 'milk')).toHaveAttribute('aria-selected', 'true');
  await expect(panel.getByRole('heading', { name: 'Milk' })).toBeVisible();
  // The address keeps the node: opened again, the page finds its path and shows it in the tree.
  await page.reload();
  await expect(treeNode(page, 'milk')).toHaveAttribute('aria-selected', 'true');
  await expect(treeNode(page, 'dairy')).toHaveAttribute('aria-expanded', 'true');

  // The list names it with its assignment, its versions and its default one.
  await page.getByRole('link', { name: 'All classifiers' }).click();
  const row = page.getByRole('table', { name: 'Classifiers' }).getByRole('row', { name: name });
  await expect(row).toContainText(CLIENTS);
  await expect(row).toContainText('1 (v1)');
});

/**
 * Publishes a classifier through the API at once (no draft): root → food (01, inheritable
 * shelfLife) → dairy (01.01) → milk (01.01.01, fat); root → drinks (02).
 */
async function seedClassifier(name: string) {
  const api = await adminApi();
  const saved = await api.classifiers.POST('/api/v1/classifiers/model/save', {
    body: {
      classifier: { name, displayName: `Shop ${name}`, codePattern: '[0-9]{2}(\\.[0-9]{2})*' },
    },
  });
  if (!saved.data?.published) fail(`publish the classifier ${name}`, saved);
  const nodes: [string, string, string, NodeAttributeIn[]][] = [
    ['food', name, '01', [{ name: 'shelfLife', type: 'Integer', inheritable: true }]],
    ['drinks', name, '02', []],
    ['dairy', 'food', '01.01', []],
    ['milk', 'dairy', '01.01.01', [{ name: 'fat', type: 'Number' }]],
  ];
  for (const [node, parentName, code, attributes] of nodes) {
    const added = await api.classifiers.POST('/api/v1/classifiers/nodes/save', {
      body: {
        classifierNode: {
          classifierName: name,
          versionName: 'v1',
          name: node,
          parentName,
          code,
          displayName: node.charAt(0).toUpperCase() + node.slice(1),
          attributes,
        },
      },
    });
    if (!added.data?.published) fail(`publish the node ${node}`, added);
  }
}

test('a node is changed, moved and removed, a version added, each through a draft published from the page', async ({
  page,
}) => {
  const name = `Shop_${Date.now().toString(36)}`;
  await seedClassifier(name);
  await page.goto(`/ui/classifiers/${name}`);
  const panel = nodePanel(page);
  const versions = page.getByRole('table', { name: 'Versions' });

  // A code the pattern refuses: the server's problem is shown at the field and in the list.
  await choose(page, 'drinks');
  await nodePanel(page).getByRole('button', { name: 'Add a child node' }).click();
  const bad = page.getByRole('dialog', { name: 'New node under drinks' });
  await bad.getByLabel('Node name').fill('juice');
  await bad.getByRole('textbox', { name: 'Display name', exact: true }).fill('Juice');
  await bad.getByRole('textbox', { name: 'Code', exact: true }).fill('x1');
  await bad.getByRole('button', { name: 'Save into a draft' }).click();
  await expect(bad.getByRole('alert')).toContainText(/code: /);
  await shot(page, 'classifiers-refused');
  await bad.getByRole('button', { name: 'Cancel' }).click();
  await expect(bad).toBeHidden();
  // The refused save left no draft behind.
  await page.reload();
  await expect(treeNode(page, 'drinks')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Drafts not published yet' })).toHaveCount(0);

  // Found by search, the node to change.
  await page.getByLabel('Name, code or display name').fill('milk');
  await page.getByRole('button', { name: 'Find', exact: true }).click();
  await page
    .getByRole('list', { name: 'Nodes found' })
    .getByRole('button', { name: /Milk/ })
    .click();
  await expect(panel.getByRole('heading', { name: 'Milk' })).toBeVisible();

  // Changed and moved: renamed in display, under drinks, where it inherits nothing.
  await panel.getByRole('button', { name: 'Edit or move' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit or move the node milk' });
  await expect(edit.getByRole('textbox', { name: 'Code', exact: true })).toHaveValue('01.01.01');
  await edit.getByRole('textbox', { name: 'Display name', exact: true }).fill('Whole milk');
  await edit.getByRole('textbox', { name: 'Code', exact: true }).fill('02.01');
  // The parent is chosen among the nodes found by what is typed.
  await edit.getByLabel('Parent node (name)').fill('dri');
  await expect(page.getByRole('option', { name: /^Drinks/ })).toBeVisible();
  await shot(page, 'classifiers-move');
  await page.getByRole('option', { name: /^Drinks/ }).click();
  await expect(edit.getByLabel('Parent node (name)')).toHaveValue('drinks');
  await edit.getByRole('button', { name: 'Save into a draft' }).click();
  await expect(edit).toBeHidden();
  await publishTheDraft(page);
  await expect(panel.getByRole('heading', { name: 'Whole milk' })).toBeVisible();
  await expect(panel).toContainText('drinks');
  await expect(panel.getByRole('table', { name: 'Inherited attributes' })).toBeHidden();
  await page.goto(`/ui/classifiers/${name}`);
  await tree(page).getByRole('button', { name: 'Expand Drinks' }).click();
  await expect(treeNode(page, 'drinks').locator('li[data-node="milk"]')).toBeVisible();
  await tree(page).getByRole('button', { name: 'Expand Food' }).click();
  await expect(treeNode(page, 'dairy')).toBeVisible();
  await expect(treeNode(page, 'dairy').getByRole('button', { name: /Expand/ })).toHaveCount(0);

  // Removed: the node leaves the tree once its draft is published.
  await choose(page, 'milk');
  await panel.getByRole('button', { name: 'Remove' }).click();
  await confirmIn(page, 'Remove the node milk with everything below it (in a draft)?', 'Remove');
  await publishTheDraft(page);
  await expect(page.getByText('This node is not in the version any more.')).toBeVisible();
  await expect(treeNode(page, 'milk')).toHaveCount(0);
  await expect(treeNode(page, 'drinks').getByRole('button', { name: /Expand/ })).toHaveCount(0);

  // A second version, made the default: it starts as a copy of the first one's tree.
  await page.getByRole('button', { name: 'Add a version' }).click();
  const version = page.getByRole('dialog', { name: `New version of ${name}` });
  await version.getByRole('textbox', { name: 'Version', exact: true }).fill('v2');
  await version.getByRole('textbox', { name: 'Display name', exact: true }).fill('Second');
  await version.getByLabel('The default version').check();
  await version.getByRole('button', { name: 'Save into a draft' }).click();
  await expect(version).toBeHidden();
  await publishTheDraft(page);
  await expect(versions.getByRole('row').filter({ hasText: 'v2' })).toContainText('default');
  await expect(versions.getByRole('row').filter({ hasText: 'v1' })).not.toContainText('default');
  await versions.getByRole('button', { name: 'v2', exact: true }).click();
  await expect(
    page.getByRole('heading', { name: 'Tree of the version v2 (Second)' }),
  ).toBeVisible();
  await expect(treeNode(page, 'food')).toBeVisible();
  await expectAccessible(page);
  await shot(page, 'classifiers-versions');

  // A draft left unpublished is found on the drafts page, which leads back to its classifier.
  await choose(page, 'drinks');
  await panel.getByRole('button', { name: 'Edit or move' }).click();
  const rename = page.getByRole('dialog', { name: 'Edit or move the node drinks' });
  await rename.getByRole('textbox', { name: 'Display name', exact: true }).fill('Beverages');
  await rename.getByRole('button', { name: 'Save into a draft' }).click();
  await expect(rename).toBeHidden();
  await page.goto('/ui/drafts?type=classifier-node&state=RUNNING');
  const listed = page.locator('tr[data-draft]').filter({ hasText: `${name}/v2/drinks` });
  await expect(listed).toContainText('Classifier node');
  await listed.getByRole('link', { name: /^Open draft/ }).click();
  await expect(page).toHaveURL(new RegExp(`/ui/classifiers/${name}$`));
  await page
    .getByRole('region', { name: 'Drafts not published yet' })
    .getByRole('button', { name: /^Publish draft \d+$/ })
    .click();
  await expect(
    page.getByRole('status').filter({ hasText: /Draft \d+ is published/ }),
  ).toBeVisible();
  await expect(treeNode(page, 'drinks')).toHaveAccessibleName('Beverages');

  // The list names it with its versions and its default one.
  await page.getByRole('link', { name: 'All classifiers' }).click();
  const row = page.getByRole('table', { name: 'Classifiers' }).getByRole('row', { name: name });
  await expect(row).toContainText('Second (v2)');
  await expect(row.getByRole('cell').nth(3)).toHaveText('2');
  await shot(page, 'classifiers-list');
});

test('a classifier is exported to a file and imported under another name; a broken document is refused whole', async ({
  page,
}, testInfo) => {
  const name = `Export_${Date.now().toString(36)}`;
  await seedClassifier(name);
  await page.goto(`/ui/classifiers/${name}`);
  await expect(treeNode(page, 'food')).toBeVisible();

  // Exported: every version with its whole tree, saved as the classifier's name.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export', exact: true }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`${name}.json`);
  const file = testInfo.outputPath('classifier.json');
  await download.saveAs(file);
  const document = JSON.parse(await readFile(file, 'utf8')) as ClassifierDocument;
  expect(document.classifier.name).toBe(name);
  expect(document.versions.map((v) => v.name)).toEqual(['v1']);
  expect(document.versions[0]!.nodes.map((n) => n.name)).toEqual(
    expect.arrayContaining(['food', 'drinks', 'dairy', 'milk']),
  );

  // Imported under another name: a new classifier with the same tree, published at once.
  const copy = `${name}_copy`;
  document.classifier.name = copy;
  document.classifier.displayName = `Copy of ${name}`;
  await writeFile(file, JSON.stringify(document));
  await page.getByRole('link', { name: 'All classifiers' }).click();
  await page.getByLabel('Import a classifier').setInputFiles(file);
  const done = page.getByText('Imported and published:');
  await expect(done).toBeVisible();
  await expect(
    page.getByRole('table', { name: 'Classifiers' }).getByRole('row', { name: copy }),
  ).toBeVisible();
  await shot(page, 'classifiers-imported');
  await done.getByRole('link', { name: copy }).click();
  await expect(page.getByRole('heading', { name: `Copy of ${name}` })).toBeVisible();
  await tree(page).getByRole('button', { name: 'Expand Food' }).click();
  await expect(treeNode(page, 'dairy')).toBeVisible();

  // A broken document: a node under a parent the version lacks and a code the pattern refuses.
  // Every problem is listed and nothing is written, not even the document's valid changes.
  document.classifier.displayName = `Changed ${name}`;
  document.versions[0]!.nodes.push(
    { name: 'tea', displayName: 'Tea', parentName: 'nowhere', attributes: [] },
    { name: 'juice', displayName: 'Juice', parentName: 'drinks', code: 'x1', attributes: [] },
  );
  await writeFile(file, JSON.stringify(document));
  await page.getByRole('link', { name: 'All classifiers' }).click();
  await page.getByLabel('Import a classifier').setInputFiles(file);
  const refused = page.getByRole('alert', {
    name: 'The document was not imported; nothing was written',
  });
  await expect(refused).toContainText('nowhere');
  await expect(refused).toContainText('x1');
  await expectAccessible(page);
  await shot(page, 'classifiers-import-refused');
  await page.reload();
  await expect(
    page.getByRole('table', { name: 'Classifiers' }).getByRole('row', { name: copy }),
  ).toContainText(`Copy of ${name}`);

  // A file that is not JSON is not sent at all.
  await page.getByLabel('Import a classifier').setInputFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('not a classifier'),
  });
  await expect(page.getByText('notes.txt is not a JSON document')).toBeVisible();
});
