import { defineConfig } from 'vitest/config'
import { fileURLToPath } from 'node:url'

// Unit, component and API tests. The React Router plugin is left out on purpose:
// tests import modules directly and drive the Hono app with app.request().
export default defineConfig({
  resolve: { alias: { '~': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'bin/**/*.test.ts', 'demo/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
})
