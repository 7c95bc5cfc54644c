import { existsSync } from 'node:fs'
import { dirname, join } from 'node:path'

/** The nearest folder at or above `start` that holds a package.json. */
export function findProjectRoot(start: string): string {
  for (let dir = start; ; dir = dirname(dir)) {
    if (existsSync(join(dir, 'package.json'))) return dir
    if (dirname(dir) === dir) throw new Error(`No package.json at or above ${start}`)
  }
}

/**
 * The project's root folder. NOTE: modules run from their sources (src/…, under tsx or Vitest)
 * and from the server build (build/server/assets/…), so a path relative to `import.meta.url`
 * differs between the two; resolve files that ship beside the code (migrations, the demo, the
 * client build) from here instead.
 */
export const projectRoot = findProjectRoot(import.meta.dirname)
