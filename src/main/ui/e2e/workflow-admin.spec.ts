import { expect, test } from './test';
import { adminApi, ensureRegister, fail } from './api';
import { confirmIn, expectAccessible, logIn, openAdministration, shot } from './helpers';

/**
 * An administrator's workflows: uploads a BPMN template (and sees a broken one refused with the
 * server's reason), sees the shipped one protected, opens the shipped process's diagram, makes a
 * process of the template in a bpmn-model draft and publishes it, then assigns it to a register
 * of this run in a workflow-model draft and publishes that.
 */
const RUN = Date.now().toString(36);
const TEMPLATE = `review_${RUN}`;
const TEMPLATE_LABEL = `Review ${RUN}`;
const REGISTER = `WfSupplier_${RUN}`;
const REGISTER_LABEL = `Workflow suppliers ${RUN}`;

/** A small approval with its own diagram interchange: start, a user task, a decision, two ends. */
const REVIEW_BPMN = `<?xml version="1.0" encoding="UTF-8"?>
<definitions xmlns="http://www.omg.org/spec/BPMN/20100524/MODEL"
    xmlns:bpmndi="http://www.omg.org/spec/BPMN/20100524/DI"
    xmlns:dc="http://www.omg.org/spec/DD/20100524/DC"
    xmlns:di="http://www.omg.org/spec/DD/20100524/DI"
    xmlns:flowable="http://flowable.org/bpmn" targetNamespace="https://example.org/e2e">
  <process id="${TEMPLATE}" name="${TEMPLATE_LABEL}" isExecutable="true">
    <startEvent id="asked" name="Change asked"/>
    <sequenceFlow id="toCheck" sourceRef="asked" targetRef="check"/>
    <userTask id="check" name="Check the change" flowable:candidateGroups="\${approvers}"/>
    <sequenceFlow id="toGate" sourceRef="check" targetRef="gate"/>
    <exclusiveGateway id="gate" name="Accepted?" default="accepted"/>
    <sequenceFlow id="accepted" name="yes" sourceRef="gate" targetRef="done"/>
    <sequenceFlow id="refused" name="no" sourceRef="gate" targetRef="dropped">
      <conditionExpression>\${decision == 'reject'}</conditionExpression>
    </sequenceFlow>
    <endEvent id="done" name="Published"/>
    <endEvent id="dropped" name="Dropped"/>
  </process>
  <bpmndi:BPMNDiagram id="diagram">
    <bpmndi:BPMNPlane id="plane" bpmnElement="${TEMPLATE}">
      <bpmndi:BPMNShape id="s1" bpmnElement="asked"><dc:Bounds x="80" y="102" width="36" height="36"/></bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="s2" bpmnElement="check"><dc:Bounds x="180" y="80" width="120" height="80"/></bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="s3" bpmnElement="gate"><dc:Bounds x="370" y="95" width="50" height="50"/></bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="s4" bpmnElement="done"><dc:Bounds x="500" y="102" width="36" height="36"/></bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="s5" bpmnElement="dropped"><dc:Bounds x="500" y="212" width="36" height="36"/></bpmndi:BPMNShape>
      <bpmndi:BPMNEdge id="e1" bpmnElement="toCheck"><di:waypoint x="116" y="120"/><di:waypoint x="180" y="120"/></bpmndi:BPMNEdge>
      <bpmndi:BPMNEdge id="e2" bpmnElement="toGate"><di:waypoint x="300" y="120"/><di:waypoint x="370" y="120"/></bpmndi:BPMNEdge>
      <bpmndi:BPMNEdge id="e3" bpmnElement="accepted"><di:waypoint x="420" y="120"/><di:waypoint x="500" y="120"/></bpmndi:BPMNEdge>
      <bpmndi:BPMNEdge id="e4" bpmnElement="refused"><di:waypoint x="395" y="145"/><di:waypoint x="395" y="230"/><di:waypoint x="500" y="230"/></bpmndi:BPMNEdge>
    </bpmndi:BPMNPlane>
  </bpmndi:BPMNDiagram>
</definitions>`;

const file = (name: string, text: string) => ({
  name,
  mimeType: 'text/xml',
  buffer: Buffer.from(text, 'utf8'),
});

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  const api = await adminApi();
  await ensureRegister(
    api,
    {
      name: REGISTER,
      displayName: REGISTER_LABEL,
      attributes: [
        { name: 'name', displayName: 'Name', type: 'String' },
        { name: 'country', displayName: 'Country', type: 'String' },
      ],
    },
    [{ name: 'erp', weight: 40 }],
  );
  // Workflow drafts another run left open are discarded: this run opens its own.
  for (const type of ['bpmn-model', 'workflow-model']) {
    const open = await api.draft.POST('/api/v2/draft/drafts', {
      body: { query: { type, state: 'RUNNING' } },
    });
    if (!open.data) fail(`list the open ${type} drafts`, open);
    for (const draft of open.data.drafts ?? []) {
      const removed = await api.draft.POST('/api/v2/draft/remove', {
        body: { draftId: draft.draftId },
      });
      if (!removed.data) fail(`discard a ${type} draft`, removed);
    }
  }
});

test.beforeEach(async ({ page }) => {
  await logIn(page);
  await openAdministration(page, 'Workflows');
  await expect(page.getByRole('heading', { level: 1, name: 'Workflows' })).toBeVisible();
});

test('an administrator uploads a template, sees a broken one refused and the shipped one kept', async ({
  page,
}) => {
  const templates = page.getByRole('table', { name: 'Templates' });
  await expect(templates.locator('[data-template="draftPublishingApproval"]')).toBeVisible();

  await page.getByRole('button', { name: 'Upload a template' }).click();
  const dialog = page.getByRole('dialog', { name: 'Upload a template' });
  await dialog.getByLabel('Name', { exact: false }).first().fill(TEMPLATE);
  await dialog.getByLabel(/^Display name/).fill(TEMPLATE_LABEL);
  await dialog.getByLabel(/^Version/).fill('1.0');
  await dialog.getByLabel(/^Description/).fill('Two eyes see each change of suppliers.');
  await dialog
    .getByLabel('BPMN 2.0 file of the template')
    .setInputFiles(file('review.bpmn20.xml', REVIEW_BPMN));
  await expect(dialog.getByTestId('chosen-file')).toHaveText('review.bpmn20.xml');
  await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(dialog).toBeHidden();

  await page.getByLabel('Find by name or description').fill(RUN);
  const row = templates.locator(`[data-template="${TEMPLATE}"]`);
  await expect(row).toContainText(TEMPLATE_LABEL);
  await expect(row).toContainText('1.0');
  await expect(templates.locator('[data-template="draftPublishingApproval"]')).toHaveCount(0);
  await expectAccessible(page);
  await shot(page, 'workflow-templates');

  // A file that is not BPMN: the server's reason stands under the file, the dialog stays.
  await page.getByRole('button', { name: 'Upload a template' }).click();
  await dialog.getByLabel('Name', { exact: false }).first().fill(`broken_${RUN}`);
  await dialog.getByLabel(/^Display name/).fill(`Broken ${RUN}`);
  await dialog
    .getByLabel('BPMN 2.0 file of the template')
    .setInputFiles(file('broken.bpmn', '<definitions><process id="x"><oops'));
  await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(dialog.getByTestId('file-problem')).not.toBeEmpty();
  await shot(page, 'workflow-template-broken');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(templates.locator(`[data-template="broken_${RUN}"]`)).toHaveCount(0);

  // The shipped template is the platform's own: deleting it is refused with the reason.
  await page.getByLabel('Find by name or description').fill('');
  const shipped = templates.locator('[data-template="draftPublishingApproval"]');
  await shipped.getByRole('button', { name: 'Delete' }).click();
  await confirmIn(page, /^Delete the template/, 'Delete');
  await expect(page.getByRole('alert').filter({ hasText: /shipped|platform/i })).toBeVisible();
  await expect(shipped).toBeVisible();
});

test('an administrator opens the shipped process’s diagram', async ({ page }) => {
  await page.getByRole('link', { name: 'Processes' }).click();
  const row = page.locator('[data-process="draftPublishingApproval"]');
  await expect(row).toContainText('Draft publishing approval');
  await expect(row).toContainText('shipped');
  await row.getByRole('link', { name: 'Diagram' }).click();

  const diagram = page.getByRole('img', {
    name: 'Diagram of the process Draft publishing approval',
  });
  await expect(diagram).toBeVisible();
  // The shipped BPMN has no diagram interchange: laid out in flow order.
  await expect(diagram).toHaveAttribute('data-layout', 'auto');
  await expect(diagram.locator('[data-kind="start"]')).toHaveCount(1);
  await expect(diagram.locator('[data-kind="end"]')).toHaveCount(3);
  await expect(diagram.locator('[data-kind="gateway"]')).toHaveCount(2);
  await expect(diagram.locator('[data-node-id="approval"]')).toContainText('Approve the');
  await expectAccessible(page);
  await shot(page, 'workflow-shipped-diagram');
});

test('an administrator makes a process of the template in a draft and publishes it', async ({
  page,
}) => {
  await page.getByRole('link', { name: 'Processes' }).click();
  await page.getByRole('button', { name: 'Edit in a draft' }).click();
  await expect(
    page.getByRole('heading', { name: /^Draft #\d+ of the process definitions$/ }),
  ).toBeVisible();

  await page.getByRole('combobox', { name: 'Template' }).click();
  await page.getByRole('option', { name: new RegExp(`^${TEMPLATE_LABEL}`) }).click();
  await page.getByRole('button', { name: 'Add from the template' }).click();
  const drafted = page.locator(`[data-process="${TEMPLATE}"]`);
  await expect(drafted).toContainText(TEMPLATE_LABEL);
  await drafted.getByRole('button', { name: 'Diagram' }).click();
  const diagram = drafted.getByRole('img', { name: `Diagram of the process ${TEMPLATE_LABEL}` });
  await expect(diagram).toHaveAttribute('data-layout', 'diagram');
  await expect(diagram.locator('[data-flow-id="refused"]')).toHaveText('no');
  await shot(page, 'workflow-process-draft');

  await page.getByRole('button', { name: 'Publish…' }).click();
  await expect(page).toHaveURL(/\/ui\/drafts\/\d+$/);
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page).toHaveURL(/\/ui\/workflows\/processes$/);
  const published = page.locator(`[data-process="${TEMPLATE}"]`);
  await expect(published).toContainText(TEMPLATE_LABEL);
  await expect(published).toContainText('version 1');
  await shot(page, 'workflow-processes');
});

test('an administrator assigns the process to a register and publishes it', async ({ page }) => {
  await page.getByRole('link', { name: 'Assignments' }).click();
  await page.getByRole('button', { name: 'Edit in a draft' }).click();
  await expect(
    page.getByRole('heading', { name: /^Draft #\d+ of the process assignments$/ }),
  ).toBeVisible();

  await page.getByRole('button', { name: 'Add an assignment' }).click();
  const dialog = page.getByRole('dialog', { name: 'New assignment' });
  await dialog.getByRole('combobox', { name: 'Register or reference set' }).fill(REGISTER_LABEL);
  await page.getByRole('option', { name: REGISTER_LABEL, exact: true }).click();
  await dialog.getByRole('combobox', { name: 'Process' }).click();
  await page.getByRole('option', { name: TEMPLATE_LABEL, exact: true }).click();
  await dialog.getByRole('combobox', { name: 'Approver roles' }).click();
  const role = page.getByRole('option').first();
  const roleName = (await role.textContent()) ?? '';
  await role.click();
  await expect(page.locator('[role="listbox"]')).toHaveCount(0);
  await dialog.getByRole('checkbox', { name: 'Update' }).check();
  await dialog.getByRole('checkbox', { name: /^Only records/ }).check();
  await dialog.getByRole('combobox', { name: 'Attribute' }).click();
  await page.getByRole('option', { name: 'Country (country)' }).click();
  const values = dialog.getByRole('combobox', { name: 'Values' });
  await values.fill('RU');
  await values.press('Enter');
  await expect(dialog.getByRole('button', { name: 'Add an assignment' })).toBeEnabled();
  await shot(page, 'workflow-assignment-dialog');
  await dialog.getByRole('button', { name: 'Add an assignment' }).click();
  await expect(dialog).toBeHidden();

  const row = page
    .getByRole('table', { name: 'Assignments' })
    .locator(`[data-entity="${REGISTER}"]`);
  await expect(row).toContainText(REGISTER_LABEL);
  await expect(row).toContainText(TEMPLATE_LABEL);
  await expect(row).toContainText(roleName);
  await expect(row).toContainText('Country is RU');
  await page.getByRole('button', { name: 'Save the draft' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();
  await expectAccessible(page);
  await shot(page, 'workflow-assignment-draft');

  await page.getByRole('button', { name: 'Publish…' }).click();
  await expect(page).toHaveURL(/\/ui\/drafts\/\d+$/);
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page).toHaveURL(/\/ui\/workflows\/assignments$/);
  const published = page.locator(`[data-entity="${REGISTER}"]`);
  await expect(published).toContainText(REGISTER_LABEL);
  await expect(published).not.toContainText(REGISTER);
  await expect(published).toContainText('Update');
  await shot(page, 'workflow-assignments');
});
