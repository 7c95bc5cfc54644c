import { describe, expect, it } from 'vitest'
import { similarVehicles, similarVehiclesItems, similarVehiclesQuery } from './similar-vehicles.ts'

const vehicles = (...ids: (string | number)[]) => ids.map((id) => ({ id }))

describe('spec 3 §5 Similar vehicles', () => {
  it.each<[{ id: string | number }[], string | number, number | undefined, (string | number)[]]>([
    [vehicles(1, 2, 3), 2, undefined, [1, 3]],
    [vehicles('1', '2', '3'), 2, undefined, ['1', '3']],
    [vehicles(1, 2, 3), '2', undefined, [1, 3]],
    [vehicles('01', 2), 1, undefined, [2]],
    [vehicles(1, 2, 3, 4, 5, 6, 7, 8), 99, undefined, [1, 2, 3, 4, 5, 6]],
    [vehicles(1, 2, 3, 4, 5, 6, 7, 8), 1, undefined, [2, 3, 4, 5, 6, 7]],
    [vehicles(1, 2, 3, 4, 5, 6, 7, 8), 1, 3, [2, 3, 4]],
    [vehicles(1, 2, 3, 4, 5, 6, 7, 8), 1, 10, [2, 3, 4, 5, 6, 7]],
    [vehicles(), 1, undefined, []],
  ])('%j without %j (amount %j) → %j', (list, current, amount, ids) => {
    expect(similarVehicles(list, current, amount).map((v) => v.id)).toEqual(ids)
  })

  it.each<[number | undefined, number]>([
    [undefined, 6],
    [6, 6],
    [3, 3],
    [12, 6],
    [0, 1],
    [NaN, 6],
  ])('amount %j → %d items', (amount, items) => {
    expect(similarVehiclesItems(amount)).toBe(items)
  })

  it('asks for the model, capped', () => {
    expect(similarVehiclesQuery('Ridge', 20).toString()).toBe('filter%5Bnameplate_name_in%5D=Ridge&items=6')
  })
})
