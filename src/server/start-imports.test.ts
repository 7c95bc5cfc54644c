import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'
import { SRC, importChain } from '~/test/import-chain.ts'

/**
 * A provider's library loads when the provider is first used, not when a process starts: a market
 * that takes no payment, sends through the sandbox mailer or keeps its media on disk never needs
 * them, and each costs memory for the process's life (docs/benchmarks.md, "Memory of the demo
 * process").
 */
const PROVIDER_LIBRARIES = ['stripe', '@paypal/paypal-server-sdk', 'nodemailer', '@aws-sdk/client-s3']

const chainFrom = (file: string) =>
  importChain(join(SRC, file), PROVIDER_LIBRARIES)?.map((step) => (step.startsWith(SRC) ? relative(SRC, step) : step)) ?? null

describe("a process's start loads no provider's library", () => {
  it.each(['cli/cli.server.ts', 'server/boot.server.ts', 'server/app.server.ts'])('%s', (file) => {
    expect(chainFrom(file)).toBeNull()
  })

  it('finds the library behind an adapter', () => {
    expect(chainFrom('orders/payments/card.server.ts')).toEqual(['orders/payments/card.server.ts', 'stripe'])
    expect(chainFrom('mail/mailer.server.ts')).toBeNull()
  })
})
