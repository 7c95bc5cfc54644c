import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { resource } from '~/content/schemas.ts'
import { vinCheckAnswerSchema } from './answers.ts'
import { vinCheckSchema } from './api.ts'

// The browser's guard against the server's zod schema, as the content API declares its answer
// (src/content/api.server.ts): each answer is read by both, and both must agree. The route's own
// answers are read with the guard in api.server.test.ts.
const serverAnswer = z.object({ data: resource('vin_check', vinCheckSchema) })

const VIN = 'SAJAA06E0N8K12345'
const recall = { campaign: 'R-1', title: 'Airbag', description: 'Inflator' }
const answer = (attributes: object, more: object = {}) => ({
  data: { id: VIN, type: 'vin_check', attributes: { vin: VIN, affected: true, recalls: [recall], ...attributes }, ...more },
})

describe('the VIN check answer read in the browser (ADR 145, ADR 138)', () => {
  it.each([
    ['affected, two campaigns', 'accepted', answer({ recalls: [recall, { campaign: 'R-2', title: 'Brakes', description: '' }] })],
    ['not affected', 'accepted', answer({ affected: false, recalls: [] })],
    [
      'extra keys at every level, dropped',
      'accepted',
      { ...answer({ recalls: [{ ...recall, year: 2024 }], model: 'X' }, { links: {} }), meta: {} },
    ],
    ['another type', 'refused', answer({}, { type: 'vehicle' })],
    ['affected as text', 'refused', answer({ affected: 'true' })],
    ['a campaign without a title', 'refused', answer({ recalls: [{ campaign: 'R-1', description: '' }] })],
    ['recalls missing', 'refused', answer({ recalls: undefined })],
    ['no attributes', 'refused', { data: { id: VIN, type: 'vin_check' } }],
    ['the attributes bare, not in data', 'refused', answer({}).data.attributes],
    ['a list', 'refused', { data: [] }],
    ['no answer', 'refused', null],
  ] as const)('%s: %s, as the server’s schema', (_name, outcome, body) => {
    const expected = serverAnswer.safeParse(body)
    const read = vinCheckAnswerSchema.safeParse(body)
    expect(read).toEqual(expected.success ? { success: true, data: expected.data } : { success: false })
    expect(read.success ? 'accepted' : 'refused').toBe(outcome)
  })

  it('drops the keys it does not know', () => {
    const body = { ...answer({ recalls: [{ ...recall, year: 2024 }], model: 'X' }, { links: {} }), meta: {} }
    expect(vinCheckAnswerSchema.parse(body)).toEqual(answer({}))
  })
})
