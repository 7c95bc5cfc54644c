// @vitest-environment jsdom
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { cleanup, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { withBlockData } from '../block-data.server.ts'
import { blockDataContext } from '~/test/block-data.ts'
import RacingResultsBlock from './Block.tsx'
import { loadRacingResults, resolveData } from './data.server.ts'
import { readRacingResults, RESULT_FILES } from './results.ts'
import { sample } from './sample.ts'
import { racingResults } from './template.ts'

afterEach(cleanup)

const fields = (url: string) => racingResults.schema.parse({ ...sample.fields, url })

describe('Racing Results (spec 2 §3.12, §7)', () => {
  it('shows the chosen file as a results table, its texts from the file', async () => {
    const data = await resolveData({ fields: fields('/tools-data/racing/results-en.json'), groups: [] }, blockDataContext({}))
    render(
      <RacingResultsBlock
        fields={fields('/tools-data/racing/results-en.json')}
        groups={[]}
        context={{ index: 1, eagerImages: false }}
        data={data}
      />,
    )
    const table = screen.getByRole('table', { name: 'Final classification, 6 hours, 22 November 2026' })
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Pos.', 'Drivers', 'Team', 'Laps', 'Time / gap', 'Points'])
    const first = within(table).getAllByRole('row')[1]!
    expect(within(first).getByRole('rowheader').textContent).toBe('L. Haddad / S. Moreau')
    expect(
      within(first)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['1', 'Aurelia Racing', '187', '6:00:41.208', '25'])
    expect(screen.getByRole('heading', { name: 'Gulf Endurance Cup, round 4: Yas Marina' })).toBeTruthy()
  })

  it('offers one file per language, each readable and in its language', async () => {
    for (const [url] of RESULT_FILES) expect((await loadRacingResults(url)).ok).toBe(true)
    const ar = await loadRacingResults('/tools-data/racing/results-ar.json')
    expect(ar.ok && ar.data.columns.driver).toBe('السائقون')
  })

  it.each([
    ['/tools-data/racing/missing.json', '/tools-data/racing/missing.json was not found.'],
    ['/../package.json', '/../package.json is not a JSON file of this site.'],
    ['/favicon.svg', '/favicon.svg is not a JSON file of this site.'],
  ])('refuses %s', async (url, problem) => expect(await loadRacingResults(url)).toEqual({ ok: false, problems: [problem] }))

  it('names what is wrong with a file', () => {
    expect(readRacingResults('{', '/x.json')).toEqual({ ok: false, problems: ['/x.json is not JSON.'] })
    expect(readRacingResults('{"columns":{},"rows":[]}', '/x.json')).toEqual({
      ok: false,
      problems: ['/x.json → rows: Too small: expected array to have >=1 items'],
    })
  })

  it('in the editor, without server data, reads the file in the browser and names its problems', async () => {
    const answers: Record<string, Response> = {
      '/tools-data/racing/results-en.json': new Response(
        JSON.stringify({ columns: { driver: 'Driver' }, rows: [{ driver: 'A. Driver' }] }),
      ),
      '/tools-data/racing/results-ar.json': new Response('{}', { status: 404 }),
    }
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => answers[url]!),
    )
    const context = { index: 1, eagerImages: false, editing: true }
    render(<RacingResultsBlock fields={fields('/tools-data/racing/results-en.json')} groups={[]} context={context} />)
    expect(await screen.findByRole('rowheader', { name: 'A. Driver' })).toBeTruthy()
    cleanup()
    render(<RacingResultsBlock fields={fields('/tools-data/racing/results-ar.json')} groups={[]} context={context} />)
    expect((await screen.findByRole('alert')).textContent).toContain('/tools-data/racing/results-ar.json was not found (404).')
    vi.unstubAllGlobals()
    cleanup()
    const { container } = render(
      <RacingResultsBlock fields={fields('/tools-data/racing/results-en.json')} groups={[]} context={{ index: 1, eagerImages: false }} />,
    )
    expect(container.innerHTML).toBe('')
  })

  it('a bad or missing file gives the block its Loading Failed state (spec 2 §4 Block loading)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'racing-'))
    writeFileSync(join(dir, 'bad.json'), '{"rows": "none"}')
    expect((await loadRacingResults('/bad.json', dir)).ok).toBe(false)
    const context = blockDataContext({})
    // A url outside the select (an old bundle) is refused by the template, so the data step sees the file only.
    const [block] = await withBlockData(
      [{ template: 'racing-results', fields: { url: '/tools-data/racing/gone.json' }, groups: [] }],
      context,
    )
    expect(block!.dataFailed).toBe(true)
    expect(context.warn).toHaveBeenCalledWith(
      'Block data of racing-results failed: Racing results: /tools-data/racing/gone.json was not found.',
    )
  })
})
