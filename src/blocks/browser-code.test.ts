import { existsSync, readdirSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'
import { SRC, importChain } from '~/test/import-chain.ts'

/**
 * A block's browser code loads no zod (ADR 145): zod weighs 25.6 KB gzip, a fifth of a page's
 * script, and the blocks' checks in the browser use the small guards (src/lib/guards.ts). zod
 * comes in most often through a constant or rule kept beside a schema (a template's fields, a
 * data file's schema); this follows each block's value imports, as the bundler does, and names
 * the chain that reaches zod. Type-only imports are left out: they are erased.
 */

/** The chain of modules from `file` to zod (the last one imports it), or null when none reaches it. */
const chainToZod = (file: string) => importChain(file, ['zod'])?.slice(0, -1) ?? null

const blocks = readdirSync(join(SRC, 'blocks')).filter((key) => existsSync(join(SRC, 'blocks', key, 'Block.tsx')))

describe("the blocks' browser code loads no zod (ADR 145)", () => {
  it('finds the blocks', () => {
    expect(blocks.length).toBeGreaterThan(60)
  })

  it.each(blocks)('%s', (key) => {
    const chain = chainToZod(join(SRC, 'blocks', key, 'Block.tsx'))
    expect(chain?.map((file) => relative(SRC, file)).join(' → ') ?? null).toBeNull()
  })

  it('follows value imports and leaves type-only ones out', () => {
    // A form's page: its renderer reaches the definition's types only.
    expect(chainToZod(join(SRC, 'forms', 'FormRenderer.tsx'))).toBeNull()
    // The admin's form builder checks a definition with its schema.
    expect(chainToZod(join(SRC, 'admin', 'forms', 'FormBuilder.tsx'))?.map((file) => relative(SRC, file))).toEqual([
      'admin/forms/FormBuilder.tsx',
      'forms/definition.ts',
    ])
  })
})
