import { reactRouter } from '@react-router/dev/vite'
import { defineConfig, type Plugin } from 'vite'
import { fileURLToPath } from 'node:url'
import { precompressDir } from './src/server/precompress.server.ts'

const path = (relative: string) => fileURLToPath(new URL(relative, import.meta.url))

/** Brotli and gzip copies of the client build's scripts and styles, served as they are (app.server.ts). */
const precompress: Plugin = {
  name: 'forecourt:precompress',
  apply: 'build',
  applyToEnvironment: (environment) => environment.name === 'client',
  async writeBundle(options) {
    if (options.dir) await precompressDir(options.dir)
  },
}

export default defineConfig({
  plugins: [reactRouter(), precompress],
  build: {
    // The server reads the client manifest for the chunks and styles of a page's blocks (ADR 013).
    manifest: true,
  },
  resolve: { alias: { '~': path('./src') } },
})
