import js from '@eslint/js'
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript'
import prettier from 'eslint-config-prettier'
import importX from 'eslint-plugin-import-x'
import reactHooks from 'eslint-plugin-react-hooks'
import tseslint from 'typescript-eslint'

/**
 * The folders of src/, lowest first (docs/architecture.md, ADR 027): a folder may import only the
 * folders before it. Shared parts come first, then platform services, the domains, the bundle that
 * composes them, and the apps (editor, back office, server, site, CLI) last. A new folder is added
 * here, at the lowest place its imports allow.
 */
const LAYERS = [
  ['shared', ['lib', 'db', 'jobs', 'i18n', 'theme', 'sites', 'ui']],
  ['platform', ['mail', 'audit', 'auth', 'settings']],
  ['domains', ['pricing', 'vehicles', 'merchandise', 'dealers', 'stock', 'blocks', 'dynamic-content', 'content', 'media', 'navigation', 'footer']],
  ['composition', ['bundle']],
  ['apps', ['cms', 'admin', 'server', 'app', 'cli']],
]
const FOLDERS = LAYERS.flatMap(([layer, folders]) => folders.map((folder) => ({ layer, folder })))

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

export default tseslint.config(
  { ignores: ['build/', 'node_modules/', 'data/', '.react-router/', 'test-results/', 'playwright-report/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-control-regex': 'off',
    },
  },
  ...layerRules,
  {
    // No import cycles between modules either (the layers rule out cycles between folders).
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
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
