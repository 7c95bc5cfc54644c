import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'
import { projectRoot } from '~/lib/paths.server.ts'

/**
 * A block's browser code loads no zod (ADR 145): zod weighs 25.6 KB gzip, a fifth of a page's
 * script, and the blocks' checks in the browser use the small guards (src/lib/guards.ts). zod
 * comes in most often through a constant or rule kept beside a schema (a template's fields, a
 * data file's schema); this follows each block's value imports, as the bundler does, and names
 * the chain that reaches zod. Type-only imports are left out: they are erased.
 */

const SRC = join(projectRoot, 'src')

/** The modules a source file imports for their values: relative and `~/` paths resolved, packages by name. */
function valueImports(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false, ts.ScriptKind.TSX)
  const specifiers: string[] = []
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement)) {
      const clause = statement.importClause
      const typeOnly =
        clause !== undefined &&
        (clause.isTypeOnly ||
          (clause.name === undefined &&
            clause.namedBindings !== undefined &&
            ts.isNamedImports(clause.namedBindings) &&
            clause.namedBindings.elements.length > 0 &&
            clause.namedBindings.elements.every((element) => element.isTypeOnly)))
      if (!typeOnly) specifiers.push((statement.moduleSpecifier as ts.StringLiteral).text)
    } else if (ts.isExportDeclaration(statement) && statement.moduleSpecifier && !statement.isTypeOnly) {
      specifiers.push((statement.moduleSpecifier as ts.StringLiteral).text)
    }
  }
  return specifiers.map((specifier) =>
    specifier.startsWith('~/') ? join(SRC, specifier.slice(2)) : specifier.startsWith('.') ? resolve(dirname(file), specifier) : specifier,
  )
}

/** The chain of modules from `file` to zod, or null when its value imports never reach it. */
function chainToZod(file: string, seen = new Set<string>()): string[] | null {
  seen.add(file)
  for (const target of valueImports(file)) {
    if (target === 'zod' || target.startsWith('zod/')) return [file]
    if (!/\.tsx?$/.test(target) || seen.has(target) || !existsSync(target)) continue
    const chain = chainToZod(target, seen)
    if (chain) return [file, ...chain]
  }
  return null
}

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
