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

/**
 * react-router's package exports only its development build to Node and bundlers (dev warnings,
 * developer hints in default error screens, ~13 % of a server render's CPU: issue 10 §9). Its
 * production build, in the same package, is used on both sides. On the server, react-router and
 * @react-router/node are bundled (ssr.noExternal below) so that both resolve to this one copy: two
 * copies would not share the router's React contexts.
 */
const reactRouterProductionBuild: Plugin = {
  name: 'forecourt:react-router-production-build',
  apply: 'build',
  enforce: 'pre',
  resolveId(id) {
    if (id === 'react-router') return path('./node_modules/react-router/dist/production/index.mjs')
    if (id === 'react-router/dom') return path('./node_modules/react-router/dist/production/dom-export.mjs')
  },
}

/**
 * The server build holds the CLI (`build/server/cli.js`: `forecourt start` and the other commands)
 * beside React Router's server build (`index.js`), as two entries of one bundle: the HTTP server
 * and the routes share one module graph (one copy of each module, issue 10 §3), and production runs
 * built JavaScript, not sources compiled at start.
 */
const serverEntries: Plugin = {
  name: 'forecourt:server-entries',
  apply: 'build',
  enforce: 'post',
  configEnvironment(name, config) {
    if (name !== 'ssr') return
    const options = (config.build ??= {}).rollupOptions ?? {}
    const output = Array.isArray(options.output) ? options.output[0] : options.output
    config.build.rollupOptions = {
      ...options,
      input: { index: 'virtual:react-router/server-build', cli: path('./src/cli/cli.server.ts') },
      output: { ...output, entryFileNames: '[name].js' },
    }
  },
}

/** Every page loads these (and Vite's preload helper); one chunk for them is one request instead of five. */
const FRAMEWORK = /node_modules[\\/](?:react|react-dom|scheduler|react-router)[\\/]|vite[\\/]preload-helper/

/** The shell's and most blocks' primitives: one chunk (and stylesheet) instead of one per module. */
const UI_PRIMITIVES = /[\\/]src[\\/]ui[\\/](?:Button|Links|links|Image|image|video|VideoModal)\.tsx?$/

export default defineConfig({
  plugins: [reactRouterProductionBuild, reactRouter(), serverEntries, precompress],
  ssr: { noExternal: ['react-router', '@react-router/node'] },
  build: {
    // The server reads the client manifest for the chunks and styles of a page's blocks (ADR 013).
    manifest: true,
    // A block renderer's import lists only its styles: the page's loader data names every chunk
    // the page's blocks need (from the manifest), preloaded by the page itself (ADR 013), so the
    // renderer table every page ships does not grow with each block's dependencies.
    // (hostId is the importing chunk's file: src/blocks/renderers.ts becomes assets/renderers-{hash}.js.)
    modulePreload: { resolveDependencies: (_file, deps, { hostId }) => (/(?:^|\/)renderers-[\w-]+\.js$/.test(hostId) ? [] : deps) },
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'framework', test: FRAMEWORK },
            { name: 'ui', test: UI_PRIMITIVES },
          ],
        },
      },
    },
  },
  resolve: { alias: { '~': path('./src') } },
})
