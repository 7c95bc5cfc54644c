// @vitest-environment jsdom
import type { ArrayField } from '@puckeditor/core'
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { FIELD_TYPES } from '~/blocks/fields.ts'
import { blockRegistry } from '~/blocks/registry.ts'
import { blockRenderers } from '~/blocks/renderers.ts'
import type { BlockTemplate } from '~/blocks/template.ts'
import { STARTING_TEXTS } from './starting-texts/index.ts'
import { inRouter } from '~/test/blocks.tsx'
import { stockTexts } from '~/stock/texts/tables.ts'
import { BlockPreview, buildPuckConfig, previewValues } from './puck-config.tsx'
import { PAGE_PROPERTY_KEYS } from './puck-data.ts'

// Puck's drag and drop (@dnd-kit) needs a ResizeObserver as it loads when there is a DOM; jsdom has none.
vi.hoisted(() => {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
})
afterEach(cleanup)

const templates = Object.values(blockRegistry) as BlockTemplate[]
const config = buildPuckConfig({})
const groupsOf = (key: string) => config.components[key]!.fields!.groups as ArrayField | undefined

describe('buildPuckConfig (editor contract: Puck mapping)', () => {
  it.each([
    ['no list of forms (the form id is typed)', undefined, '1'],
    ['the market has form 1', [{ value: '1', label: 'Test drive' }], '1'],
    [
      "the market's forms are others",
      [
        { value: '7', label: 'Test drive' },
        { value: '8', label: 'Brochure' },
      ],
      '7',
    ],
    ['the market has no forms', [], ''],
  ])("a new Form Component starts on its spec default form only when it is the market's: %s", (_, forms, expected) => {
    const formConfig = buildPuckConfig({ forms }).components['form-component']!
    expect((formConfig.defaultProps as Record<string, unknown>).form_id).toBe(expected)
  })

  it.each(templates.map((t) => [t.key, t] as const))(
    '%s: a component labelled with its name whose defaults pass its schema',
    (key, template) => {
      const component = config.components[key]!
      expect(component.label).toBe(template.name)
      const { groups, ...fields } = component.defaultProps as Record<string, unknown>
      expect(groups).toEqual([])
      expect(template.schema.safeParse(fields).error).toBeUndefined()
      // Every field with a value has its editor, separators included; nothing else.
      expect(
        Object.keys(component.fields!)
          .filter((k) => k !== 'groups')
          .sort(),
      ).toEqual(template.fields.map((f) => f.symbol).sort())
    },
  )

  it.each(Object.entries(STARTING_TEXTS))(
    "a new block starts with the market's language's texts (%s), which pass its schema",
    (_, startingTexts) => {
      const localConfig = buildPuckConfig({ startingTexts })
      for (const template of templates) {
        const { groups: _groups, ...fields } = localConfig.components[template.key]!.defaultProps as Record<string, unknown>
        expect(template.schema.safeParse(fields).error, template.key).toBeUndefined()
        const groups = localConfig.components[template.key]!.fields!.groups as ArrayField | undefined
        const item = typeof groups?.defaultItemProps === 'function' ? groups.defaultItemProps(0) : (groups?.defaultItemProps ?? {})
        expect(template.groupSchema.safeParse(item).error, template.key).toBeUndefined()
      }
      const accordion = localConfig.components.accordion!.defaultProps as Record<string, unknown>
      expect(accordion.open_all_label).toBe(startingTexts['Open all'])
      // A select's starting value is an option, whatever its text: the stock locator's model filter stays 'All'.
      expect((localConfig.components['stock-locator']!.defaultProps as Record<string, unknown>).ci_key_model).toBe('All')
      expect((localConfig.components['model-summary-filters']!.defaultProps as Record<string, unknown>).allLabel).toBe(startingTexts.All)
    },
  )

  it('categories hold every template exactly once, by template group, ordered by list_priority', () => {
    const listed = Object.values(config.categories!).flatMap((c) => c.components ?? [])
    expect([...listed].sort()).toEqual(Object.keys(blockRegistry).sort())
    expect(new Set(listed).size).toBe(listed.length)
    for (const [group, category] of Object.entries(config.categories!)) {
      const members = category.components!.map((key) => blockRegistry[key as keyof typeof blockRegistry])
      expect(members.every((t) => t.group === group)).toBe(true)
      const priorities = members.map((t) => t.list_priority)
      expect(priorities).toEqual([...priorities].sort((a, b) => a - b))
    }
  })

  it.each(templates.filter((t) => t.field_groups_template.length > 0).map((t) => [t.key, t] as const))(
    '%s: field groups as a `groups` array with max_field_groups and valid new items',
    (key, template) => {
      const groups = groupsOf(key)
      if (groups?.type !== 'array') throw new Error('not an array field')
      expect(groups.max).toBe(template.max_field_groups)
      expect(Object.keys(groups.arrayFields).sort()).toEqual(template.field_groups_template.map((f) => f.symbol).sort())
      const item = typeof groups.defaultItemProps === 'function' ? groups.defaultItemProps(0) : groups.defaultItemProps
      expect(template.groupSchema.safeParse(item).error).toBeUndefined()
    },
  )

  it("spec 2 §9: the max of field groups is the template's (Content Blocks 1000, Gallery Categories 4)", () => {
    expect(config.components['content-blocks']!.fields!.groups).toMatchObject({ max: 1000 })
    expect(config.components['gallery-categories']!.fields!.groups).toMatchObject({ max: 4 })
  })

  it('blocks without field groups have no `groups` field', () => {
    expect(config.components.quote!.fields!.groups).toBeUndefined()
  })

  it('summarises a group by its first text field', () => {
    const groups = groupsOf('accordion')
    if (groups?.type !== 'array') throw new Error('not an array field')
    const first = blockRegistry.accordion.field_groups_template.find((f) =>
      [FIELD_TYPES.string, FIELD_TYPES.text, FIELD_TYPES.markdown].includes(f.field_type as never),
    )!
    expect(groups.getItemSummary!({ [first.symbol]: '<p>Charging <b>at home</b></p>' }, 0)).toBe('Charging at home')
    expect(groups.getItemSummary!({}, 2)).toBe('Item 3')
  })

  it('summarises a slide by its title, not an empty first text field, and a long quote by its start', () => {
    const slides = groupsOf('hero-carousel')
    if (slides?.type !== 'array') throw new Error('not an array field')
    const slide = { video_bg: '/videos/aurelia-e7.webm', heading: '<p>Electric, elevated.</p>', paragraph: '<p>Up to 402 miles</p>' }
    expect(slides.getItemSummary!(slide, 1)).toBe('Electric, elevated.')
    expect(slides.getItemSummary!({ ...slide, heading: '' }, 1)).toBe('/videos/aurelia-e7.webm')
    expect(slides.getItemSummary!({ heading: '', paragraph: '' }, 1)).toBe('Item 2')
    const quotes = groupsOf('quote-slider')
    if (quotes?.type !== 'array') throw new Error('not an array field')
    const quoteField = blockRegistry['quote-slider'].field_groups_template.find((f) => /quote/.test(f.symbol))!
    const summary = String(quotes.getItemSummary!({ [quoteField.symbol]: 'The quietest car I have driven in years. '.repeat(30) }, 0))
    expect(summary).toBe('The quietest car I have driven in years. The quietest car I…')
  })

  it('summarises a group by the plain text of a rich-text first field: no markup, no entities', () => {
    const groups = groupsOf('dual-frame-carousel')
    if (groups?.type !== 'array') throw new Error('not an array field')
    const first = blockRegistry['dual-frame-carousel'].field_groups_template.find((f) => f.field_type === FIELD_TYPES.markdown)!
    expect(groups.getItemSummary!({ [first.symbol]: '<p><b>Parts</b> &amp; service</p><p>at&nbsp;home</p>' }, 0)).toBe(
      'Parts & service at home',
    )
  })

  it('offers only the templates it is given', () => {
    const only = buildPuckConfig({ templates: [blockRegistry.quote as BlockTemplate] })
    expect(Object.keys(only.components)).toEqual(['quote'])
    expect(only.categories).toEqual({ Content: { title: 'Content', components: ['quote'] } })
  })

  it('root fields are the page properties (spec 1 §3 Page), `enabled` left to the page tree', () => {
    const keys = Object.keys(config.root!.fields!).filter((k) => !k.startsWith('separator-'))
    expect(keys.sort()).toEqual(PAGE_PROPERTY_KEYS.filter((k) => k !== 'enabled').sort())
  })
})

describe('previewValues', () => {
  const fields = blockRegistry.quote.fields
  it.each([
    { name: 'valid values are kept', values: { quote: 'Calm', section_class: 'left' }, expected: { quote: 'Calm', section_class: 'left' } },
    { name: 'missing values take their default', values: {}, expected: { quote: '', section_class: 'center', justify_text: false } },
    {
      name: 'invalid values take their default',
      values: { section_class: 'diagonal', author: 'x'.repeat(201) },
      expected: { section_class: 'center', author: '' },
    },
  ])('$name', ({ values, expected }) => {
    expect(previewValues(fields, values)).toMatchObject(expected)
  })

  it("keeps a list's valid links while one is being corrected", () => {
    const linksField = blockRegistry['map-update'].fields
    const good = { url: '/offers', type: 'internal', target: '_self', link_text: 'Offers', ui_type: 'primary' }
    const bad = { ...good, type: 'external', url: 'javascript:alert(1)' }
    expect(previewValues(linksField, { 'rdx-links': [good, bad, good] })['rdx-links']).toEqual([good, good])
  })

  it('leaves out props that are not fields (the item id)', () => {
    expect(Object.keys(previewValues(fields, { id: 'block-0-x', stray: 1 })).sort()).toEqual(fields.map((f) => f.symbol).sort())
  })
})

describe('BlockPreview', () => {
  it('shows a loading state, then the real renderer in editing mode', async () => {
    delete blockRenderers.quote // not loaded yet (another test file may have loaded it); BlockPreview loads it again
    render(
      inRouter(
        <BlockPreview
          template={blockRegistry.quote as BlockTemplate}
          index={2}
          props={{ id: 'block-0-x', quote: 'Quiet at any speed.', author: 'Mira Okafor' }}
        />,
      ),
    )
    expect(screen.getByRole('status').textContent).toBe('Loading Quote…')
    const quote = await screen.findByText('Quiet at any speed.')
    expect(screen.queryByRole('status')).toBeNull()
    expect(quote.closest('figure')?.querySelector('figcaption')?.textContent).toBe('Mira Okafor')
    expect(document.querySelector('[data-template="quote"]')?.getAttribute('data-block-index')).toBe('2')
  })

  it.each([
    ["English without the market's texts", undefined, 'Back to the stock'],
    ["the market's own (an Arabic market)", stockTexts('ar'), 'العودة إلى السيارات المتوفرة'],
  ])('draws a stock block with %s', async (_, texts, back) => {
    const template = blockRegistry['saved-vehicles'] as BlockTemplate
    render(inRouter(<BlockPreview template={template} index={1} props={{ id: 'x', back_label: '' }} stockTexts={texts} />))
    expect((await screen.findByRole('link')).textContent).toBe(back)
  })

  it('draws HTML as visitors get it: what the sanitiser drops is not shown', async () => {
    const html = '<h2 style="color:red">Opening hours</h2><img src="x" onerror="alert(1)"><iframe src="https://example.com/embed"></iframe>'
    render(inRouter(<BlockPreview template={blockRegistry['html-box'] as BlockTemplate} index={1} props={{ id: 'x', html }} />))
    const heading = await screen.findByRole('heading', { name: 'Opening hours' })
    expect(heading.getAttribute('style')).toBeNull()
    const block = heading.closest('[data-template="html-box"]')!
    expect(block.querySelector('iframe')).toBeNull()
    expect(block.querySelector('img')?.getAttribute('onerror')).toBeNull()
  })

  it('marks a block without content with its name (the editor placeholder)', async () => {
    render(inRouter(<BlockPreview template={blockRegistry.quote as BlockTemplate} index={1} props={{ id: 'x' }} />))
    const block = await screen.findByText((_, element) => element?.getAttribute('data-placeholder') === 'Quote: add content')
    expect(block.textContent).toBe('')
  })
})
