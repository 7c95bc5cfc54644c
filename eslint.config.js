import js from '@eslint/js'
import reactHooks from 'eslint-plugin-react-hooks'
import tseslint from 'typescript-eslint'

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
  {
    // Shared code must not reach into features or the app (STYLE.md: shared → features → app).
    files: ['src/lib/**', 'src/ui/**', 'src/db/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['~/app/*', '~/cms/*', '~/admin/*'], message: 'Shared code may not import the app.' }] }],
    },
  },
  {
    // Playwright fixtures call their callback `use`, which is not React's hook.
    files: ['tests/**'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  {
    files: ['bin/**/*.js', 'bench/**/*.js', 'tests/**/*.js'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly' } },
  },
)
