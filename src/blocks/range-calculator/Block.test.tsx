// @vitest-environment jsdom
import { mkdtemp, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { cleanup, waitFor, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { namespaceTexts } from '~/i18n/catalogue.server.ts'
import { blockDataContext } from '~/test/block-data.ts'
import { inRouter } from '~/test/blocks.tsx'
import RangeCalculator from './Block.tsx'
import { loadRangeData } from './data-file.server.ts'
import { resolveData, type RangeCalculatorData } from './data.server.ts'
import { sample } from './sample.ts'
import { rangeCalculator, type RangeCalculatorFields } from './template.ts'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

const fields = (extra: Partial<RangeCalculatorFields> = {}) => rangeCalculator.schema.parse({ ...sample.fields, ...extra })
const show = (f: RangeCalculatorFields, data: RangeCalculatorData | undefined, editing = false) =>
  render(inRouter(<RangeCalculator fields={f} groups={[]} context={{ index: 1, eagerImages: false, editing }} data={data} />))
const resolved = (f: RangeCalculatorFields, language = 'en_GB') =>
  resolveData({ fields: f, groups: [] }, blockDataContext({}, { 'general.language': language }))
const figure = () => document.querySelector('output[data-range]')!.getAttribute('data-range')

describe('Range calculator (spec 2 §3.12, §7, §9)', () => {
  it("has the spec's range limits, wheels and temperature unit", () => {
    expect(rangeCalculator.schema.parse({})).toMatchObject({
      minimal_range: 187,
      maximal_range: 493,
      wheel_1: '18"',
      wheel_2: '20"',
      wheel_3: '22"',
      temperature_unit: 'C',
      distance_unit: 'km',
    })
    expect(rangeCalculator.schema.safeParse({ data_url: 'https://elsewhere.example/x.json' }).success).toBe(false)
  })

  it('reads the data file on the server and follows each choice: the worked example, in km and in miles', async () => {
    const data = await resolved(fields())
    show(fields(), data)
    // The file's start: combined, 20", 20 ℃, climate on (docs/tools/range-calculator.md).
    expect(figure()).toBe('406')
    fireEvent.change(screen.getByLabelText('Outdoor temperature'), { target: { value: '1' } })
    expect(screen.getByText('0 ℃')).toBeTruthy()
    expect(figure()).toBe('291')
    fireEvent.click(screen.getByLabelText(/^Air conditioning or heating on/))
    fireEvent.click(screen.getByLabelText(/^City/))
    fireEvent.click(screen.getByLabelText('18"'))
    fireEvent.change(screen.getByLabelText('Outdoor temperature'), { target: { value: '3' } })
    // Above the maximal range: kept at 493 km, and said so.
    expect(figure()).toBe('493')
    expect(screen.getByText('Shown at the limit of the range the calculator covers.')).toBeTruthy()
    cleanup()
    show(fields({ distance_unit: 'mi', temperature_unit: 'F' }), data)
    expect(figure()).toBe('252')
    expect(screen.getByText('68 ℉')).toBeTruthy()
    expect(screen.getAllByText('Average speed 29 mph')).toHaveLength(1)
  })

  it('speaks the market language, the model named as the block names it, else as its data file does', async () => {
    const arabic = fields({ model_name: 'أوريليا E5 المدى الطويل', wheel_2: '٢٠ بوصة' })
    show(arabic, await resolved(arabic, 'ar_AE'))
    // A size in inches reads 18", not "18, in a right-to-left page; a label in words keeps its own direction.
    expect(screen.getByText('18"').getAttribute('dir')).toBe('ltr')
    expect(screen.getByText('٢٠ بوصة').getAttribute('dir')).toBeNull()
    expect(screen.getByText('أوريليا E5 المدى الطويل').parentElement!.textContent).toBe('المدى التقديري · أوريليا E5 المدى الطويل')
    cleanup()
    show(fields(), await resolved(fields()))
    expect(screen.getByText('Aurelia E5 Long Range').parentElement!.textContent).toBe('Estimated range · Aurelia E5 Long Range')
  })

  it('a missing or bad data file: the resolver refuses it (Loading Failed) naming the problem', async () => {
    await expect(resolved(fields({ data_url: '/tools-data/range/none.json' }))).rejects.toThrow(
      '/tools-data/range/none.json was not found.',
    )
    const dir = await mkdtemp(join(tmpdir(), 'range-'))
    await writeFile(join(dir, 'bad.json'), JSON.stringify({ format: 'forecourt.range/1', model: 'X', usable_battery_kwh: 0 }))
    await writeFile(join(dir, 'text.json'), 'not json')
    const bad = await loadRangeData('/bad.json', dir)
    expect(bad.ok).toBe(false)
    expect(!bad.ok && bad.problems[0]).toMatch(/^\/bad\.json → usable_battery_kwh: /)
    expect(await loadRangeData('/text.json', dir)).toEqual({ ok: false, problems: ['/text.json is not JSON.'] })
    expect(await loadRangeData('/../package.json', dir)).toEqual({
      ok: false,
      problems: ['/../package.json is not a JSON file of this site.'],
    })
  })

  it('misconfigured fields: the problem in the editor, Loading Failed for visitors', async () => {
    const wrong = fields({ minimal_range: 500 })
    show(wrong, undefined, true)
    expect(screen.getByRole('alert').textContent).toContain('Minimal range must be below maximal range.')
    cleanup()
    show(wrong, undefined)
    expect(screen.getByRole('alert').textContent).toContain('Something went wrong, please try again.')
    await expect(resolved(wrong)).rejects.toThrow('Range calculator misconfigured: Minimal range must be below maximal range.')
  })

  it('the editor reads the data file itself: the calculator on it, or the file problems', async () => {
    const file = JSON.stringify((await resolved(fields())).range)
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(file)),
    )
    show(fields(), undefined, true)
    await waitFor(() => expect(document.querySelector('output[data-range]')?.getAttribute('data-range')).toBe('406'))
    cleanup()
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('nope', { status: 404 })),
    )
    show(fields(), undefined, true)
    expect((await screen.findByRole('alert')).textContent).toContain('/tools-data/range/aurelia-e5.json was not found (404).')
  })

  it("reads its texts from the catalogue in the market's language, English for one it lacks", () => {
    expect(namespaceTexts('rangeCalculator', { language: 'he_IL' }).estimatedRange).toBe('טווח משוער')
    expect(namespaceTexts('rangeCalculator', { language: 'de_DE' }).estimatedRange).toBe('Geschätzte Reichweite')
    expect(namespaceTexts('rangeCalculator', { language: 'xx' })).toEqual(namespaceTexts('rangeCalculator', { language: 'en' }))
  })
})
