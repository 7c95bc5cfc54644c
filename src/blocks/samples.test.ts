import { describe, expect, it } from 'vitest'
import { parseBundle } from '~/bundle/bundle.ts'
import { blockRegistry, type TemplateKey } from './registry.ts'
import { blockSamples } from './samples.ts'

describe('block samples', () => {
  it('has one for every template', () => {
    expect(Object.keys(blockRegistry).filter((key) => !blockSamples[key as TemplateKey])).toEqual([])
  })

  it.each(Object.entries(blockSamples))('%s is content the bundle import accepts', (template, { with: companions = [], ...sample }) => {
    const blocks = [{ template, ...sample }, ...companions]
    const result = parseBundle({ format: 'forecourt.bundle/1', pages: [{ path: '/sample', title: 'Sample', blocks }] })
    expect(result.ok ? [] : result.errors).toEqual([])
  })
})
