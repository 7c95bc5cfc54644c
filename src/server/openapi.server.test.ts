import { execFile } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import type { Hono } from 'hono'
import { afterAll, describe, expect, it } from 'vitest'
import { contentApi } from '~/content/api.server.ts'
import { formsWithOrders, inventoryWithBuyOnline } from './app.server.ts'

/**
 * The APIs' OpenAPI documents against the routes they serve: every route an API mounts is in its
 * document and every documented route is mounted (both come from the same declarations, so this
 * holds as long as nobody mounts a route beside them), and each document passes Redocly's
 * recommended rules without an error.
 */
const apis: Record<string, () => Hono> = {
  content: contentApi,
  forms: () => formsWithOrders(),
  inventory: inventoryWithBuyOnline,
}

type Document = { openapi: string; paths: Record<string, Record<string, unknown>> }
const documents = new Map<string, Document>()
async function documentOf(name: string) {
  if (!documents.has(name)) documents.set(name, (await (await apis[name]!().request('/openapi.json')).json()) as Document)
  return documents.get(name)!
}

/** `METHOD /path/{param}` for each route an app serves (middleware and catch-all fallbacks left out). */
const served = (app: Hono) =>
  new Set(
    app.routes
      .filter((route) => route.method !== 'ALL')
      .map((route) => `${route.method} ${route.path.replace(/:(\w+)(\{[^}]*\})?/g, '{$1}')}`),
  )

/** Documented paths that Hono serves under a wildcard (their declaration's `honoPath`): a path that holds slashes. */
const WILDCARDS: Record<string, string> = {
  '/public_api/pages/by_path/{path}': '/public_api/pages/by_path/*',
  // spec 3 §7 writes it listing//{listingId}/retailers; the single slash is served too.
  '/public_api/listing/{listingId}/retailers': '/public_api/listing/*',
}

const documented = (document: Document) =>
  new Set(
    Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => `${method.toUpperCase()} ${WILDCARDS[path] ?? path}`),
    ),
  )

describe('OpenAPI documents', () => {
  const folder = mkdtempSync(join(tmpdir(), 'forecourt-openapi-'))
  afterAll(() => rmSync(folder, { recursive: true, force: true }))

  it.each(Object.keys(apis))('the %s API documents every route it serves, and serves every route it documents', async (name) => {
    const document = await documentOf(name)
    expect(document.openapi).toBe('3.1.0')
    expect(documented(document)).toEqual(served(apis[name]!()))
  })

  it.each(Object.keys(apis))(
    'the %s API’s document passes Redocly’s recommended rules with no error',
    async (name) => {
      const file = join(folder, `${name}.json`)
      writeFileSync(file, JSON.stringify(await documentOf(name)))
      const cli = join(process.cwd(), 'node_modules/@redocly/cli/bin/cli.js')
      // The CLI exits 1 when it finds errors: its report is read either way.
      const { stdout } = await promisify(execFile)(process.execPath, [cli, 'lint', file, '--format=json'], {
        env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
        maxBuffer: 16 * 1024 * 1024,
      }).catch((failure: { stdout?: string }) => ({ stdout: failure.stdout ?? '' }))
      const report = JSON.parse(stdout) as {
        problems: { ruleId: string; severity: string; message: string; location: { pointer?: string }[] }[]
      }
      const errors = report.problems
        .filter((problem) => problem.severity === 'error')
        .map((problem) => `${problem.ruleId}: ${problem.message} at ${problem.location[0]?.pointer ?? '?'}`)
      expect(errors).toEqual([])
    },
    60_000,
  )
})
