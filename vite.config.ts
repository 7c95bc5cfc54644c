import { reactRouter } from '@react-router/dev/vite'
import { defineConfig } from 'vite'
import { fileURLToPath } from 'node:url'

export default defineConfig({
  plugins: [reactRouter()],
  // The server reads the client manifest for the chunks and styles of a page's blocks (ADR 013).
  build: { manifest: true },
  resolve: { alias: { '~': fileURLToPath(new URL('./src', import.meta.url)) } },
})
