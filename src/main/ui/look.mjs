import { chromium } from '@playwright/test';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const page = await b.newPage({ viewport: { width: 1280, height: 900 }, baseURL: 'http://localhost:8191' });
await page.goto('/ui/');
await page.getByLabel('User name').fill('admin');
await page.getByLabel('Password').fill('pw');
await page.getByRole('button', { name: 'Log in', exact: true }).click();
await page.getByRole('navigation', { name: 'Main navigation' }).waitFor();
const steps = JSON.parse(process.argv[2]);
let i = 0;
for (const s of steps) {
  if (s.goto) await page.goto(s.goto);
  if (s.click) await page.getByText(s.click, { exact: !!s.exact }).first().click();
  if (s.role) await page.getByRole(s.role, { name: s.name, exact: !!s.exact }).first().click();
  if (s.fill) await page.getByLabel(s.label).first().fill(s.fill);
  if (s.press) await page.keyboard.press(s.press);
  await page.waitForTimeout(s.wait ?? 1500);
  await page.screenshot({ path: `/tmp/look/${String(i++).padStart(2, '0')}.png`, fullPage: !!s.full });
}
await b.close();
