import type { ComponentType } from 'react'
import { FIELD_TYPES, type FieldDefinition, type FieldType } from '~/blocks/fields.ts'
import { BoolField, NumberField, SelectField, SeparatorField, StringField, TextField } from './BasicFields.tsx'
import { IconField } from './IconField.tsx'
import { ImageField } from './ImageField.tsx'
import { JsonField } from './JsonField.tsx'
import { LinkField, LinksCollectionField } from './LinkField.tsx'
import { MarkdownField } from './MarkdownField.tsx'
import type { FieldEditorProps } from './types.ts'

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Editor = ComponentType<FieldEditorProps<any>>

/** The editor of each field type (spec 2 §3.2). */
export const fieldEditors: Record<FieldType, Editor> = {
  [FIELD_TYPES.bool]: BoolField,
  [FIELD_TYPES.string]: StringField,
  [FIELD_TYPES.text]: TextField,
  [FIELD_TYPES.number]: NumberField,
  [FIELD_TYPES.select]: SelectField,
  [FIELD_TYPES.image]: ImageField,
  [FIELD_TYPES.icon]: IconField,
  [FIELD_TYPES.link]: LinkField,
  [FIELD_TYPES.links]: LinksCollectionField,
  [FIELD_TYPES.markdown]: MarkdownField,
  [FIELD_TYPES.json]: JsonField,
  [FIELD_TYPES.separator]: SeparatorField,
}

/** The editor for a definition: Markdown in the json language is edited as JSON. */
export const editorFor = (definition: FieldDefinition): Editor =>
  definition.field_type === FIELD_TYPES.markdown && definition.attrs.language === 'json' ? JsonField : fieldEditors[definition.field_type]
