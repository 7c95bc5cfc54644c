import { describe, expect, it } from 'vitest'
import { FIELD_TYPES, type FieldType } from '~/blocks/fields.ts'
import { blockRegistry } from '~/blocks/registry.ts'
import type { BlockTemplate } from '~/blocks/template.ts'
import { STARTING_TEXTS, startingTextsFor, UNTRANSLATED_STARTING_TEXTS } from './index.ts'

const TEXT_TYPES: readonly FieldType[] = [FIELD_TYPES.string, FIELD_TYPES.text, FIELD_TYPES.markdown]
const templates = Object.values(blockRegistry) as BlockTemplate[]
/** A starting value that is a key or an address ('top_speed', '/tools-data/…'), not words. */
const isKey = (text: string) => /^[a-z0-9_]+$|^\//.test(text)
/** Every English starting text of a text field with a word in it, in any template or field group. */
const english = new Set(
  templates
    .flatMap((t) => [...t.fields, ...t.field_groups_template])
    .flatMap((d) =>
      TEXT_TYPES.includes(d.field_type) && typeof d.value === 'string' && /\p{L}{2}/u.test(d.value) && !isKey(d.value) ? [d.value] : [],
    ),
)
const translatable = [...english].filter((text) => !UNTRANSLATED_STARTING_TEXTS.has(text)).sort()

const tags = (text: string) => text.match(/<\/?[a-z][^>]*>/g) ?? []
const placeholders = (text: string) => text.match(/\{\w+\}|%/g) ?? []

describe.each(Object.entries(STARTING_TEXTS))('the starting texts in %s', (language, table) => {
  it('translate every starting text of the templates, and nothing that is no longer one', () => {
    expect(translatable.length).toBeGreaterThan(200) // the templates' texts are still found
    expect(Object.keys(table).sort()).toEqual(translatable)
  })

  it.each(translatable.map((text) => [text]))('keep the markup and placeholders of %j', (text) => {
    const translation = table[text]!
    expect(translation.trim()).not.toBe('')
    expect(tags(translation)).toEqual(tags(text))
    expect(placeholders(translation).sort()).toEqual(placeholders(text).sort())
    // What the databases cannot hold (the editor's own refusal would name the field).
    expect(translation).not.toMatch(/\0|\p{Cs}/u)
  })

  it('are the table startingTextsFor answers for the language', () => {
    expect(startingTextsFor(language)).toBe(table)
  })
})

describe('startingTextsFor', () => {
  it.each([['en'], ['xx'], ['constructor'], ['']])('keeps the English texts for %j', (language) => {
    expect(startingTextsFor(language)).toEqual({})
  })
})
