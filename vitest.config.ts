import { defineConfig } from 'vitest/config'
import { fileURLToPath } from 'node:url'

// Unit, component and API tests. The React Router plugin is left out on purpose:
// tests import modules directly and drive the Hono app with app.request().
export default defineConfig({
  resolve: { alias: { '~': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'bin/**/*.test.ts', 'demo/**/*.test.ts'],
    environment: 'node',
    // Test files of a worker share one module graph and one PGlite (src/test/engines.ts): a
    // fresh graph per file cost ~80 % of the run, which must fit `npm test`'s 10 minutes. So a test
    // must leave no global state behind (mocks restored, registries reset) — docs/decisions/033.
    isolate: false,
    globalSetup: ['src/test/global-setup.ts'],
    setupFiles: ['src/test/setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
})
