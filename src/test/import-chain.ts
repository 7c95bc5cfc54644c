import { existsSync, readFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import ts from 'typescript'
import { projectRoot } from '~/lib/paths.server.ts'

/**
 * What a module loads when it is loaded, as the bundler and Node see it: its static value
 * imports, followed through the project's sources. Type-only imports are left out (they are
 * erased), and so are dynamic `import()`s (they load when called). Tests use it to keep a heavy
 * package out of a page's script or of a process's start, and modules out of import cycles.
 */

export const SRC = join(projectRoot, 'src')

/** The modules a source file imports for their values: relative and `~/` paths resolved, packages by name. */
export function valueImports(file: string): string[] {
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

/**
 * The import cycles among `files`: each a group of modules that reach one another through their
 * value imports (Tarjan's strongly connected components), as paths; a module importing itself is
 * a group of one. Imports of modules outside `files` are not followed.
 */
export function importCycles(files: readonly string[]): string[][] {
  const inSet = new Set(files)
  const edges = new Map(files.map((file) => [file, valueImports(file).filter((target) => inSet.has(target))]))
  const index = new Map<string, number>()
  const low = new Map<string, number>()
  const stack: string[] = []
  const onStack = new Set<string>()
  const cycles: string[][] = []
  // Iterative, so a long chain of imports cannot exhaust the call stack.
  for (const root of files) {
    if (index.has(root)) continue
    const work: { file: string; next: number }[] = [{ file: root, next: 0 }]
    index.set(root, index.size)
    low.set(root, index.get(root)!)
    stack.push(root)
    onStack.add(root)
    while (work.length > 0) {
      const frame = work[work.length - 1]!
      const targets = edges.get(frame.file)!
      if (frame.next < targets.length) {
        const target = targets[frame.next++]!
        if (!index.has(target)) {
          index.set(target, index.size)
          low.set(target, index.get(target)!)
          stack.push(target)
          onStack.add(target)
          work.push({ file: target, next: 0 })
        } else if (onStack.has(target)) {
          low.set(frame.file, Math.min(low.get(frame.file)!, index.get(target)!))
        }
        continue
      }
      work.pop()
      const parent = work[work.length - 1]
      if (parent) low.set(parent.file, Math.min(low.get(parent.file)!, low.get(frame.file)!))
      if (low.get(frame.file) !== index.get(frame.file)) continue
      const group: string[] = []
      let member: string
      do {
        member = stack.pop()!
        onStack.delete(member)
        group.push(member)
      } while (member !== frame.file)
      if (group.length > 1 || targets.includes(frame.file)) cycles.push(group.reverse())
    }
  }
  return cycles
}
