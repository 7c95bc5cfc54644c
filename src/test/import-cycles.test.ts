import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, relative } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { SRC, importCycles } from './import-chain.ts'

/**
 * No import cycles between the modules of src/ (ADR 027; the layers rule in ESLint refuses cycles
 * between folders). A cycle makes the modules' order of evaluation depend on which is imported
 * first, and a value read before its module ran is undefined. Test files are left out: only a
 * test imports a test, so no cycle of the code runs through one.
 */
const modules = readdirSync(SRC, { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$|\.d\.ts$/.test(file))
  .map((file) => join(SRC, file))

describe('import cycles', () => {
  it('src/ has none', () => {
    expect(modules.length).toBeGreaterThan(500)
    expect(importCycles(modules).map((cycle) => cycle.map((file) => relative(SRC, file)).join(' → '))).toEqual([])
  })

  const folder = mkdtempSync(join(tmpdir(), 'import-cycles-'))
  afterAll(() => rmSync(folder, { recursive: true, force: true }))
  const write = (name: string, text: string) => {
    writeFileSync(join(folder, name), text)
    return join(folder, name)
  }

  it('finds a cycle through value imports, not through type-only ones', () => {
    const a = write('a.ts', "import { b } from './b.ts'\nexport const a = () => b")
    const b = write('b.ts', "import { c } from './c.ts'\nexport const b = 1 + c")
    const c = write('c.ts', "import { a } from './a.ts'\nexport const c = a.length")
    const typed = write('typed.ts', "import type { Only } from './only.ts'\nexport type T = Only")
    const only = write('only.ts', "import { type T } from './typed.ts'\nexport type Only = T | 1")
    const self = write('self.ts', "export { x } from './self.ts'")
    expect(importCycles([a, b, c, typed, only, self])).toEqual([[a, b, c], [self]])
  })
})
