import { ESLint } from 'eslint'
import { beforeAll, describe, expect, it } from 'vitest'
import { projectRoot } from '~/lib/paths.server.ts'

/**
 * The layers of src/ (docs/architecture.md), and the project's own rules beside them, hold only
 * while lint enforces them: these plant a file that breaks each rule and lint it with the
 * project's own configuration, as `npm run lint` does. The files need not exist: the
 * configuration is chosen by path.
 */
describe("the lint configuration keeps the layers of src/ and the project's own rules", () => {
  let eslint: ESLint
  beforeAll(() => {
    eslint = new ESLint({ cwd: projectRoot, overrideConfigFile: 'eslint.config.js' })
  })

  /** The rules that report on `code` as if it were the file at `filePath`. */
  async function rulesBroken(filePath: string, code: string): Promise<string[]> {
    const [result] = await eslint.lintText(code, { filePath })
    return result!.messages.map((m) => m.ruleId ?? m.message)
  }

  it('refuses an import of a higher folder (a shared part reaching a domain)', async () => {
    expect(
      await rulesBroken('src/lib/planted.ts', "import { formatIssue } from '~/stock/write/feed.ts'\nexport const f = formatIssue\n"),
    ).toEqual(['no-restricted-imports'])
  })

  it('keeps forms below blocks and content, so no folder loop runs through it', async () => {
    const imports = (from: string, module: string) =>
      rulesBroken(`src/${from}/planted.ts`, `import * as other from '~/${module}'\nexport const o = other\n`)
    expect(await imports('forms', 'content/content.server.ts')).toEqual(['no-restricted-imports'])
    expect(await imports('forms', 'blocks/registry.ts')).toEqual(['no-restricted-imports'])
    expect(await imports('blocks', 'forms/public-form.ts')).toEqual([])
  })

  it('refuses a file in a folder of src/ that has no place in the layers', async () => {
    expect(await rulesBroken('src/nowhere/x.ts', 'export const x = 1\n')).toEqual(['layers/folder-listed'])
  })

  it('refuses a relative import that leaves its folder, or src/', async () => {
    const code = (source: string) => `import * as other from '${source}'\nexport const o = other\n`
    expect(await rulesBroken('src/stock/planted.ts', code('../lib/api-problems.ts'))).toEqual(['layers/relative-in-folder'])
    // A test is no exception: it names another folder by `~/` too.
    expect(await rulesBroken('src/stock/planted.test.ts', code('../lib/api-problems.ts'))).toEqual(['layers/relative-in-folder'])
    expect(await rulesBroken('src/server/planted.ts', code('../../demo/load.ts'))).toEqual(['layers/relative-in-folder'])
  })

  it('lets production code leave the test helpers alone', async () => {
    expect(await rulesBroken('src/app/planted.ts', "import { testApp } from '~/test/app.ts'\nexport const t = testApp\n")).toEqual([
      'no-restricted-imports',
    ])
  })

  it('passes legal imports: downwards, within a folder, the demo from the CLI, anything from a test', async () => {
    const code = (source: string) => `import * as other from '${source}'\nexport const o = other\n`
    expect(await rulesBroken('src/stock/planted.ts', code('~/lib/api-problems.ts'))).toEqual([])
    expect(await rulesBroken('src/stock/planted.ts', code('./feed.ts'))).toEqual([])
    expect(await rulesBroken('src/cli/planted.ts', code('../../demo/load.ts'))).toEqual([])
    expect(await rulesBroken('src/lib/planted.test.ts', code('~/stock/write/feed.ts'))).toEqual([])
  })

  it("refuses a read of a Hono context's variables through c.var, which builds an object each time", async () => {
    const handler = (read: string) => `import type { Context } from 'hono'\nexport const site = (c: Context) => ${read}\n`
    expect(await rulesBroken('src/server/planted.ts', handler('c.var.site'))).toEqual(['no-restricted-syntax'])
    expect(await rulesBroken('src/server/planted.ts', handler('(({ site }) => site)(c.var)'))).toEqual(['no-restricted-syntax'])
    expect(await rulesBroken('src/server/planted.ts', handler("c.get('site')"))).toEqual([])
  })
})
