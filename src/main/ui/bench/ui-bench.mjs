// The web UI's speed in Debian's headless Chromium against a running server, each figure beside
// its floor measured in the same run (the machine is shared and noisy; the ratios are what hold):
//   - a cold load of the login page (empty cache) until it can be typed into, beside a cold load
//     of a one-file page of the same server (the favicon);
//   - a search page of 50 hits: from the end of the search's answer to 50 rows in the grid, beside
//     the answer's own time (request to response end);
//   - the grid on a large register: next page and sort, from click to rows, beside the answers.
// Loads the register BenchGrid with RECORDS records through the bulk load first, unless present.
//
//   PLATFORM_URL=http://localhost:8080 PLATFORM_ADMIN_PASSWORD=... RECORDS=1000000 \
//     node bench/ui-bench.mjs            (bench/ui.sh wraps it)
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../scripts/chromium.mjs';
import { Readable } from 'node:stream';

const base = process.env.PLATFORM_URL ?? 'http://localhost:8080';
const password = process.env.PLATFORM_ADMIN_PASSWORD;
const records = Number(process.env.RECORDS ?? 1_000_000);
const rounds = Number(process.env.ROUNDS ?? 20);
const ENTITY = 'BenchGrid';
if (!password) throw new Error('set PLATFORM_ADMIN_PASSWORD');

async function call(method, path, token, body) {
  const response = await fetch(base + path, {
    method,
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = await response.json();
  if (!response.ok)
    throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(json)}`);
  return json;
}

async function prepare() {
  const login = await fetch(`${base}/api/v2/core/authentication/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ userName: 'admin', password }),
  }).then((r) => r.json());
  const token = login.token;
  const model = await call('GET', '/api/v2/meta/model', token);
  if ((model.model?.entities ?? []).some((e) => e.name === ENTITY)) return;
  const draft = await call('POST', '/api/v2/draft/upsert', token, {
    type: 'data-model',
    description: 'UI benchmark',
  });
  const draftId = draft.draft.draftId;
  await call('POST', '/api/v2/meta/model/entities/save', token, {
    draftId,
    entity: {
      name: ENTITY,
      customProperties: { description_field: 'name' },
      attributes: [
        { name: 'name', type: 'String' },
        { name: 'city', type: 'String' },
        { name: 'score', type: 'Integer' },
        { name: 'since', type: 'Date' },
        { name: 'vip', type: 'Boolean' },
      ],
    },
  });
  if (!(model.model?.sourceSystems ?? []).some((s) => s.name === 'bench')) {
    await call('POST', '/api/v2/meta/model/source-systems/save', token, {
      draftId,
      sourceSystem: { name: 'bench', weight: 50 },
    });
  }
  await call('POST', '/api/v2/draft/publish', token, { draftId });
  const cities = ['Moscow', 'Kazan', 'Berlin', 'Riga', 'Самара', 'Омск', 'Tver', 'Paris'];
  async function* lines() {
    for (let i = 0; i < records; i++) {
      yield (
        JSON.stringify({
          entityName: ENTITY,
          sourceSystem: 'bench',
          externalId: `B-${i}`,
          attributes: {
            name: `Client ${i} ${cities[i % 8]}`,
            city: cities[i % 8],
            score: i % 1000,
            since: `20${String(i % 25).padStart(2, '0')}-01-15`,
            vip: i % 10 === 0,
          },
        }) + '\n'
      );
    }
  }
  const started = Date.now();
  const answer = await fetch(`${base}/api/v2/data/import`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/x-ndjson' },
    body: Readable.from(lines()),
    duplex: 'half',
  }).then((r) => r.json());
  for (;;) {
    const state = await call('GET', `/api/v2/data/import/${answer.importId}`, token);
    if (state.state === 'DONE') break;
    if (state.state !== 'QUEUED' && state.state !== 'RUNNING')
      throw new Error(JSON.stringify(state));
    await new Promise((r) => setTimeout(r, 2000));
  }
  console.log(`loaded ${records} records in ${((Date.now() - started) / 1000).toFixed(0)} s`);
}

const launch = () => chromium.launch(chromiumLaunchOptions);

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}
function p95(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.95) - 1)];
}

/** Cold loads: the login page until typeable, and the one-file floor, each in a fresh context. */
async function coldLoads(browser) {
  const ui = [];
  const floor = [];
  for (let i = 0; i < rounds; i++) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${base}/ui/favicon.svg`);
    floor.push(await page.evaluate(() => performance.getEntriesByType('navigation')[0].duration));
    await context.close();
    const fresh = await browser.newContext();
    const login = await fresh.newPage();
    await login.goto(`${base}/ui/`);
    await login.getByRole('button', { name: 'Log in' }).waitFor();
    ui.push(await login.evaluate(() => performance.now()));
    await fresh.close();
  }
  return { ui, floor };
}

/** Moves through the grid: each step's answer time and its answer-to-rows time. */
async function gridSteps(browser) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.goto(`${base}/ui/`);
  await page.getByLabel('User name').fill('admin');
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.getByRole('navigation', { name: 'Main navigation' }).waitFor();
  await page.goto(`${base}/ui/records/${ENTITY}`);
  await page.locator('.MuiDataGrid-row[data-rowindex="0"]').waitFor({ timeout: 120_000 });

  async function step(action) {
    const marker = await page.evaluate(() => {
      performance.clearResourceTimings();
      return document.querySelector('[data-rowindex="0"]')?.textContent ?? '';
    });
    const answered = page.waitForResponse((r) => r.url().endsWith('/api/v2/search/records'), {
      timeout: 120_000,
    });
    await action();
    await (await answered).finished();
    return page.evaluate(
      (before) =>
        new Promise((resolve) => {
          function check() {
            const rows = document.querySelectorAll('.MuiDataGrid-row[data-rowindex]');
            const first = document.querySelector('[data-rowindex="0"]')?.textContent ?? '';
            const entry = performance
              .getEntriesByType('resource')
              .find((e) => e.name.endsWith('/api/v2/search/records'));
            if (entry && rows.length >= 10 && first !== before) {
              resolve({
                server: entry.responseEnd - entry.requestStart,
                render: performance.now() - entry.responseEnd,
              });
            } else {
              requestAnimationFrame(check);
            }
          }
          check();
        }),
      marker,
    );
  }

  const pages = [];
  const sorts = [];
  const next = page.getByRole('button', { name: 'Go to next page' });
  for (let i = 0; i < rounds; i++) pages.push(await step(() => next.click()));
  // Each (column, order) once: the UI keeps answers it has seen for 30 s and would not ask again.
  for (const column of ['score', 'city', 'since', 'vip']) {
    const header = page.getByRole('columnheader', { name: column });
    for (let order = 0; order < 2; order++) sorts.push(await step(() => header.click()));
  }
  await context.close();
  return { pages, sorts };
}

await prepare();
const browser = await launch();
const cold = await coldLoads(browser);
const grid = await gridSteps(browser);
await browser.close();

const f = (n) => n.toFixed(0);
const row = (name, values, floorName, floors) =>
  `| ${name} | ${f(median(values))} | ${f(p95(values))} | ${floorName} ${f(median(floors))} | ${(median(values) / median(floors)).toFixed(1)} × |`;
console.log(`\n${ENTITY}: ${records.toLocaleString('en')} records; ${rounds} rounds\n`);
console.log('| Measure (ms) | p50 | p95 | Floor p50 (same run) | Ratio |');
console.log('|---|---|---|---|---|');
console.log(
  row('Cold load of the login page until it takes input', cold.ui, 'one-file page', cold.floor),
);
console.log(
  row(
    'Next page of 50: answer to rows',
    grid.pages.map((s) => s.render),
    'the answer itself',
    grid.pages.map((s) => s.server),
  ),
);
console.log(
  row(
    'Sort by score: answer to rows',
    grid.sorts.map((s) => s.render),
    'the answer itself',
    grid.sorts.map((s) => s.server),
  ),
);
console.log(
  '\nTargets: cold load < 2,000 ms; a page of 50 hits rendered < 200 ms after its answer.',
);
