import { readdirSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'
import { SRC, importChain } from '~/test/import-chain.ts'

/**
 * A provider's library loads when the provider is first used, not when a process starts: a market
 * that takes no payment, sends through the sandbox mailer or keeps its media on disk never needs
 * them. So does sharp, needed to read an upload or make a variant not yet stored, not to serve a
 * stored one. Each costs memory for the process's life (docs/benchmarks.md, "Memory of the demo
 * process").
 */
const LOADED_ON_FIRST_USE = ['stripe', '@paypal/paypal-server-sdk', 'nodemailer', '@aws-sdk/client-s3', 'sharp']

const chainFrom = (file: string, libraries: readonly string[] = LOADED_ON_FIRST_USE) =>
  importChain(join(SRC, file), libraries)?.map((step) => (step.startsWith(SRC) ? relative(SRC, step) : step)) ?? null

describe("a process's start loads no provider's library, nor sharp", () => {
  it.each(['cli/cli.server.ts', 'server/boot.server.ts', 'server/app.server.ts'])('%s', (file) => {
    expect(chainFrom(file)).toBeNull()
  })

  it('finds the library behind an adapter', () => {
    expect(chainFrom('orders/payments/card.server.ts')).toEqual(['orders/payments/card.server.ts', 'stripe'])
    expect(chainFrom('mail/mailer.server.ts')).toBeNull()
    expect(chainFrom('media/variants.server.ts')).toBeNull()
  })
})

/**
 * The server imports every route module when it starts (React Router's server build). The code
 * editor of the admin's JSON settings only ever runs in a browser; imported, it held ~4–6 MB of the
 * server's memory for its life.
 */
const BROWSER_ONLY_EDITOR = ['@uiw/react-codemirror', '@codemirror', '@lezer']
const ROUTE_MODULES = [
  'app/root.tsx',
  'app/entry.server.tsx',
  ...readdirSync(join(SRC, 'app/routes'), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .map((file) => `app/routes/${file}`),
]

describe("the server's start loads no code editor", () => {
  it.each(ROUTE_MODULES)('%s', (file) => {
    expect(chainFrom(file, BROWSER_ONLY_EDITOR)).toBeNull()
  })

  it('finds the editor behind its lazy boundary', () => {
    expect(chainFrom('admin/settings/JsonEditor.tsx', BROWSER_ONLY_EDITOR)).toEqual([
      'admin/settings/JsonEditor.tsx',
      '@uiw/react-codemirror',
    ])
  })
})
