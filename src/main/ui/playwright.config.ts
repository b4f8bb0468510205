import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './scripts/chromium.mjs';

// The end-to-end tests drive Debian's Chromium (never a downloaded browser) against a running
// server: PLATFORM_URL (default http://localhost:8080), logging in as admin with
// PLATFORM_ADMIN_PASSWORD; the data governance spec reads the server's embedded PostgreSQL, found
// in its data directory PLATFORM_DATA_DIR. In `mvn verify`, UiBrowserIT starts the packaged server and runs them;
// by hand: `mvn spring-boot:run` in one terminal, `npm run e2e` here in another.
export default defineConfig({
  testDir: 'e2e',
  // e2e/*.test.ts are Vitest tests of the tests' own helpers.
  testMatch: '**/*.spec.ts',
  outputDir: '../../../target/ui-e2e/results',
  globalSetup: './e2e/seed.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: process.env.PLATFORM_URL ?? 'http://localhost:8080',
    viewport: { width: 1280, height: 800 },
    locale: 'en-GB',
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    launchOptions: chromiumLaunchOptions,
  },
});
