import { describe, expect, it } from 'vitest'
import { findTemplate } from '~/blocks/registry.ts'
import { problemLabel } from './problem-label.ts'

describe('problemLabel: an error names the field as the editor shows it', () => {
  const hero = findTemplate('hero-carousel')!
  const slideDuration = hero.field_groups_template.find((f) => f.symbol === 'slide_duration_limit')!.label
  it.each([
    [null, 'canonical_url', 'Canonical URL'],
    [null, 'title', 'Title'],
    [null, 'no_such_property', 'no_such_property'],
    [hero, 'groups[0].slide_duration_limit', `Item 1 › ${slideDuration}`],
    [hero, 'groups[11].no_such_field', 'Item 12'],
    [hero, 'groups', 'Items'],
    [hero, 'unknown_key', 'unknown_key'],
  ])('%#: %s → %s', (template, key, label) => {
    expect(problemLabel(template, key)).toBe(label)
  })
  it("names a block's own field by its label", () => {
    const field = hero.fields.find((f) => f.label)!
    expect(problemLabel(hero, field.symbol)).toBe(field.label)
  })
})
