import { useContext, useRef, useState, type KeyboardEvent, type ReactNode } from 'react'
import { tabElementId, TabbedBlocksContext, type TabbedBlocksControl } from '../tabbed-blocks.ts'
import { tabAfterKey } from './tabs.ts'
import styles from './TabList.module.css'

/**
 * The current tab and the blocks of each tab, from BlockList (spec 2 §4 Section Tabs). Outside a
 * page (a preview of the block alone) the tabs only switch among themselves.
 */
export function useTabbedBlocks(count: number): TabbedBlocksControl {
  const control = useContext(TabbedBlocksContext)
  const [local, setLocal] = useState(0)
  if (control) return control
  return { panelIds: [], current: local < count ? local : 0, select: setLocal }
}

const isRtl = (element: Element) => element.closest('[dir]')?.getAttribute('dir') === 'rtl'

/**
 * A WAI-ARIA tab list: one tab current (aria-selected, in the tab order), arrow keys, Home and End
 * move between tabs and select them. Each tab controls its blocks (`controls`, element ids).
 */
export function TabList(props: {
  blockIndex: number
  count: number
  current: number
  onSelect: (tab: number) => void
  controls: (tab: number) => string[]
  renderTab: (tab: number) => ReactNode
  label: string
  className?: string
  tabClassName?: string
}) {
  const tabs = useRef<(HTMLButtonElement | null)[]>([])
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = tabAfterKey(event.key, props.current, props.count, isRtl(event.currentTarget))
    if (next === null) return
    event.preventDefault()
    props.onSelect(next)
    tabs.current[next]?.focus()
  }
  return (
    <div
      role="tablist"
      aria-label={props.label}
      className={[styles.tablist, props.className].filter(Boolean).join(' ')}
      onKeyDown={onKeyDown}
    >
      {Array.from({ length: props.count }, (_, tab) => {
        const selected = tab === props.current
        const controls = props.controls(tab)
        return (
          <button
            key={tab}
            ref={(el) => {
              tabs.current[tab] = el
            }}
            type="button"
            role="tab"
            id={tabElementId(props.blockIndex, tab)}
            aria-selected={selected}
            tabIndex={selected ? 0 : -1}
            aria-controls={controls.length > 0 ? controls.join(' ') : undefined}
            className={[styles.tab, props.tabClassName].filter(Boolean).join(' ')}
            onClick={() => props.onSelect(tab)}
          >
            {props.renderTab(tab)}
          </button>
        )
      })}
    </div>
  )
}
