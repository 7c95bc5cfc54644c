import { describe, expect, it, vi } from 'vitest'
import { createGooglePlaces, createSandboxPlaces, keptPlaces, type PlaceService } from './places.server.ts'

const TOKEN = '6c1f8a4e-3b2d-4c5e-9f10-1a2b3c4d5e6f'
const uk = { region: 'GB', language: 'en' }

describe('the local gazetteer (ADR 157)', () => {
  const places = createSandboxPlaces()
  it.each([
    ['man', uk, ['Manchester']],
    ['MANCH', uk, ['Manchester']],
    ['newcastle tyne', uk, ['Newcastle upon Tyne']],
    ['b', uk, ['Birmingham', 'Bristol', 'Brighton', 'Bournemouth', 'Belfast']],
    ['dubai', uk, []],
    ['dubai', { region: 'AE', language: 'en' }, ['Dubai']],
    ['دبي', { region: 'AE', language: 'ar' }, ['دبي']],
    ['ابو', { region: 'AE', language: 'ar' }, ['أبوظبي']],
    ['abu', { region: '', language: 'en' }, ['Abu Dhabi']],
    ['أبو ظبي', { region: 'AE', language: 'ar' }, ['أبوظبي']],
    ['abudhabi', { region: 'AE', language: 'en' }, ['Abu Dhabi']],
    ['upontyne', uk, ['Newcastle upon Tyne']],
    ['-', uk, []],
  ])('%s in %o → %o', async (input, scope, names) => {
    expect((await places.autocomplete(input, TOKEN, scope))!.map((p) => p.name)).toEqual(names)
  })

  it('knows where a suggestion is, and nothing of an unknown id', async () => {
    expect(await places.place('gb-leeds', TOKEN, uk)).toEqual({ id: 'gb-leeds', name: 'Leeds', lat: 53.8008, lon: -1.5491 })
    expect(await places.place('ae-dubai', TOKEN, { region: 'AE', language: 'ar' })).toMatchObject({ name: 'دبي' })
    expect(await places.place('xx-nowhere', TOKEN, uk)).toBeUndefined()
  })
})

describe("Google's Places API (New)", () => {
  const answer = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

  it('asks with the key, the session token, the region and the language, and reads the suggestions', async () => {
    const fetch = vi.fn(async () =>
      answer(200, {
        suggestions: [
          { placePrediction: { placeId: 'ChIJ1', structuredFormat: { mainText: { text: 'Leeds' }, secondaryText: { text: 'UK' } } } },
          { queryPrediction: { text: { text: 'leeds hotels' } } },
        ],
      }),
    )
    const google = createGooglePlaces({ apiKey: 'k-1', fetch, warn: vi.fn() })
    expect(await google.autocomplete('lee', TOKEN, uk)).toEqual([{ id: 'ChIJ1', name: 'Leeds', detail: 'UK' }])
    const [url, init] = fetch.mock.calls[0]! as unknown as [string, { method: string; headers: Record<string, string>; body: string }]
    expect(url).toBe('https://places.googleapis.com/v1/places:autocomplete')
    expect(init.method).toBe('POST')
    expect(init.headers['x-goog-api-key']).toBe('k-1')
    expect(JSON.parse(init.body)).toEqual({
      input: 'lee',
      sessionToken: TOKEN,
      languageCode: 'en',
      regionCode: 'gb',
      includedRegionCodes: ['gb'],
    })
  })

  it("reads a place's location in the same session, and says when there is none or the service fails", async () => {
    const fetch = vi
      .fn()
      .mockResolvedValueOnce(answer(200, { id: 'ChIJ1', displayName: { text: 'Leeds' }, location: { latitude: 53.8, longitude: -1.55 } }))
      .mockResolvedValueOnce(answer(404, { error: { status: 'NOT_FOUND' } }))
      .mockResolvedValueOnce(answer(500, {}))
    const warn = vi.fn()
    const google = createGooglePlaces({ apiKey: 'k-1', fetch, warn })
    expect(await google.place('ChIJ1', TOKEN, uk)).toEqual({ id: 'ChIJ1', name: 'Leeds', lat: 53.8, lon: -1.55 })
    expect(fetch.mock.calls[0]![0]).toBe(`https://places.googleapis.com/v1/places/ChIJ1?sessionToken=${TOKEN}&languageCode=en`)
    expect(fetch.mock.calls[0]![1].headers['x-goog-fieldmask']).toBe('id,displayName,location')
    expect(await google.place('gone', TOKEN, uk)).toBeUndefined()
    expect(await google.place('ChIJ1', TOKEN, uk)).toBeNull()
    expect(warn).toHaveBeenCalledWith('Place search details failed: status 500')
  })
})

describe('kept answers', () => {
  it('asks the service once per question for a while, and again after a failure or the time', async () => {
    let now = 0
    const service: PlaceService = {
      autocomplete: vi
        .fn()
        .mockResolvedValueOnce(null)
        .mockResolvedValue([{ id: 'a', name: 'A', detail: '' }]),
      place: vi.fn().mockResolvedValue(undefined),
    }
    const kept = keptPlaces(service, () => now)
    expect(await kept.autocomplete('Leeds', TOKEN, uk)).toBeNull()
    expect(await kept.autocomplete('Leeds', TOKEN, uk)).toHaveLength(1)
    expect(await kept.autocomplete('leeds!', 'other', uk)).toHaveLength(1)
    expect(service.autocomplete).toHaveBeenCalledTimes(2)
    await kept.autocomplete('Leeds', TOKEN, { region: 'AE', language: 'en' })
    expect(service.autocomplete).toHaveBeenCalledTimes(3)
    now += 11 * 60_000
    await kept.autocomplete('Leeds', TOKEN, uk)
    expect(service.autocomplete).toHaveBeenCalledTimes(4)
  })
})
