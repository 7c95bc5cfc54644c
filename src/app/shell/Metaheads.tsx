import { useEffect, useRef } from 'react'
import type { MetaheadPlan } from '~/content/metaheads.ts'
import { pageNonce, useNonce } from '~/app/nonce.ts'

type Item = MetaheadPlan['head'][number] | MetaheadPlan['body'][number]
type ScriptItem = Extract<Item, { tag: 'script' }>

const RAN = '__fcMetaheads'
/** Marks a script as run, so a global one (reload_on_each_page false) runs once per visit. */
const markRan = (key: string) => `window.${RAN}=window.${RAN}||{};window.${RAN}[${JSON.stringify(key)}]=1;\n`

const isRunnable = (item: Item): item is ScriptItem & { once: 'global' | 'page' } => item.tag === 'script' && item.once !== undefined

/** HTML attribute names as React props (`charset` → `charSet`), so React renders them as written. */
const REACT_NAMES: Record<string, string> = {
  charset: 'charSet',
  'http-equiv': 'httpEquiv',
  class: 'className',
  crossorigin: 'crossOrigin',
  referrerpolicy: 'referrerPolicy',
  hreflang: 'hrefLang',
  itemprop: 'itemProp',
  fetchpriority: 'fetchPriority',
}
const props = (attrs: Record<string, string> = {}) =>
  Object.fromEntries(Object.entries(attrs).map(([name, value]) => [REACT_NAMES[name] ?? name, value]))

/**
 * spec 1 §9 metahead rendering. The server render emits every tag, so scripts run on first load;
 * after a client-side navigation, page scripts run again and global ones only if they never ran.
 * React 19 hoists the meta, link and style tags into <head>. `pageKey` changes with each page view.
 */
export function Metaheads({ plan, pageKey }: { plan: MetaheadPlan; pageKey: unknown }) {
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
      script.nonce = pageNonce()
      if (item.attrs?.src) script.src = item.attrs.src
      else script.text = item.text ?? ''
      document.body.appendChild(script)
    }
  }, [plan, pageKey])

  const nonce = useNonce()
  // The head's scripts are in the document's <head> (HeadScripts); React hoists its other tags there.
  return [...plan.head.filter((item) => item.tag !== 'script'), ...plan.body].map((item) => (
    <Tag key={item.key} item={item} nonce={nonce} />
  ))
}

/**
 * The scripts of the page's head metaheads, for the root layout to render in <head> (spec 1 §9;
 * React hoists no inline script): there they run before the page's content is parsed, as written,
 * and do not split the first paint. Rendered at the top of <main> instead, such a script made the
 * browser paint the header alone and the hero picture frames later (ADR 063).
 */
export function HeadScripts({ plan }: { plan: MetaheadPlan | undefined }) {
  const nonce = useNonce()
  return plan?.head.filter((item) => item.tag === 'script').map((item) => <Tag key={item.key} item={item} nonce={nonce} />)
}

function Tag({ item, nonce }: { item: Item; nonce: string }) {
  switch (item.tag) {
    case 'meta':
      return <meta {...props(item.attrs)} />
    case 'link':
      return <link {...props(item.attrs)} />
    case 'style':
      // A precedence of its own makes each metahead its own stylesheet (React joins those of one
      // precedence into one element): an unclosed rule in one cannot swallow the next one's.
      return (
        <style href={item.key} precedence={item.key} nonce={nonce}>
          {item.text}
        </style>
      )
    case 'div':
      return <div className="fc-metahead" dangerouslySetInnerHTML={{ __html: item.html }} />
    case 'script':
      // Data blocks (ld+json) have no `once`: they are never executed.
      if (item.once === undefined) return <script {...props(item.attrs)} dangerouslySetInnerHTML={{ __html: item.text ?? '' }} />
      // The render's CSP nonce lets an administrator's scripts run; the browser hides
      // the attribute, so hydration would see it differ.
      return item.attrs?.src ? (
        <script src={item.attrs.src} async nonce={nonce} suppressHydrationWarning />
      ) : (
        <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: markRan(item.key) + (item.text ?? '') }} />
      )
  }
}
