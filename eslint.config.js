import path from 'node:path'
import js from '@eslint/js'
import prettier from 'eslint-config-prettier'
import reactHooks from 'eslint-plugin-react-hooks'
import tseslint from 'typescript-eslint'

/**
 * The folders of src/, lowest first (docs/architecture.md, ADR 027): a folder may import only the
 * folders before it. Shared parts come first, then platform services, the domains, the bundle that
 * composes them, the apps (editor, back office, server, site, CLI), and the test helpers, which
 * may import anything (as tests do) and which nothing else imports. A new folder is added here, at
 * the lowest place its imports allow: lint fails for a folder of src/ that is not listed.
 * `orders` is the order journey (it uses stock, pricing, forms and dealers).
 */
const LAYERS = [
  ['shared', ['lib', 'db', 'jobs', 'i18n', 'theme', 'sites', 'ui', 'consent']],
  ['platform', ['mail', 'audit', 'auth', 'settings']],
  [
    'domains',
    [
      'places',
      'pricing',
      'forms',
      'vehicles',
      'recalls',
      'merchandise',
      'news',
      'dealers',
      'stock',
      'orders',
      'blocks',
      'dynamic-content',
      'search',
      'content',
      'media',
      'navigation',
      'footer',
    ],
  ],
  ['composition', ['bundle']],
  ['apps', ['cms', 'admin', 'server', 'app', 'cli']],
  ['test helpers', ['test']],
]
const FOLDERS = LAYERS.flatMap(([layer, folders]) => folders.map((folder) => ({ layer, folder })))
const LISTED = new Set(FOLDERS.map(({ folder }) => folder))

/**
 * What a folder of src/ may reach outside src/ by a relative import: the CLI hands the demo loader
 * to the server's start (`forecourt start` with FORECOURT_DEMO=1), so that nothing else in src/
 * depends on demo/.
 */
const OUTSIDE_SRC = { cli: ['demo'] }

/** One no-restricted-imports block per folder: everything at or above it is out of reach. */
const layerRules = FOLDERS.map(({ layer, folder }, rank) => ({
  files: [`src/${folder}/**`],
  ignores: ['**/*.test.{ts,tsx}'],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: FOLDERS.slice(rank + 1).map((above) => ({
          group: [`~/${above.folder}/*`],
          message: `src/${folder} (${layer}) may not import src/${above.folder} (${above.layer}): imports run one way, from the apps down to the shared parts (docs/architecture.md). Move what both need down.`,
        })),
      },
    ],
  },
}))

/** `src/<folder>/…` of a file, or null outside src/ ('' for a file at the top of src/). */
function srcFolder(file, cwd) {
  const parts = path.relative(path.join(cwd, 'src'), file).split(path.sep)
  if (parts[0] === '..' || path.isAbsolute(parts[0])) return null
  return parts.length > 1 ? parts[0] : ''
}

/** The project's own rules, which keep the layers whole (docs/architecture.md). */
const layersPlugin = {
  rules: {
    'folder-listed': {
      meta: {
        type: 'problem',
        docs: { description: 'Every folder of src/ has a place in LAYERS' },
        messages: {
          unlisted:
            'src/{{folder}} has no place in LAYERS (eslint.config.js): add it at the lowest place its imports allow, with a line in docs/architecture.md and the README.',
          loose: 'A file at the top of src/ belongs to no layer: put it in the folder of the layer it serves.',
        },
        schema: [],
      },
      create(context) {
        return {
          Program(node) {
            const folder = srcFolder(context.filename, context.cwd)
            if (folder === '') context.report({ node, messageId: 'loose' })
            else if (folder !== null && !LISTED.has(folder)) context.report({ node, messageId: 'unlisted', data: { folder } })
          },
        }
      },
    },
    'relative-in-folder': {
      meta: {
        type: 'problem',
        docs: { description: 'A relative import stays inside its folder of src/' },
        messages: {
          sideways: "'{{source}}' leaves src/{{folder}}: import another folder of src/ as '~/{{target}}/…', so the layers rule sees it.",
          outside:
            "'{{source}}' reaches outside src/: code in src/ gets what lies outside (the demo) from the CLI, which passes it in (docs/architecture.md).",
        },
        schema: [],
      },
      create(context) {
        const folder = srcFolder(context.filename, context.cwd)
        if (!folder) return {}
        const srcDir = path.join(context.cwd, 'src')
        const check = (node) => {
          const source = node?.type === 'Literal' ? node.value : null
          if (typeof source !== 'string' || !source.startsWith('.')) return
          const target = path.relative(srcDir, path.resolve(path.dirname(context.filename), source)).split(path.sep)
          if (target[0] === '..') {
            const outsideFolder = path.relative(context.cwd, path.resolve(path.dirname(context.filename), source)).split(path.sep)[0]
            if (!(OUTSIDE_SRC[folder] ?? []).includes(outsideFolder)) context.report({ node, messageId: 'outside', data: { source } })
          } else if (target[0] !== folder) {
            context.report({ node, messageId: 'sideways', data: { source, folder, target: target[0] } })
          }
        }
        return {
          ImportDeclaration: (node) => check(node.source),
          ExportNamedDeclaration: (node) => check(node.source),
          ExportAllDeclaration: (node) => check(node.source),
          ImportExpression: (node) => check(node.source),
        }
      },
    },
  },
}

export default tseslint.config(
  { ignores: ['build/', 'node_modules/', 'data/', '.react-router/', 'test-results/', 'playwright-report/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-control-regex': 'off',
    },
  },
  {
    // The React Compiler's rules (purity, refs, components made in render …) read the product's
    // components and hooks. They cost over half of the lint's time (each file is parsed again for
    // the compiler), and find nothing in tests, where components are one-off fixtures, nor in
    // server-only modules, which hold no component or hook (one with JSX is a .server.tsx).
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', 'src/test/**', '**/*.server.ts'],
    rules: reactHooks.configs.recommended.rules,
  },
  ...layerRules,
  {
    files: ['src/**/*.{js,jsx,ts,tsx}'],
    plugins: { layers: layersPlugin },
    rules: { 'layers/folder-listed': 'error', 'layers/relative-in-folder': 'error' },
  },
  {
    // Hono's `c.var` builds a new object from the context's variables on every read: on the
    // request path that was about 5 % of a cheap request's CPU. `c.get('site')` reads one.
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.name='c'][property.name='var']",
          message: "Read a context variable with c.get('name').",
        },
      ],
    },
  },
  // Formatting is Prettier's (npm run format; npm run lint checks it): no ESLint rule argues with it.
  prettier,
  {
    // Playwright fixtures call their callback `use`, which is not React's hook.
    files: ['tests/**'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  {
    files: ['bin/**/*.js', 'bench/**/*.js', 'tests/**/*.js'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly' } },
  },
)
