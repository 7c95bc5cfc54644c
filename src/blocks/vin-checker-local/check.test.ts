import { describe, expect, it, vi } from 'vitest'
import { namespaceTexts } from '~/i18n/catalogue.server.ts'
import { checkVin, vinCheckerProblems } from './check.ts'
import { vinProblemText } from '~/recalls/vin.ts'

const VIN = 'SAJAA06E0N8K12345'
const answer = (recalls: { campaign: string; title: string; description: string }[]) => ({
  data: { id: VIN, type: 'vin_check', attributes: { vin: VIN, affected: recalls.length > 0, recalls } },
})
const respond = (status: number, body: unknown) =>
  vi.fn(async () => new Response(JSON.stringify(body), { status })) as unknown as typeof fetch

describe('VIN check (spec 2 §4 VIN checker, §8)', () => {
  it.each([
    ['', { kind: 'invalid', problem: 'empty', typed: 0 }],
    ['SAJAA06E0N8K', { kind: 'invalid', problem: 'length', typed: 12 }],
    ['SAJAA06E0N8K1234O', { kind: 'invalid', problem: 'characters', typed: 17 }],
  ] as const)('refuses %j without asking the service', async (input, outcome) => {
    const fetchImpl = respond(200, answer([]))
    expect(await checkVin(input, { fetchImpl })).toEqual(outcome)
    expect(fetchImpl).not.toHaveBeenCalled()
  })

  it.each([
    ['affected', 200, answer([{ campaign: 'R-1', title: 'Airbag', description: '' }]), 'affected'],
    ['not affected', 200, answer([]), 'not-affected'],
    ['refused by the API', 400, { errors: [] }, 'invalid'],
    ['a server error', 500, {}, 'error'],
    ['another shape', 200, { data: [] }, 'error'],
  ])('%s → %s', async (_, status, body, kind) => {
    const fetchImpl = respond(status, body)
    expect((await checkVin(' sajaa06e0n8k-12345 ', { fetchImpl })).kind).toBe(kind)
    expect(fetchImpl).toHaveBeenCalledWith(`/api/content/recalls/${VIN}`, expect.objectContaining({ signal: expect.any(AbortSignal) }))
  })

  it.each(['SAJAA06E0N8K١٢٣٤٥', 'SAJAA06E0N8K۱۲۳۴۵', 'ＳＡＪＡＡ０６Ｅ０Ｎ８Ｋ１２３４５'])(
    'looks %j up as the ASCII VIN (an Arabic or full-width keyboard)',
    async (input) => {
      const fetchImpl = respond(200, answer([]))
      expect((await checkVin(input, { fetchImpl })).kind).toBe('not-affected')
      expect(fetchImpl).toHaveBeenCalledWith(`/api/content/recalls/${VIN}`, expect.anything())
    },
  )

  it('gives up after the deadline with the service error', async () => {
    const fetchImpl = ((_url: string, init: RequestInit) =>
      new Promise((_, reject) => init.signal!.addEventListener('abort', () => reject(new Error('aborted'))))) as unknown as typeof fetch
    expect(await checkVin(VIN, { fetchImpl, timeoutMs: 10 })).toEqual({ kind: 'error' })
  })

  it('a network failure is the service error', async () => {
    const fetchImpl = (async () => {
      throw new TypeError('Failed to fetch')
    }) as unknown as typeof fetch
    expect(await checkVin(VIN, { fetchImpl })).toEqual({ kind: 'error' })
  })

  it.each([
    ['en', 'empty', 0, 'Please enter your VIN.'],
    ['en', 'length', 12, 'A VIN has 17 characters; you entered 12.'],
    ['en', 'characters', 17, 'A VIN has only letters and digits, and never the letters I, O or Q.'],
    ['ar', 'length', 3, 'يتكوّن رقم الهيكل من 17 خانة؛ أدخلت 3.'],
  ] as const)('in %s, %s says %j', (code, problem, typed, text) => {
    expect(vinProblemText(problem, typed, namespaceTexts('vinCheckerLocal', { language: code }))).toBe(text)
  })

  it('names each empty text the block needs, for the editor', () => {
    const ok = { label_text: 'Enter VIN Number', button_text: 'Check Vin', response_positive: 'Yes', response_negative: 'No' }
    expect(vinCheckerProblems(ok)).toEqual([])
    expect(vinCheckerProblems({ ...ok, label_text: ' ', response_negative: '' })).toEqual([
      'Input label is empty: the VIN box needs a name.',
      'Negative response is empty.',
    ])
  })
})
