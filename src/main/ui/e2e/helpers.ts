import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';
import { adminPassword } from './people';

/** Where the tests keep their screenshots (build artifacts, looked at before a release). */
export const SCREENSHOTS = '../../../target/ui-e2e/screenshots';

export async function shot(page: Page, name: string) {
  // From the top: a full-page picture of a scrolled page draws the sticky bar mid-page.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${SCREENSHOTS}/${name}.png`, fullPage: true });
}

export async function logIn(page: Page, password = adminPassword(), userName = 'admin') {
  await page.goto('/ui/');
  await page.getByLabel('User name').fill(userName);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
}

/** Opens an administrators' screen through the navigation's Administration menu. */
export async function openAdministration(page: Page, screen: string) {
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('button', { name: 'Administration' })
    .click();
  await page.getByRole('menuitem', { name: screen, exact: true }).click();
  await expect(page.getByRole('menu')).toHaveCount(0);
}

/**
 * Answers yes to the UI's in-page confirmation named `title` (the one ConfirmDialog; the browser's
 * own dialogs fail every test, see test.ts) with its button `action`, and sees it close.
 */
export async function confirmIn(page: Page, title: string | RegExp, action: string) {
  const question = page.getByRole('dialog', { name: title });
  await question.getByRole('button', { name: action, exact: true }).click();
  await expect(question).toBeHidden();
}

/**
 * axe-core finds no serious or critical violation of WCAG 2.1 AA on the page once it has settled
 * (no unnamed loading bar left: a grid caught mid-load is a moment, not the page).
 */
export async function expectAccessible(page: Page) {
  await expect(
    page.locator('[role="progressbar"]:not([aria-label]):not([aria-labelledby])'),
  ).toHaveCount(0, { timeout: 15_000 });
  // Nor a colour mid-transition: a button just enabled fades from grey to its colour in 250 ms,
  // and a contrast measured halfway failed once in CI on a loaded machine. Endless animations (a
  // spinner) are not waited for.
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every(
            (a) => a.playState !== 'running' || a.effect?.getComputedTiming().endTime === Infinity,
          ),
      undefined,
      { timeout: 5_000 },
    )
    .catch(() => undefined);
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21aa'])
    .analyze();
  const grave = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    grave.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join('; ')})`),
  ).toEqual([]);
}

/**
 * Picks an option of a select field and waits until its menu has closed. A click that lands while
 * the menu is still settling can leave it open, and an open menu hides the rest of the page from
 * the accessibility tree (seen once in CI on a loaded machine): the pick is tried again then.
 */
export async function choose(page: Page, field: Locator, option: string | RegExp) {
  const menu = page.getByRole('listbox');
  await expect(async () => {
    if (!(await menu.isVisible())) await field.click();
    await page.getByRole('option', { name: option }).click({ timeout: 5_000 });
    await expect(menu).toBeHidden({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  // Gone from the page, not only fading out: a check of the page's contrast would see its options.
  await expect(page.locator('[role="listbox"]')).toHaveCount(0);
}
