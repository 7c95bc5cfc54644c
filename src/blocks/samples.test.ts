import { existsSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { parseBundle } from '~/bundle/bundle.ts'
import { blockSamples } from './samples.ts'

const blocksDir = import.meta.dirname

describe('block samples', () => {
  // A folder without one already fails loading samples.ts (and so this file), naming the missing file.
  it('has one in every block folder, as {key}/sample.ts', () => {
    const folders = readdirSync(blocksDir).filter((f) => statSync(join(blocksDir, f)).isDirectory())
    expect(folders.filter((key) => !existsSync(join(blocksDir, key, 'sample.ts')))).toEqual([])
  })

  it.each(Object.entries(blockSamples))('%s is content the bundle import accepts', (template, { with: companions = [], ...sample }) => {
    const blocks = [{ template, ...sample }, ...companions]
    const result = parseBundle({ format: 'forecourt.bundle/1', pages: [{ path: '/sample', title: 'Sample', blocks }] })
    expect(result.ok ? [] : result.errors).toEqual([])
  })
})
