import { useGetPuck, type ArrayField, type CustomField, type Field } from '@puckeditor/core'
import { createElement, useId, type FocusEvent, type ReactElement } from 'react'
import { FIELD_TYPES, type FieldDefinition, type FieldType } from '~/blocks/fields.ts'
import type { BlockTemplate } from '~/blocks/template.ts'
import { htmlToText } from '~/lib/html-text.ts'
import { editorFor, type Editor } from './editors.ts'
import type { EditorOptions } from './types.ts'

/** How a stored value differs from what its editor edits (page properties: null for ''). */
export interface ValueConversion {
  toEditor: (stored: unknown) => unknown
  toStored: (edited: unknown) => unknown
}

/** What a field of ours carries for its render: read from the `field` prop, so a rebuilt config's options reach mounted fields. */
interface EditorFieldMetadata {
  definition: FieldDefinition
  options: EditorOptions
  editor: Editor
  conversion?: ValueConversion
}

// One render for every field of ours: Puck keeps the first render function it sees per field type.
const renderEditorField: CustomField<unknown>['render'] = (props): ReactElement => createElement(EditorField, props)

function EditorField({ field, name, id: puckId, value, onChange, readOnly }: Parameters<CustomField<unknown>['render']>[0]): ReactElement {
  const { definition, options, editor, conversion } = field.metadata as EditorFieldMetadata
  // Puck draws the field panel twice (desktop and mobile layouts): its ids repeat, so labels would
  // point at the hidden copy. A per-instance suffix keeps every label tied to its own input.
  const id = `${puckId}-${useId().replace(/:/g, '')}`
  const getPuck = useGetPuck()
  // Puck keeps a field's own value while the field has the focus, and learns of the focus from an
  // input or a textarea only. A rich-text area says so itself: otherwise Puck hands back each
  // value late while someone types fast, and the field's text goes back to an older one.
  const focusTo = (event: FocusEvent, focus: string | null) => {
    if (event.target instanceof HTMLElement && event.target.closest('[contenteditable="true"]'))
      getPuck().dispatch({ type: 'setUi', ui: { field: { focus } } })
  }
  const element = conversion
    ? createElement(editor, {
        definition,
        options,
        name,
        id,
        readOnly,
        value: conversion.toEditor(value),
        onChange: (edited: unknown) => onChange(conversion.toStored(edited)),
      })
    : createElement(editor, { definition, options, name, id, value, onChange, readOnly })
  return createElement(
    'div',
    {
      style: { display: 'contents' },
      onFocus: (event: FocusEvent) => focusTo(event, name),
      onBlur: (event: FocusEvent) => focusTo(event, null),
    },
    element,
  )
}

/**
 * The Puck field of a template field definition: a custom field drawing our editor for its type
 * (tooltips, placeholders, limits and options from the definition's attrs).
 * @example puckField(field.string('heading', 'Title'), {}) // → { type: 'custom', label: 'Title', render, metadata }
 */
export function puckField(definition: FieldDefinition, options: EditorOptions = {}, conversion?: ValueConversion): Field {
  const metadata: EditorFieldMetadata = { definition, options, editor: editorFor(definition), ...(conversion ? { conversion } : {}) }
  return { type: 'custom', label: definition.label, render: renderEditorField, metadata }
}

/** Puck fields for a list of field definitions, by symbol. */
export function puckFields(definitions: readonly FieldDefinition[], options: EditorOptions = {}): Record<string, Field> {
  return Object.fromEntries(definitions.map((d) => [d.symbol, puckField(d, options)]))
}

/** The default values of a list of fields (separators hold none). */
export function fieldDefaults(definitions: readonly FieldDefinition[], options: EditorOptions = {}): Record<string, unknown> {
  return Object.fromEntries(
    definitions.filter((d) => d.field_type !== FIELD_TYPES.separator).map((d) => [d.symbol, startingValue(d, options)]),
  )
}

const TEXT_TYPES: readonly FieldType[] = [FIELD_TYPES.string, FIELD_TYPES.text, FIELD_TYPES.markdown]

/**
 * A new block's value of a field. A form select starts on its spec default ('1', spec 2 §3.5) only
 * when that is one of the market's forms: form ids are the install's, and another market's form
 * would be a form this page cannot show. Otherwise it starts on the market's first form, or none.
 */
function startingValue(definition: FieldDefinition, options: EditorOptions): unknown {
  const forms = options.forms
  const attrOptions = definition.attrs.options
  const formSelect =
    definition.field_type === FIELD_TYPES.select &&
    !Array.isArray(attrOptions) &&
    !(attrOptions && 'type' in attrOptions && attrOptions.type === 'stock_lists')
  if (formSelect && forms && !forms.some((form) => form.value === String(definition.value))) return forms[0]?.value ?? ''
  // A text in the market's language; a select's value is an option's, never translated ('All').
  if (TEXT_TYPES.includes(definition.field_type) && typeof definition.value === 'string') {
    return options.startingTexts?.[definition.value] ?? definition.value
  }
  return structuredClone(definition.value)
}

/**
 * An item's summary in the field panel, as plain text: a rich-text (Markdown, HTML) value's text,
 * its entities decoded ('Parts &amp; service' reads 'Parts & service'); a plain one's tags dropped.
 */
const summaryText = (value: unknown, definition: FieldDefinition) => {
  if (typeof value !== 'string') return ''
  if (definition.field_type === FIELD_TYPES.markdown) return htmlToText(value)
  return value
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
}

/** How long an item's summary may be: a 1,000-character quote would fill the panel. */
const SUMMARY_MAX = 60

/** A summary cut at a word before SUMMARY_MAX characters, with an ellipsis. */
const shortened = (text: string) => {
  if (text.length <= SUMMARY_MAX) return text
  const cut = text.slice(0, SUMMARY_MAX)
  return `${cut.slice(0, cut.lastIndexOf(' ') > SUMMARY_MAX / 2 ? cut.lastIndexOf(' ') : SUMMARY_MAX).trimEnd()}…`
}

/**
 * spec 2 §3.1 field_groups_template as a Puck array field (`groups`): one item per group (slide,
 * tab, item), at most max_field_groups, summarised by its text: a title or heading first, else the
 * first text it has (a slide's offer key is empty more often than its title); Puck reorders them.
 */
export function groupsField(template: BlockTemplate, options: EditorOptions = {}): ArrayField {
  const definitions = template.field_groups_template
  const texts = definitions.filter((d) => TEXT_TYPES.includes(d.field_type) && d.attrs.language !== 'json')
  const named = (d: FieldDefinition) => /title|heading|name|label/i.test(d.symbol)
  const summaryFields = [...texts.filter(named), ...texts.filter((d) => !named(d))]
  const summaryOf = (item: Record<string, unknown> | undefined) =>
    summaryFields.map((d) => summaryText(item?.[d.symbol], d)).find((text) => text !== '')
  return {
    type: 'array',
    label: 'Items',
    arrayFields: puckFields(definitions, options),
    defaultItemProps: () => fieldDefaults(definitions, options),
    getItemSummary: (item, index) => {
      const summary = summaryOf(item)
      return summary ? shortened(summary) : `Item ${(index ?? 0) + 1}`
    },
    ...(template.max_field_groups !== undefined ? { max: template.max_field_groups } : {}),
  }
}
