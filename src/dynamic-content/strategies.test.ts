import { describe, expect, it } from 'vitest'
import {
  brandFromPath,
  enabledStrategies,
  NO_VALUES,
  normalise,
  passes,
  strategyOf,
  visibility,
  type StrategyKey,
  type StrategyValues,
} from './strategies.ts'

const values = (overrides: Partial<StrategyValues>): StrategyValues => ({ ...NO_VALUES, ...overrides })

describe('dynamic content rules (spec 1 §4)', () => {
  it.each([
    ['  Range Rover Sport ', 'range_rover_sport'],
    ['E7', 'e7'],
    [42, 42],
    [null, null],
  ])('normalise(%o) = %o', (input, expected) => {
    expect(normalise(input)).toEqual(expected)
  })

  it.each([
    ['', []],
    ['mena_offers', ['mena_offers']],
    [' URL Brands , reffine_sl,unknown', ['url_brands', 'reffine_sl']],
    ['reffine_sl,mena_external_sl,mena_offers,url_brands', ['mena_external_sl', 'mena_offers', 'url_brands', 'reffine_sl']],
  ])('enabledStrategies(%o)', (setting, expected) => {
    expect(enabledStrategies(setting)).toEqual(expected)
  })

  it.each([
    ['dc_strategy', { dc_strategy: { key: 'mena_offers', value: 'suv' } }, { key: 'mena_offers', value: 'suv' }],
    [
      'with a fallback',
      { dc_strategy: { key: 'url_brands', value: 'x', fallback: { url: '/a' } } },
      { key: 'url_brands', value: 'x', fallback: { url: '/a' } },
    ],
    [
      'link_custom_config',
      { link_custom_config: '{"dc_strategy":{"key":"reffine_sl","value":{"name":"l","value":"v"}}}' },
      { key: 'reffine_sl', value: { name: 'l', value: 'v' } },
    ],
    ['invalid link_custom_config JSON', { link_custom_config: '{nope' }, null],
    ['no key', { dc_strategy: { value: 'x' } }, null],
    ['nothing', {}, null],
  ])('strategyOf: %s', (_, item, expected) => {
    expect(strategyOf(item)).toEqual(expected)
  })

  const offers = [
    { car_model_key: 'e7', category: 'Finance Offers' },
    { car_model_key: 'summit', category: 'service' },
  ]
  it.each<[string, StrategyKey, unknown, StrategyValues, boolean]>([
    ['external stock list not loaded', 'mena_external_sl', 'e7', NO_VALUES, true],
    ['external stock list has the model', 'mena_external_sl', 'E7', values({ mena_external_sl: ['e5', 'e7'] }), true],
    ['external stock list lacks the model', 'mena_external_sl', 'gt', values({ mena_external_sl: ['e5', 'e7'] }), false],
    ['offers not loaded', 'mena_offers', 'finance', NO_VALUES, true],
    ['offers loaded but empty', 'mena_offers', 'finance', values({ mena_offers: [] }), false],
    ['offers, no value', 'mena_offers', '', values({ mena_offers: offers }), true],
    ['offers, a category matching after normalisation', 'mena_offers', 'finance offers', values({ mena_offers: offers }), true],
    ['offers, a category no offer has', 'mena_offers', 'lease', values({ mena_offers: offers }), false],
    [
      'offers, every key of an object matching one offer',
      'mena_offers',
      { car_model_key: 'E7', category: 'Finance Offers' },
      values({ mena_offers: offers }),
      true,
    ],
    [
      'offers, keys matching different offers only',
      'mena_offers',
      { car_model_key: 'e7', category: 'service' },
      values({ mena_offers: offers }),
      false,
    ],
    ['url brand equal', 'url_brands', 'Vantor', values({ url_brands: 'vantor' }), true],
    ['url brand different', 'url_brands', 'aurelia', values({ url_brands: 'vantor' }), false],
    [
      'reffine, list has the value',
      'reffine_sl',
      { name: 'models', value: 'Summit' },
      values({ reffine_sl: { models: ['summit', 'ridge'] } }),
      true,
    ],
    ['reffine, JSON string value', 'reffine_sl', '{"name":"models","value":"e9"}', values({ reffine_sl: { models: ['summit'] } }), false],
    ['reffine, unknown list', 'reffine_sl', { name: 'other', value: 'x' }, values({ reffine_sl: { models: [] } }), true],
    ['reffine, a part missing', 'reffine_sl', { name: 'models' }, values({ reffine_sl: { models: [] } }), true],
    ['reffine, not loaded', 'reffine_sl', { name: 'models', value: 'x' }, NO_VALUES, true],
  ])('passes: %s', (_, key, value, loaded, expected) => {
    expect(passes(key, value, loaded)).toBe(expected)
  })

  const failing = { dc_strategy: { key: 'url_brands', value: 'aurelia' } }
  const withFallback = { dc_strategy: { key: 'url_brands', value: 'aurelia', fallback: { url: '/vantor' } } }
  const loaded = values({ url_brands: 'vantor' })
  it.each([
    ['no strategy', {}, ['url_brands'], false, { show: 'item' }],
    ['a strategy without a value', { dc_strategy: { key: 'url_brands', value: '' } }, ['url_brands'], false, { show: 'item' }],
    ['a strategy that is not enabled', failing, [], false, { show: 'item' }],
    ['a failing strategy, no fallback', failing, ['url_brands'], false, { show: 'hidden' }],
    ['a failing strategy with a fallback', withFallback, ['url_brands'], false, { show: 'fallback', fallback: { url: '/vantor' } }],
    ['forceVisible', failing, ['url_brands'], true, { show: 'item' }],
    ['a passing strategy', { dc_strategy: { key: 'URL Brands', value: 'Vantor' } }, ['url_brands'], false, { show: 'item' }],
  ] as const)('visibility: %s', (_, item, enabled, forceVisible, expected) => {
    expect(visibility(item, { enabled: [...enabled], values: loaded, forceVisible })).toEqual(expected)
  })

  it.each([
    ['/vantor/summit', ['/vantor', '/aurelia-sport'], 'Discovery', 'vantor'],
    ['/vantor', ['/vantor/'], 'Discovery', 'vantor'],
    ['/vantorx', ['/vantor'], 'Discovery', 'Discovery'],
    ['/models/e7', ['/vantor'], 'aurelia', 'aurelia'],
    ['/a/b/c', ['/a', '/a/b'], 'x', 'b'],
  ])('brandFromPath(%s, %o, %s) = %s', (path, prefixes, fallback, expected) => {
    expect(brandFromPath(path, prefixes, fallback)).toBe(expected)
  })
})
