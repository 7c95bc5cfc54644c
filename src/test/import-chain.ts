import { existsSync, readFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import ts from 'typescript'
import { projectRoot } from '~/lib/paths.server.ts'

/**
 * What a module loads when it is loaded, as the bundler and Node see it: its static value
 * imports, followed through the project's sources. Type-only imports are left out (they are
 * erased), and so are dynamic `import()`s (they load when called). Tests use it to keep a heavy
 * package out of a page's script or of a process's start.
 */

export const SRC = join(projectRoot, 'src')

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

/** True for `name` itself and its subpaths (`zod`, `zod/mini`). */
const isPackage = (target: string, name: string) => target === name || target.startsWith(`${name}/`)

/**
 * The chain of modules from `file` to the first of `packages` its value imports reach (the last
 * module of the chain imports it), or null when they reach none.
 */
export function importChain(file: string, packages: readonly string[], seen = new Set<string>()): string[] | null {
  seen.add(file)
  for (const target of valueImports(file)) {
    const reached = packages.find((name) => isPackage(target, name))
    if (reached) return [file, reached]
    if (!/\.tsx?$/.test(target) || seen.has(target) || !existsSync(target)) continue
    const chain = importChain(target, packages, seen)
    if (chain) return [file, ...chain]
  }
  return null
}
