import { expect, test } from './test';
import { expectAccessible, logIn, shot } from './helpers';

test.beforeEach(async ({ page }) => {
  await logIn(page);
});

test('an administrator marks a register’s personal data confidential and chooses how it is depersonalized', async ({
  page,
}) => {
  const register = `Patient_${Date.now().toString(36)}`;
  await page.goto('/ui/model');
  await page.getByRole('button', { name: 'Edit in a new draft' }).click();
  await expect(page).toHaveURL(/\/ui\/model\/drafts\/\d+/);

  await page
    .getByRole('navigation', { name: 'Model elements' })
    .getByRole('link', { name: 'Add a register' })
    .click();
  await expect(page.getByRole('textbox', { name: 'Name', exact: true }).first()).toHaveValue('');
  await page.getByRole('textbox', { name: 'Name', exact: true }).first().fill(register);
  await page.getByRole('button', { name: 'Add an attribute' }).click();
  const phone = page.getByRole('group', { name: 'Attribute 1' });
  await phone.getByRole('textbox', { name: 'Name', exact: true }).fill('phone');
  await phone.getByRole('combobox', { name: 'Type' }).click();
  await page.getByRole('option', { name: 'String', exact: true }).click();

  // The selector is shown only once the attribute is confidential, as the spec says.
  const selector = phone.getByRole('combobox', { name: /Obfuscation function/ });
  await expect(selector).toBeHidden();
  await phone.getByRole('checkbox', { name: 'Confidential' }).check();
  await selector.click();
  await page.getByRole('option', { name: 'Mask', exact: true }).click();
  await expect(selector).toHaveAccessibleDescription(/mask character/);
  await phone.getByRole('textbox', { name: 'keepLast' }).fill('two');
  await page.getByRole('button', { name: 'Save into the draft' }).click();
  await expect(page.getByRole('heading', { name: `Edit ${register}` })).toBeVisible();

  // The publish is refused at the parameter, with the server's words.
  await page.getByRole('button', { name: 'Publish' }).click();
  const refused = page.getByRole('region', { name: /The publish was refused/ });
  await expect(refused).toContainText("'two' is not a value of type Integer");
  const keepLast = phone.getByRole('textbox', { name: 'keepLast' });
  await expect(keepLast).toHaveAttribute('aria-invalid', 'true');
  await expectAccessible(page);
  await shot(page, 'dp-confidential-refused');

  await keepLast.fill('2');
  await page.getByRole('button', { name: 'Save into the draft' }).click();
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page).toHaveURL(/\/ui\/model(\?|$)/);

  await page
    .getByRole('navigation', { name: 'Model elements' })
    .getByRole('link', { name: register, exact: true })
    .click();
  const row = page
    .getByRole('table', { name: `Attributes of ${register}` })
    .getByRole('row')
    .filter({ hasText: 'phone' });
  await expect(row).toContainText('Mask (keepLast 2)');
  await shot(page, 'dp-confidential-published');
});
