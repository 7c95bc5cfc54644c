import { describe, expect, it } from 'vitest'
import {
  configForPaymentOption,
  hasNoPaymentGateway,
  isFreeReservation,
  orderOnlineConfigTypes,
  reservationAvailable,
  vendorType,
  type PageConfig,
} from './order-online-config.ts'

describe('spec 3 §4, §7: the config types a journey loads', () => {
  it.each<[boolean, string[]]>([
    [false, ['order_online', 'order_online_steps_page', 'order_online_checkout_page', 'order_online_success_page']],
    [
      true,
      [
        'order_online',
        'order_online_steps_page',
        'order_online_checkout_page',
        'order_online_success_page',
        'config_order_online',
        'config_order_online_steps_page',
        'config_order_online_checkout_page',
        'config_order_online_success_page',
      ],
    ],
  ])('configurator journey %s → %j', (configurator, types) => {
    expect(orderOnlineConfigTypes(configurator)).toEqual(types)
  })
})

describe('spec 3 §3 Order-online config: a page config for a payment option', () => {
  const base: PageConfig = {
    content: { title: 'Reserve', subtitle: 'Pay later', labels: { a: 'A', b: 'B' }, steps: [1, 2], note: 'n' },
    content_types: {
      lease: { content: { title: 'Lease it', subtitle: null, labels: { b: 'β', c: 'C' }, steps: [3] } },
      cash: { content: {} },
      finance: null,
      subscription: { content: { labels: 'plain' } },
    },
  }
  it.each<[string | null, PageConfig['content'] | 'unchanged', string | undefined]>([
    ['lease', { title: 'Lease it', subtitle: null, labels: { a: 'A', b: 'β', c: 'C' }, steps: [3], note: 'n' }, 'lease'],
    ['subscription', { title: 'Reserve', subtitle: 'Pay later', labels: 'plain', steps: [1, 2], note: 'n' }, 'subscription'],
    ['cash', 'unchanged', undefined],
    ['finance', 'unchanged', undefined],
    ['rent', 'unchanged', undefined],
    [null, 'unchanged', undefined],
  ])('%j', (option, content, type) => {
    const result = configForPaymentOption(base, option)
    if (content === 'unchanged') expect(result).toBe(base)
    else expect(result.content).toEqual(content)
    expect(result.type).toBe(type)
  })
  it('leaves the base untouched', () => {
    configForPaymentOption(base, 'lease')
    expect(base.content).toEqual({ title: 'Reserve', subtitle: 'Pay later', labels: { a: 'A', b: 'B' }, steps: [1, 2], note: 'n' })
  })
  it('works on a base without content', () => {
    expect(configForPaymentOption({ content_types: { cash: { content: { title: 'x' } } } }, 'cash')).toMatchObject({
      content: { title: 'x' },
      type: 'cash',
    })
  })
})

describe('spec 3 §3, §4: payment vendor and reservation', () => {
  it.each<[unknown, string, boolean, boolean]>([
    [' no_payment_japan ', 'NO_PAYMENT_JAPAN', true, false],
    ['NO_PAYMENT_WITH_CONFIRMATION_EMAIL', 'NO_PAYMENT_WITH_CONFIRMATION_EMAIL', false, true],
    ['card', 'CARD', false, false],
    [undefined, '', false, false],
    [5, '', false, false],
  ])('vendor type %j → %j, free %s, no gateway %s', (type, read, free, noGateway) => {
    expect(vendorType({ type })).toBe(read)
    expect(isFreeReservation({ type })).toBe(free)
    expect(hasNoPaymentGateway({ type })).toBe(noGateway)
  })

  const sets = [
    { id: 1, setup_type: 'extended' },
    { id: 2, setup_type: 'basic' },
  ]
  it.each<[{ button_set_setup_id?: string | number | null }[], boolean]>([
    [[{ button_set_setup_id: 1 }], true],
    [[{ button_set_setup_id: '1' }, { button_set_setup_id: 2 }], true],
    [[{ button_set_setup_id: 2 }, { button_set_setup_id: 1 }], false],
    [[{ button_set_setup_id: 3 }], false],
    [[{}], false],
    [[], false],
  ])('buttons %j → reservation %s', (buttons, available) => {
    expect(reservationAvailable(buttons, sets)).toBe(available)
  })
})
