import { expect, test } from './test';
import { expectAccessible, logIn, shot } from './helpers';

test('a wrong password is refused with the server message, the right one logs in and out', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/ui\/$/);
  await expectAccessible(page);
  await shot(page, 'login');

  await page.getByLabel('User name').fill('admin');
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page.getByRole('alert')).toBeVisible();

  await logIn(page);
  await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page.getByText('You have logged out.')).toBeVisible();
});

test('a session whose token the server refuses ends with a message on the login page', async ({
  page,
}) => {
  await logIn(page);
  // The first page has asked what it needs; otherwise its own request may notice the logout below
  // before the reload, and the reload forgets what it noticed.
  await page.waitForLoadState('networkidle');
  // The token is logged out behind the UI's back (as another tab would do, or its end).
  const token = await page.evaluate(
    () => JSON.parse(sessionStorage.getItem('platform-mdm.session') ?? '{}').token as string,
  );
  const answer = await page.request.post('/api/v2/core/authentication/logout', {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(answer.ok()).toBe(true);
  await page.reload();
  await expect(page.getByText('Your session has ended; log in again.')).toBeVisible();
  // A further reload of the login page still says why the steward is there.
  await page.reload();
  await expect(page.getByText('Your session has ended; log in again.')).toBeVisible();
  await logIn(page);
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page.getByText('You have logged out.')).toBeVisible();
  await page.reload();
  await expect(page.getByText('You have logged out.')).toBeVisible();
});

test('the UI switches to Russian and keeps the choice', async ({ page }) => {
  await logIn(page);
  await page.getByLabel('Language').click();
  await page.getByRole('option', { name: 'Русский' }).click();
  await expect(page.getByRole('link', { name: 'Записи' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
  await page.reload();
  await expect(page.getByRole('button', { name: 'Выйти' })).toBeVisible();
  await shot(page, 'russian');
  await page.getByLabel('Язык').click();
  await page.getByRole('option', { name: 'English' }).click();
  await expect(page.getByRole('link', { name: 'Records' })).toBeVisible();
});
