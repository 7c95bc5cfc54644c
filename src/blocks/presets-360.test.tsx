// @vitest-environment jsdom
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { blockDataContext } from '~/test/block-data.ts'
import Exterior360 from './exterior-360/Block.tsx'
import { resolveData as exteriorData } from './exterior-360/data.server.ts'
import { exterior360 } from './exterior-360/template.ts'
import Interior360 from './interior-360/Block.tsx'
import { resolveData as interiorData } from './interior-360/data.server.ts'
import { interior360 } from './interior-360/template.ts'
import {
  EXTERIOR_PRESET_KEYS,
  INTERIOR_PRESET_KEYS,
  NO_PRESETS,
  PRESETS_SETTING,
  presetFrames,
  presetPanorama,
  presetsSchema,
} from './presets-360.ts'
import TabbedComponent from './tabbed-component/Block.tsx'
import { resolveData as tabbedData } from './tabbed-component/data.server.ts'
import { tabbedComponent, type TabbedComponentTab } from './tabbed-component/template.ts'

/** spec 2 §3.3 Interior / Exterior image presets (ADR 164). */
const PRESETS = {
  exterior: { e7_my24: [1018, { id: 1019, alt: 'Aurelia E7 from the rear' }], ridge_my25: [1006] },
  interior: { e7_my24: { id: 1031, alt: 'The cabin of the Aurelia E7' } },
}
const settings = { [PRESETS_SETTING]: JSON.stringify(PRESETS) }
const presets = presetsSchema.parse(PRESETS)

describe('the preset keys', () => {
  it('are about 20 interior and 22 exterior model-year keys, {model}_my{yy}', () => {
    expect(INTERIOR_PRESET_KEYS).toHaveLength(20)
    expect(EXTERIOR_PRESET_KEYS).toHaveLength(22)
    for (const key of EXTERIOR_PRESET_KEYS) expect(key).toMatch(/^[a-z0-9]+_my\d{2}$/)
    expect(EXTERIOR_PRESET_KEYS).toEqual(expect.arrayContaining([...INTERIOR_PRESET_KEYS]))
  })

  it.each([
    ['Exterior 360', exterior360, ['preset-exterior']],
    ['Interior 360', interior360, ['preset-interior']],
    ['Tabbed Component', tabbedComponent, ['preset-exterior', 'preset-interior']],
  ])('are fields of %s, labelled as the catalogue has them, empty by default', (_, template, symbols) => {
    const fields = template.fields.filter((f) => f.symbol.startsWith('preset-'))
    expect(fields.map((f) => f.symbol)).toEqual(symbols)
    for (const field of fields) {
      expect(field.label).toBe(field.symbol === 'preset-exterior' ? 'Exterior image presets' : 'Interior image presets')
      expect((template.schema.parse({}) as Record<string, unknown>)[field.symbol]).toBe('')
      expect(template.schema.safeParse({ [field.symbol]: 'e7_my24' }).success).toBe(true)
      expect(template.schema.safeParse({ [field.symbol]: 'e7_my99' }).success).toBe(false)
    }
  })
})

describe('presetFrames and presetPanorama', () => {
  it.each<[string, string, unknown, unknown]>([
    ['no preset chosen: the block keeps its pictures', '', null, null],
    [
      'a preset the market has',
      'e7_my24',
      [
        { id: 1018, alt: '' },
        { id: 1019, alt: 'Aurelia E7 from the rear' },
      ],
      { id: 1031, alt: 'The cabin of the Aurelia E7' },
    ],
    ['an exterior-only preset', 'ridge_my25', [{ id: 1006, alt: '' }], null],
    ['a preset the market has no pictures for', 'gt_my22', null, null],
    ['not an own key of the lists', 'constructor', null, null],
  ])('%s', (_, key, frames, panorama) => {
    expect(presetFrames(key, presets)).toEqual(frames)
    expect(presetPanorama(key, presets)).toEqual(panorama)
  })

  it('reads a setting of another shape as no presets, with a warning', async () => {
    const context = blockDataContext({}, { [PRESETS_SETTING]: '{"exterior": {"e7_my24": "1018"}}' })
    const fields = exterior360.schema.parse({ 'preset-exterior': 'e7_my24' })
    expect(await exteriorData({ fields, groups: [] }, context)).toEqual({ presetFrames: null })
    expect(context.warn).toHaveBeenCalled()
    expect(presetsSchema.parse({})).toEqual(NO_PRESETS)
  })
})

describe('the blocks show the preset pictures instead of their own', () => {
  const ownFrames = [1001, 1002, 1003].map((id) => exterior360.groupSchema.parse({ image: { id, alt: `own ${id}` } }))
  const srcs = (html: string) => [...html.matchAll(/<img [^>]*src="\/media\/api\/v2\/images\/(\d+)\//g)].map((m) => Number(m[1]))

  it('Exterior 360: the preset frames on the turntable', async () => {
    const fields = exterior360.schema.parse({ 'preset-exterior': 'e7_my24' })
    const data = await exteriorData({ fields, groups: ownFrames }, blockDataContext({}, settings))
    const own = renderToStaticMarkup(<Exterior360 fields={fields} groups={ownFrames} context={{ index: 3, eagerImages: false }} />)
    const preset = renderToStaticMarkup(
      <Exterior360 fields={fields} groups={ownFrames} data={data} context={{ index: 3, eagerImages: false }} />,
    )
    expect(srcs(own)).toContain(1001)
    expect(srcs(preset)).toContain(1018)
    expect(srcs(preset)).not.toContain(1001)
  })

  it('Interior 360: the preset panorama', async () => {
    const fields = interior360.schema.parse({ 'rdx-image': { id: 1010, alt: 'A showroom' }, 'preset-interior': 'e7_my24' })
    const data = await interiorData({ fields, groups: [] }, blockDataContext({}, settings))
    const html = renderToStaticMarkup(<Interior360 fields={fields} groups={[]} data={data} context={{ index: 3, eagerImages: false }} />)
    expect(html).toContain('The cabin of the Aurelia E7')
    expect(srcs(html)).toContain(1031)
    expect(srcs(html)).not.toContain(1010)
  })

  it('Tabbed Component: the exterior tab turns the preset frames, the interior tab shows the preset panorama', async () => {
    const fields = tabbedComponent.schema.parse({ 'preset-exterior': 'e7_my24', 'preset-interior': 'e7_my24' })
    const groups = [
      { tab_label: 'Exterior', component_type: 'exterior360', frames: [1001, 1002] },
      { tab_label: 'Interior', component_type: 'interior-360', 'rdx-image': { id: 1010, alt: 'A showroom' } },
      { tab_label: 'Design', component_type: 'hero-slider', 'rdx-image': { id: 1003, alt: 'Aurelia GT' } },
    ].map((g) => tabbedComponent.groupSchema.parse(g) as TabbedComponentTab)
    const data = await tabbedData({ fields, groups }, blockDataContext({}, settings))
    expect(data.presetFrames).toHaveLength(2)
    const html = renderToStaticMarkup(
      <TabbedComponent fields={fields} groups={groups} data={data} context={{ index: 3, eagerImages: false }} />,
    )
    expect(srcs(html)).toEqual(expect.arrayContaining([1018, 1031, 1003]))
    expect(srcs(html)).not.toContain(1001)
    expect(srcs(html)).not.toContain(1010)
    // Without presets the tabs keep their own pictures and the setting is not read.
    const none = await tabbedData({ fields: tabbedComponent.schema.parse({}), groups }, blockDataContext({}, settings))
    expect(none).toEqual({ presetFrames: null, presetPanorama: null })
  })
})
