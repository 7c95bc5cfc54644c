import { describe, expect, it } from 'vitest'
import { answersOf, MILEAGES, PERIODS, recommend, USAGES, type SubscriptionAnswers } from './mapping.ts'

// docs/tools/subscription-quiz.md: the whole table, 3 × 3 × 2 answers.
describe('spec 2 §4 subscription quiz: answers → main and alternative products', () => {
  it.each<[SubscriptionAnswers['usage'], SubscriptionAnswers['period'], SubscriptionAnswers['mileage'], string, string[]]>([
    ['private', '6-12', 'below_20000', 'subscription', ['leasingtogo', 'fullservice']],
    ['private', '6-12', 'above_20000', 'subscription', ['leasingtogo', 'fullservice']],
    ['business', '6-12', 'below_20000', 'subscription', ['leasingtogo', 'fullservice']],
    ['business', '6-12', 'above_20000', 'subscription', ['leasingtogo', 'fullservice']],
    ['business_and_private', '6-12', 'below_20000', 'subscription', ['leasingtogo', 'fullservice']],
    ['business_and_private', '6-12', 'above_20000', 'subscription', ['leasingtogo', 'fullservice']],
    ['private', '12-24', 'below_20000', 'subscription', ['leasingtogo', 'fullservice']],
    ['private', '12-24', 'above_20000', 'fullservice', ['subscription', 'leasingtogo']],
    ['business', '12-24', 'below_20000', 'fullservice', ['subscription', 'leasingtogo']],
    ['business', '12-24', 'above_20000', 'fullservice', ['subscription', 'leasingtogo']],
    ['business_and_private', '12-24', 'below_20000', 'fullservice', ['subscription', 'leasingtogo']],
    ['business_and_private', '12-24', 'above_20000', 'fullservice', ['subscription', 'leasingtogo']],
    ['private', '24-60', 'below_20000', 'loan', ['fullservice', 'subscription']],
    ['private', '24-60', 'above_20000', 'fullservice', ['loan', 'subscription']],
    ['business', '24-60', 'below_20000', 'fullservice', ['loan', 'subscription']],
    ['business', '24-60', 'above_20000', 'fullservice', ['loan', 'subscription']],
    ['business_and_private', '24-60', 'below_20000', 'fullservice', ['loan', 'subscription']],
    ['business_and_private', '24-60', 'above_20000', 'fullservice', ['loan', 'subscription']],
  ])('%s, %s months, %s km → %s, then %j', (usage, period, mileage, main, alternatives) => {
    expect(recommend({ usage, period, mileage })).toEqual({ main, alternatives })
  })

  it('never offers the main product again as an alternative, nor leasing-to-go as the main one', () => {
    for (const usage of USAGES)
      for (const period of PERIODS)
        for (const mileage of MILEAGES) {
          const { main, alternatives } = recommend({ usage, period, mileage })
          expect(alternatives).not.toContain(main)
          expect(main).not.toBe('leasingtogo')
        }
  })

  it.each([
    [[0, 2, 1], { usage: 'private', period: '24-60', mileage: 'above_20000' }],
    [[2, 0, 0], { usage: 'business_and_private', period: '6-12', mileage: 'below_20000' }],
    [[0, 2, undefined], null],
    [[3, 0, 0], null],
    [[0, 0, 2], null],
  ])('answers at %j → %j', (chosen, answers) => {
    expect(answersOf(chosen)).toEqual(answers)
  })
})
