import { createHash } from 'node:crypto'
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
 * developer hints in default error screens, ~13 % of a server render's CPU). Its
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
 * and the routes share one module graph (one copy of each module), and production runs
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

/**
 * The shell (root route, header, footer, global styles) and the primitives it shares with most
 * blocks: one chunk and so one stylesheet, the only one a page links (ADR 049). With it the
 * block list's own modules, each a request of its own under 2 KB (ADR 061), and the message
 * catalogue's one browser step (filling a message's values, ADR 118), which the shell and blocks
 * share. The missing page's view is its own chunk (only a 404 draws it), and so are the error
 * view (only an error page draws it) and the English one of a page whose shell failed to load;
 * their styles, and those of the carousels'
 * controls and native videos (the `carousel` chunk below), stay in the shell's stylesheet, so
 * nothing paints unstyled while its code loads.
 */
const SHELL =
  /[\\/]src[\\/](?:i18n[\\/]messages\.ts$|app[\\/]root\.tsx$|app[\\/]shell[\\/](?!(?:NotFound|EnglishErrorView|ErrorView)\.tsx$)[^\\/]+(?<!\.server)\.(?:tsx?|css)$|ui[\\/](?:Button|Links|links|Image|image|video|VideoModal|scroll|use-is-client|page-change-focus|chunk-reload)\.(?:tsx?|module\.css)$|ui[\\/](?:NativeVideo|CarouselControls|RowControls)\.module\.css$|blocks[\\/](?:BlockList|LoadedBlock|tabbed-blocks|load-failed|block-parts)\.tsx?$)/

/**
 * The carousels' rules and controls and the native videos (ADR 162), which most content pages'
 * blocks share but the shell does not use: one chunk loaded with those blocks, so a page without
 * them (a tool's) does not carry them. Their styles stay in the shell's stylesheet (above).
 */
const CAROUSEL = /[\\/]src[\\/]ui[\\/](?:carousel|CarouselControls|RowControls|NativeVideo|native-video)\.tsx?$/

/**
 * A CSS module's class as `{local}_{file hash}`: Vite's default (`_{local}_{hash}_{line}`) is longer
 * in every page's HTML, stylesheet and class maps (0.4–1.4 KB gzip of a page's scripts), and the
 * local name keeps it readable. The hash is of the file's path in the project, so the server's and
 * the browser's builds agree, on any machine.
 */
function scopedClassName(local: string, file: string): string {
  const relative = file.replace(/[?#].*/, '').replace(process.cwd(), '')
  return `${local}_${createHash('sha256').update(relative).digest('base64url').replace(/[-_]/g, '').slice(0, 5)}`
}

/**
 * Where the market's APIs are (`appUrl`), its settings as the browser reads them and the brands:
 * small, and used by the forms, the search, the tools and the stock pages alike. A chunk of its
 * own: in the stock card's group (which takes its modules' dependencies with it) every form and
 * tool loaded the stock card's 5 KB for them.
 */
const MARKET = /[\\/]src[\\/](?:lib[\\/]app-base|settings[\\/]settings|theme[\\/]brands)\.ts$/

const RENDERERS = /[\\/]src[\\/]blocks[\\/]renderers\.ts$/

/**
 * The price format (amounts with their currency's symbol and separators), which blocks outside the
 * stock locator use too (the finance calculator, rent a car, model summaries): a chunk of its own,
 * ~1 KB, so their pages do not load the stock card's 5.6 KB for it. Stock pages make one request more.
 */
const PRICE_FORMAT = /[\\/]src[\\/]pricing[\\/]price\.ts$/

/**
 * What every stock page runs in the browser — the listing, the Stock Locator Carousel (the demo's
 * home page), the saved vehicles screen and the showroom: prices and their format, the saved
 * vehicles in storage, the data layer of ADR 087, the texts' helpers (never a texts table: ADR
 * 089). One chunk, where they were six requests of a few KB on a page with a carousel. Nothing
 * here imports zod. (A block's own module stays out: the server finds a block's chunk and styles
 * by it in the manifest, ADR 013.)
 */
const STOCK_CARD =
  /[\\/]src[\\/](?:pricing[\\/]stock-price|stock[\\/](?:ui[\\/](?:analytics|use-data-layer|listing[\\/]listing-page|vehicle-card[\\/](?:use-saved-vehicles|saved-storage))|texts[\\/](?:texts|context)|rules[\\/](?:constants|saved-vehicles|spec-format|prices|disclaimers|card-attributes|vehicle-identity)))\.tsx?$/

/**
 * The vehicle card of the listing, the carousel and the saved vehicles screen, which the showroom
 * (its similar vehicles are its own) does not draw: a chunk of its own (~2 KB gzip), one more
 * request on those pages rather than its weight on every showroom page (ADR 092).
 */
const VEHICLE_CARD = /[\\/]src[\\/]stock[\\/]ui[\\/]vehicle-card[\\/]StockVehicleCard\.tsx$/

/**
 * The listing's rules (filters, query state, postcode search, the cards built from the inventory
 * API's answers), which the showroom and the carousel do not run: they were in STOCK_CARD, ~2.5 KB
 * gzip of every showroom page (ADR 092). One chunk for the listing and the saved vehicles screen
 * (which builds cards too): left alone, Rolldown splits them by who else imports them (the editor,
 * the saved vehicles block) into three requests.
 */
const STOCK_LISTING =
  /[\\/]src[\\/]stock[\\/](?:ui[\\/]listing[\\/](?:browser|card|listing-api|listing-state)|rules[\\/](?:filters|postcode-search))\.tsx?$/

/**
 * The renderer table's imports carry no dependency list: the page names its blocks' chunks and
 * styles (ADR 013, ADR 049) and the editor links every block's styles, so Vite's preload helper
 * must not add a stylesheet the page already holds inline. (Vite's `modulePreload.resolveDependencies`
 * can drop a dynamic import's chunks, never its styles.)
 */
const rendererImportsWithoutDependencies: Plugin = {
  name: 'forecourt:renderer-imports-without-dependencies',
  apply: 'build',
  applyToEnvironment: (environment) => environment.name === 'client',
  generateBundle: {
    // After Vite's import analysis, which writes the lists.
    order: 'post',
    handler(_options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk' || !chunk.moduleIds.some((id) => RENDERERS.test(id))) continue
        chunk.code = chunk.code.replace(/^const __vite__mapDeps=.*\n/, '').replace(/__vite__mapDeps\(\[[\d,]*\]\)/g, '[]')
        if (chunk.code.includes('__vite__mapDeps')) this.error('renderer imports: a dependency list is left')
      }
    },
  },
}

/**
 * React Router's CSS child compiler (a second Vite server, given this config's plugins) is created
 * with `envFile: false`, which Vite 8 reports as deprecated on every build: the same setting in
 * Vite 8's words, so nothing is reported.
 */
const envDirNotEnvFile: Plugin = {
  name: 'forecourt:env-dir-not-env-file',
  config(config) {
    if ((config as { envFile?: boolean }).envFile === false) {
      delete (config as { envFile?: boolean }).envFile
      config.envDir = false
    }
  },
}

/**
 * The brands' fonts never swap in after the first frame (ADR 174): Fontsource's `@font-face` rules
 * say `font-display: swap`, which lays the page out again, shifted, when a file arrives after the
 * first paint (a slow link, a busy phone). With `optional` a preloaded file (font-preloads.ts)
 * holds the first frame for a moment and is used if it came; one that did not is used from the
 * next page on, from the cache, and this page keeps its fallback: text never moves. Rewritten in
 * the built stylesheets, so the packages' CSS is imported as published.
 */
const fontsNeverSwap: Plugin = {
  name: 'forecourt:fonts-never-swap',
  apply: 'build',
  applyToEnvironment: (environment) => environment.name === 'client',
  generateBundle: {
    // After Vite's CSS plugin has emitted the stylesheets.
    order: 'post',
    handler(_options, bundle) {
      for (const file of Object.values(bundle)) {
        if (file.type !== 'asset' || !file.fileName.endsWith('.css')) continue
        const css = typeof file.source === 'string' ? file.source : new TextDecoder().decode(file.source)
        file.source = css.replace(/font-display:\s*swap\b/g, 'font-display:optional')
      }
    },
  },
}

export default defineConfig({
  plugins: [
    envDirNotEnvFile,
    reactRouterProductionBuild,
    reactRouter(),
    serverEntries,
    rendererImportsWithoutDependencies,
    fontsNeverSwap,
    precompress,
  ],
  ssr: { noExternal: ['react-router', '@react-router/node'] },
  css: { modules: { generateScopedName: scopedClassName } },
  build: {
    // The server reads the client manifest for the chunks and styles of a page's blocks (ADR 013).
    manifest: true,
    // Two chunks pass Vite's 500 kB default, both on purpose: the editor (Puck and every block's
    // fields, loaded by /cms alone, never by a visitor's page) and the server bundle, which no
    // browser downloads. A visitor chunk growing past this still warns.
    chunkSizeWarningLimit: 700,
    rolldownOptions: {
      // Rolldown's slow-plugin report is a warning on every build of a busy machine (its time
      // includes the wait for a core): it says nothing about this build a user can act on.
      checks: { bundlerTimings: false },
      output: {
        // A script's content hash in 7 characters, not Vite's 8: each name is in the scripts that
        // import it, and a hash does not compress (160–180 bytes gzip of every page's scripts).
        // Rolldown refuses fewer for this many chunks.
        chunkFileNames: 'assets/[name]-[hash:7].js',
        entryFileNames: 'assets/[name]-[hash:7].js',
        codeSplitting: {
          groups: [
            { name: 'framework', test: FRAMEWORK },
            // Its own chunk, never the shell's: its imports carry no dependency list (below).
            { name: 'renderers', test: RENDERERS },
            { name: 'shell', test: SHELL },
            { name: 'carousel', test: CAROUSEL },
            { name: 'price-format', test: PRICE_FORMAT },
            { name: 'market', test: MARKET },
            { name: 'stock-card', test: STOCK_CARD },
            { name: 'stock-listing', test: STOCK_LISTING },
            { name: 'vehicle-card', test: VEHICLE_CARD },
          ],
        },
      },
    },
  },
  environments: {
    // The server imports every module at once, so a split the browser makes (a module the page
    // loads only when used, also read by a server module) is no split there: not a warning there.
    ssr: { build: { rolldownOptions: { checks: { bundlerTimings: false, ineffectiveDynamicImport: false } } } },
  },
  resolve: { alias: { '~': path('./src') } },
})
