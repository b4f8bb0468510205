import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// The UI is served by the server under /ui; `mvn` builds it into the server's static resources.
// `npm run dev` serves it on :5173 and passes the API through to a server on :8080.
export default defineConfig({
  base: '/ui/',
  plugins: [react()],
  build: {
    outDir: fileURLToPath(new URL('../../../target/classes/static/ui', import.meta.url)),
    emptyOutDir: true,
    chunkSizeWarningLimit: 1500,
  },
  server: {
    proxy: { '/api': 'http://localhost:8080' },
  },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'e2e/**/*.test.ts'],
    setupFiles: ['src/test-setup.ts'],
    // A guard against a hung test, not a measure: on the shared 2-CPU machine under load, form
    // tests that type into several fields took over 5 s (vitest's default).
    testTimeout: 20000,
  },
});
