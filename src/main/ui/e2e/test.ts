import { test as base, expect } from '@playwright/test';
import { requestProblems, responseProblems } from './contract';

/**
 * Playwright's `test` with the contract judge on every page: each API call the UI makes during a
 * test is checked against the module documents (e2e/contract.ts), and the test fails with the
 * calls that stray from them.
 */
export const test = base.extend<{ contract: void; noNativeDialogs: void }>({
  // The UI asks in its own dialog (src/components/ConfirmDialog.tsx), never with window.confirm,
  // alert or prompt: a test whose page opens one of the browser's dialogs fails.
  noNativeDialogs: [
    async ({ page }, use) => {
      const opened: string[] = [];
      page.on('dialog', (dialog) => {
        opened.push(`${dialog.type()}: ${dialog.message()}`);
        void dialog.dismiss();
      });
      await use();
      expect(opened, 'the browser’s own dialogs the page opened').toEqual([]);
    },
    { auto: true },
  ],
  contract: [
    async ({ page }, use) => {
      const problems: string[] = [];
      const pending: Promise<void>[] = [];
      page.on('response', (response) => {
        const url = new URL(response.url());
        if (!url.pathname.startsWith('/api/')) return;
        const request = response.request();
        const method = request.method();
        const sent = (request.headers()['content-type'] ?? '').includes('json')
          ? (request.postDataJSON() as unknown)
          : undefined;
        problems.push(...requestProblems(method, url.pathname, sent));
        const contentType = response.headers()['content-type'] ?? '';
        pending.push(
          (contentType.includes('json') ? response.json() : Promise.resolve(undefined))
            .then((body: unknown) => {
              problems.push(
                ...responseProblems(method, url.pathname, response.status(), contentType, body),
              );
            })
            // The page moved on before the body was read: nothing to judge.
            .catch(() => undefined),
        );
      });
      await use();
      await Promise.all(pending);
      expect(problems, 'API calls that stray from the module documents').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
