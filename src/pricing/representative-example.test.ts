import { describe, expect, it } from 'vitest'
import { fillRepresentativeExample, type RepresentativeExample } from './representative-example.ts'

/** ADR 127: the representative example's figures, as the market's text places them. */
describe('fillRepresentativeExample', () => {
  const pcp: RepresentativeExample = { product: 'pcp', apr: 5.9, term_months: 48, deposit_percent: 10 }
  it.each<[string, RepresentativeExample, string, string]>([
    ['{apr}% APR representative', pcp, '.', '5.9% APR representative'],
    ['{term} months, {deposit}% deposit, {apr}% APR', pcp, '.', '48 months, 10% deposit, 5.9% APR'],
    ['{apr}% APR', { ...pcp, apr: 6 }, '.', '6.0% APR'],
    ['{apr}% APR', { ...pcp, apr: 9.95 }, '.', '9.9% APR'],
    ['{apr}%', pcp, ',', '5,9%'],
    ['{deposit}% / {term}', { ...pcp, deposit_percent: 12.6, term_months: 36 }, '.', '13% / 36'],
    ['no placeholders {other}', pcp, '.', 'no placeholders {other}'],
  ])('%j → %j', (text, example, mark, expected) => expect(fillRepresentativeExample(text, example, mark)).toBe(expected))
})
