import { describe, expect, it } from 'vitest'
import { labelOfKey } from './key-label.ts'

describe('labelOfKey: a data key in words', () => {
  it.each([
    ['top_speed', 'Top speed'],
    ['lease_price', 'Lease price'],
    ['range', 'Range'],
    ['co2__emissions', 'Co2 emissions'],
    ['hidden_fields', 'Hidden fields'],
    ['config_url', 'Config url'],
    ['journey', 'Journey'],
    ['vehicle-id', 'Vehicle id'],
    ['_', '_'],
  ])('key %j reads %j', (key, label) => {
    expect(labelOfKey(key)).toBe(label)
  })
})
