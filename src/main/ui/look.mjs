// Throwaway: screenshots of the trial server for a look (not committed).
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from './scripts/chromium.mjs';
const base = 'http://localhost:8191';
const browser = await chromium.launch(chromiumLaunchOptions);
const page = await browser.newPage({ viewport: { width: 1280, height: 900 }, locale: 'en-GB' });
await page.goto(base + '/ui/');
await page.getByLabel('User name').fill(process.env.WHO || 'admin');
await page.getByLabel('Password').fill(process.env.PW || 'pw');
await page.getByRole('button', { name: 'Log in', exact: true }).click();
await page.getByRole('navigation', { name: 'Main navigation' }).waitFor();
for (const [name, path] of process.argv.slice(2).map((a) => [a.slice(0, a.indexOf('=')), a.slice(a.indexOf('=') + 1)])) {
  await page.goto(base + path);
  await page.waitForTimeout(4000);
  await page.screenshot({ path: `/tmp/trial/shots/${name}.png`, fullPage: true });
  console.log('shot', name);
}
await browser.close();
