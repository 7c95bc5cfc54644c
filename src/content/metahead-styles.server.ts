import { createRequire } from 'node:module'
import { Worker } from 'node:worker_threads'
import type { MetaheadLanguage } from './page.ts'

/**
 * spec 1 §9 Metahead rendering: 'css, sass and scss become styles'. A sass or scss metahead is
 * compiled to CSS when it is saved (ADR 193), so a page serves CSS and no request compiles.
 * Sass is a language with loops: the compiler runs in a worker of its own, stopped when it has
 * compiled for COMPILE_LIMIT_MS (its loading, slow on a busy machine, not counted) or past its
 * memory, and its CSS is refused past MAX_STYLES_LENGTH. Compiled from a string with no importer,
 * a stylesheet cannot load files (`@use`, `@import` of a path fail).
 */
export const COMPILE_LIMIT_MS = 3_000
export const MAX_STYLES_LENGTH = 200_000
/** The compiler's loading: a second or two on a busy machine; past this the worker is taken as broken. */
const LOAD_LIMIT_MS = 30_000

/** Plain JS run in the worker (eval: no build step can move it), given the compiler's path. */
const COMPILER = `
const { parentPort, workerData } = require('node:worker_threads')
const sass = require(workerData.sassPath)
parentPort.postMessage({ ready: true })
try {
  const { css } = sass.compileString(workerData.source, { syntax: workerData.syntax, style: 'compressed', logger: sass.Logger.silent })
  parentPort.postMessage({ css })
} catch (error) {
  parentPort.postMessage({ problem: error.sassMessage || String(error.message), line: error.span ? error.span.start.line + 1 : null })
}`

let sassPath: string | undefined

/**
 * The CSS of a sass or scss metahead, or what is wrong with it in words for its author; null
 * styles for the other languages, which are served as written.
 * @example await metaheadStyles('scss', '$c: blue; .a { .b { color: $c } }') // { styles: '.a .b{color:blue}' }
 */
export async function metaheadStyles(
  language: MetaheadLanguage,
  source: string,
  limitMs = COMPILE_LIMIT_MS,
): Promise<{ styles: string | null; problem?: undefined } | { problem: string }> {
  if (language !== 'sass' && language !== 'scss') return { styles: null }
  sassPath ??= createRequire(import.meta.url).resolve('sass')
  const name = language === 'sass' ? 'Sass' : 'SCSS'
  const worker = new Worker(COMPILER, {
    eval: true,
    workerData: { sassPath, source, syntax: language === 'sass' ? 'indented' : 'scss' },
    resourceLimits: { maxOldGenerationSizeMb: 256 },
  })
  type Answer = { ready?: true; css?: string; problem?: string; line?: number | null }
  const answer = await new Promise<Answer | null>((resolve) => {
    let timer = setTimeout(() => resolve(null), LOAD_LIMIT_MS)
    const done = (message: Answer | null) => {
      clearTimeout(timer)
      resolve(message)
    }
    worker.on('message', (message: Answer) => {
      if (!message.ready) return done(message)
      clearTimeout(timer)
      timer = setTimeout(() => resolve(null), limitMs)
    })
    worker.once('error', () => done(null))
  }).finally(() => void worker.terminate())
  if (answer === null) return { problem: `the ${name} did not compile within ${limitMs / 1000} seconds or ran out of memory` }
  if (answer.problem !== undefined)
    return { problem: `the ${name} does not compile: ${answer.problem}${answer.line ? ` (line ${answer.line})` : ''}` }
  const styles = answer.css ?? ''
  if (styles.length > MAX_STYLES_LENGTH)
    return {
      problem: `the ${name} compiles to ${styles.length.toLocaleString('en')} characters of CSS; at most ${MAX_STYLES_LENGTH.toLocaleString('en')}`,
    }
  return { styles }
}
