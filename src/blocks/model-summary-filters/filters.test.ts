import { describe, expect, it } from 'vitest'
import { filterIdOf, filtersReducer, initialFiltersState, isShown, modelsFor, type FiltersAction, type FiltersState } from './filters.ts'

const register = (body: string, model: string, key = '/models'): FiltersAction => ({ type: 'register', key, body, model })
const run = (...actions: FiltersAction[]) => actions.reduce(filtersReducer, initialFiltersState)

/** The models page: two saloons and an SUV registered, the first (Saloon, E7) selected. */
const page = run(register('Saloon', 'E7'), register('Saloon', 'E9'), register('SUV', 'Ridge'), register('SUV', 'Summit'))
const applied = (body: string, model: string): FiltersState => ({
  ...page,
  selected: { body, model },
  filterId: filterIdOf({ body, model }),
})

describe('spec 2 §4 Model Summary Filters: registration', () => {
  it.each<[string, FiltersAction[], Partial<FiltersState>]>([
    [
      'the first registration selects its body style and model',
      [register('Saloon', 'E7')],
      { key: '/models', bodies: ['Saloon'], models: { Saloon: ['E7'] }, selected: { body: 'Saloon', model: 'E7' }, filterId: null },
    ],
    [
      'later registrations add options and keep the selection',
      [register('Saloon', 'E7'), register('SUV', 'Ridge'), register('Saloon', 'E9')],
      { bodies: ['Saloon', 'SUV'], models: { Saloon: ['E7', 'E9'], SUV: ['Ridge'] }, selected: { body: 'Saloon', model: 'E7' } },
    ],
    [
      'a repeated registration changes nothing',
      [register('Saloon', 'E7'), register('Saloon', 'E7')],
      { bodies: ['Saloon'], models: { Saloon: ['E7'] } },
    ],
    [
      'values are trimmed',
      [register(' Saloon ', ' E7 ')],
      { bodies: ['Saloon'], models: { Saloon: ['E7'] }, selected: { body: 'Saloon', model: 'E7' } },
    ],
    [
      'a block without a body style is no option',
      [register('', 'E7')],
      { key: '/models', bodies: [], models: {}, selected: { body: '', model: '' } },
    ],
    [
      'a body style without a model is an option with no models',
      [register('Coupé', '')],
      { bodies: ['Coupé'], models: { Coupé: [] }, selected: { body: 'Coupé', model: '' } },
    ],
    [
      'a registration with a different key resets the state, then selects its own',
      [register('Saloon', 'E7'), { type: 'submit', key: '/models' }, register('SUV', 'Ridge', '/vantor')],
      { key: '/vantor', bodies: ['SUV'], models: { SUV: ['Ridge'] }, selected: { body: 'SUV', model: 'Ridge' }, filterId: null },
    ],
    [
      'a body style named like an object key is an ordinary option',
      [register('constructor', 'E7'), register('toString', '')],
      { bodies: ['constructor', 'toString'], models: { constructor: ['E7'], toString: [] } },
    ],
  ])('%s', (_, actions, expected) => {
    expect(run(...actions)).toMatchObject(expected)
  })

  it('returns the same state when a registration changes nothing (no needless re-render)', () => {
    expect(filtersReducer(page, register('SUV', 'Ridge'))).toBe(page)
  })
})

describe('spec 2 §4 Model Summary Filters: choosing and submitting', () => {
  it.each<[string, FiltersState, FiltersAction, Partial<FiltersState>]>([
    [
      'choosing a body style keeps a model it has',
      applied('', 'Ridge'),
      { type: 'chooseBody', key: '/models', body: 'SUV' },
      { selected: { body: 'SUV', model: 'Ridge' } },
    ],
    [
      'choosing a body style limits the models: one it lacks becomes All',
      page,
      { type: 'chooseBody', key: '/models', body: 'SUV' },
      { selected: { body: 'SUV', model: '' } },
    ],
    ['choosing All keeps the model', page, { type: 'chooseBody', key: '/models', body: '' }, { selected: { body: '', model: 'E7' } }],
    [
      'an unknown body style is ignored',
      page,
      { type: 'chooseBody', key: '/models', body: 'Van' },
      { selected: { body: 'Saloon', model: 'E7' } },
    ],
    [
      'choosing a model of the body style selects it',
      page,
      { type: 'chooseModel', key: '/models', model: 'E9' },
      { selected: { body: 'Saloon', model: 'E9' } },
    ],
    [
      'choosing a model of another body style is ignored',
      page,
      { type: 'chooseModel', key: '/models', model: 'Ridge' },
      { selected: { body: 'Saloon', model: 'E7' } },
    ],
    [
      'any model may be chosen under All',
      { ...page, selected: { body: '', model: '' } },
      { type: 'chooseModel', key: '/models', model: 'Summit' },
      { selected: { body: '', model: 'Summit' } },
    ],
    ['choosing All models', page, { type: 'chooseModel', key: '/models', model: '' }, { selected: { body: 'Saloon', model: '' } }],
    ['choosing does not apply', page, { type: 'chooseModel', key: '/models', model: 'E9' }, { filterId: null }],
    ['submit applies the selection', page, { type: 'submit', key: '/models' }, { filterId: filterIdOf({ body: 'Saloon', model: 'E7' }) }],
    [
      'a tab_id in the URL applies its block',
      page,
      { type: 'show', key: '/models', selection: { body: 'SUV', model: 'Summit' } },
      { selected: { body: 'SUV', model: 'Summit' }, filterId: filterIdOf({ body: 'SUV', model: 'Summit' }) },
    ],
  ])('%s', (_, state, action, expected) => {
    expect(filtersReducer(state, action)).toMatchObject(expected)
  })

  it('submitting All and All shows every block again', () => {
    const state = filtersReducer({ ...applied('SUV', 'Ridge'), selected: { body: '', model: '' } }, { type: 'submit', key: '/models' })
    expect(state.filterId).toBeNull()
  })

  it.each<FiltersAction>([
    { type: 'chooseBody', key: '/other', body: 'SUV' },
    { type: 'chooseModel', key: '/other', model: 'E9' },
    { type: 'submit', key: '/other' },
    { type: 'show', key: '/other', selection: { body: 'SUV', model: 'Ridge' } },
  ])("ignores $type from another page than the state's", (action) => {
    expect(filtersReducer(page, action)).toBe(page)
  })
})

describe('spec 2 §4 Model Summary Filters: the models offered and the blocks shown', () => {
  it.each([
    ['Saloon', ['E7', 'E9']],
    ['SUV', ['Ridge', 'Summit']],
    ['', ['E7', 'E9', 'Ridge', 'Summit']],
    ['Van', []],
    ['constructor', []],
  ])('body style %j offers %j', (body, models) => {
    expect(modelsFor(page, body)).toEqual(models)
  })

  it.each<[Parameters<typeof filterIdOf>[0] | null, string, string, boolean]>([
    [null, 'Saloon', 'E7', true],
    [null, '', '', true],
    [{ body: 'Saloon', model: 'E7' }, 'Saloon', 'E7', true],
    [{ body: 'Saloon', model: 'E7' }, ' Saloon ', 'E7 ', true],
    [{ body: 'Saloon', model: 'E7' }, 'Saloon', 'E9', false],
    [{ body: 'Saloon', model: 'E7' }, 'SUV', 'E7', false],
    [{ body: 'Saloon', model: 'E7' }, '', '', false],
    [{ body: 'Saloon', model: '' }, 'Saloon', 'E9', true],
    [{ body: 'Saloon', model: '' }, 'SUV', 'Ridge', false],
    [{ body: '', model: 'Ridge' }, 'SUV', 'Ridge', true],
    [{ body: '', model: 'Ridge' }, 'SUV', 'Summit', false],
  ])('applied %j: a block %j / %j shows: %s', (selection, bodystyle, model, shown) => {
    expect(isShown(selection && filterIdOf(selection), { bodystyle, model })).toBe(shown)
  })

  it('keeps ids of different selections apart', () => {
    expect(filterIdOf({ body: 'a","b', model: '' })).not.toBe(filterIdOf({ body: 'a', model: 'b' }))
    expect(filterIdOf({ body: '', model: '' })).toBeNull()
  })
})
