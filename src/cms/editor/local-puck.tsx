// TEMPORARY: a minimal Puck config and data mapping until the fields helper's src/cms/puck-config.tsx
// and src/cms/puck-data.ts are merged (delete this file then).
import type { Config, Data, Fields } from '@puckeditor/core'
import { useEffect, useState } from 'react'
import { LoadedBlock } from '~/blocks/LoadedBlock.tsx'
import { FIELD_TYPES } from '~/blocks/fields.ts'
import { blockRegistry } from '~/blocks/registry.ts'
import { blockRenderers, loadBlockRenderers } from '~/blocks/renderers.ts'
import type { PageDocument } from '../document.ts'

function EditorBlock({ template, fields, groups }: { template: string; fields: Record<string, unknown>; groups: Record<string, unknown>[] }) {
  const [, setLoaded] = useState(false)
  useEffect(() => { if (!blockRenderers[template]) void loadBlockRenderers([template]).then(() => setLoaded(true)) }, [template])
  if (!blockRenderers[template]) return <div className="fc-block" data-placeholder={`${template}: loading`} />
  return <div className="fc-block" data-template={template}><LoadedBlock block={{ template, fields, groups }} context={{ index: 1, eagerImages: true, editing: true }} /></div>
}

export function buildPuckConfig(): Config {
  const templates = Object.values(blockRegistry).sort((a, b) => a.list_priority - b.list_priority)
  const components: Config['components'] = {}
  for (const t of templates) {
    const fields: Fields = {}
    const defaultProps: Record<string, unknown> = { groups: [] }
    for (const f of t.fields) {
      if (f.field_type === FIELD_TYPES.string || f.field_type === FIELD_TYPES.text || f.field_type === FIELD_TYPES.markdown) {
        fields[f.symbol] = { type: f.field_type === FIELD_TYPES.string ? 'text' : 'textarea', label: f.label }
      }
      defaultProps[f.symbol] = f.value
    }
    components[t.key] = {
      label: t.name, fields, defaultProps,
      render: ({ id: _id, puck: _puck, groups, ...fields }) =>
        <EditorBlock template={t.key} fields={fields as Record<string, unknown>} groups={(groups as Record<string, unknown>[]) ?? []} />,
    }
  }
  const categories: NonNullable<Config['categories']> = {}
  for (const t of templates) (categories[t.group] ??= { title: t.group, components: [] }).components!.push(t.key)
  return {
    components, categories,
    root: { fields: { title: { type: 'text', label: 'Title' }, meta_title: { type: 'text', label: 'Meta title' } } },
  }
}

export function toPuckData(document: PageDocument): Data {
  const { blocks, ...properties } = document
  return {
    root: { props: { ...properties } as Record<string, unknown> },
    content: blocks.map((b, i) => ({ type: b.template, props: { id: `block-${i}-${Math.random().toString(36).slice(2, 8)}`, ...b.fields, groups: b.groups } })),
  }
}

export function fromPuckData(data: Data): PageDocument {
  const root = (data.root?.props ?? {}) as Record<string, unknown>
  const { id: _id, ...properties } = root
  return {
    ...(properties as Omit<PageDocument, 'blocks'>),
    blocks: data.content.map((item) => {
      const { id: _i, groups, ...fields } = item.props as Record<string, unknown>
      return { template: item.type, fields, groups: Array.isArray(groups) ? groups : [] }
    }),
  }
}
