import { useEffect, useRef } from 'react'
import type { MetaheadPlan } from '~/content/metaheads.ts'

type Item = MetaheadPlan['head'][number] | MetaheadPlan['body'][number]
type ScriptItem = Extract<Item, { tag: 'script' }>

const RAN = '__fcMetaheads'
/** Marks a script as run, so a global one (reload_on_each_page false) runs once per visit. */
const markRan = (key: string) => `window.${RAN}=window.${RAN}||{};window.${RAN}[${JSON.stringify(key)}]=1;\n`

const isRunnable = (item: Item): item is ScriptItem =>
  item.tag === 'script' && 'once' in item && item.once !== undefined

/**
 * spec 1 §9 metahead rendering. The server render emits every tag, so scripts run on first load;
 * after a client-side navigation, page scripts run again and global ones only if they never ran.
 * React 19 hoists the meta, link and style tags into <head>.
 */
export function Metaheads({ plan, pageKey }: { plan: MetaheadPlan; pageKey: string }) {
  const firstRender = useRef(true)
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false
      return
    }
    const ran = ((window as unknown as Record<string, Record<string, number>>)[RAN] ??= {})
    for (const item of [...plan.head, ...plan.body].filter(isRunnable)) {
      if (item.once === 'global' && ran[item.key]) continue
      ran[item.key] = 1
      const script = document.createElement('script')
      if (item.attrs?.src) script.src = item.attrs.src
      else script.text = item.text ?? ''
      document.body.appendChild(script)
    }
  }, [plan, pageKey])

  return [...plan.head, ...plan.body].map((item) => <Tag key={item.key} item={item} />)
}

function Tag({ item }: { item: Item }) {
  switch (item.tag) {
    case 'meta':
      return <meta {...item.attrs} />
    case 'link':
      return <link {...item.attrs} />
    case 'style':
      return <style href={item.key} precedence="metahead">{item.text}</style>
    case 'div':
      return <div className="fc-metahead" dangerouslySetInnerHTML={{ __html: item.html }} />
    case 'script':
      if (!isRunnable(item)) return <script {...item.attrs} dangerouslySetInnerHTML={{ __html: item.text ?? '' }} />
      return item.attrs?.src
        ? <script src={item.attrs.src} async />
        : <script dangerouslySetInnerHTML={{ __html: markRan(item.key) + (item.text ?? '') }} />
  }
}
