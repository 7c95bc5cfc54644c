import { useUiTexts } from '~/i18n/ui-texts.ts'
import { tabElementId } from '../tabbed-blocks.ts'
import type { BlockContext } from '../template.ts'
import { TabList, useTabbedBlocks } from './TabList.tsx'
import { TabModal } from './TabModal.tsx'
import { tabLabel } from './tabs.ts'
import type { SectionTabsFields, SectionTabsGroup } from './template.ts'
import styles from './SectionTabs.module.css'

/**
 * spec 2 §3.9 / §4 Section Tabs: exactly one tab is current; each tab shows the next blocks_count
 * blocks of the page (BlockList hides the others' blocks, from the server render on) and its own
 * title and paragraph above or below the tabs (copy_position). With has_modal, small screens choose
 * the tab from a 'Choose your tab' modal instead of the tab bar. A URL hash equal to a tab_id
 * selects that tab (BlockList).
 */
export default function SectionTabs({
  fields,
  groups,
  context,
}: {
  fields: SectionTabsFields
  groups: SectionTabsGroup[]
  context: BlockContext
}) {
  const { current, select, panelIds } = useTabbedBlocks(groups.length)
  const ui = useUiTexts()
  if (groups.length === 0) return null

  const copyId = (tab: number) => `${tabElementId(context.index, tab)}-copy`
  const hasCopy = (g: SectionTabsGroup) => Boolean(g.group_title.trim() || g.group_paragraph.trim())
  const labels = groups.map((g, i) => tabLabel(g.tab_label, g.group_title, i, ui.tabNumber))
  // The copy belongs to its tab like the blocks do: a panel labelled by the tab.
  const copy = groups.map(
    (g, i) =>
      hasCopy(g) && (
        <div
          key={i}
          id={copyId(i)}
          className={styles.copy}
          role="tabpanel"
          aria-labelledby={tabElementId(context.index, i)}
          hidden={i !== current}
        >
          {g.group_title.trim() && <h2 className="fc-heading fc-heading--m">{g.group_title}</h2>}
          {g.group_paragraph.trim() && (
            <div className={`${styles.paragraph} fc-prose`} dangerouslySetInnerHTML={{ __html: g.group_paragraph }} />
          )}
        </div>
      ),
  )

  return (
    <section className={`${styles.tabs} ${fields.has_modal ? styles.withModal : ''}`}>
      <div className={styles.inner}>
        {fields.copy_position === 'top' && copy}
        {fields.has_modal && (
          <TabModal
            className={styles.modalOnly}
            title={fields.modal_title.trim() || ui.chooseTab}
            current={current}
            onChoose={select}
            tabs={groups.map((g, i) => ({
              label: labels[i]!,
              title: g.modal_tab_title.trim(),
              subtitle: g.modal_tab_subtitle.trim(),
              image: g.modal_tab_image,
            }))}
          />
        )}
        <TabList
          className={styles.tablist}
          blockIndex={context.index}
          count={groups.length}
          current={current}
          onSelect={select}
          label={ui.sections}
          controls={(tab) => [...(hasCopy(groups[tab]!) ? [copyId(tab)] : []), ...(panelIds[tab] ?? [])]}
          renderTab={(tab) => (
            <>
              {groups[tab]!.tab_icon && <span className={styles.icon} data-icon={groups[tab]!.tab_icon} aria-hidden="true" />}
              {labels[tab]}
            </>
          )}
        />
        {fields.copy_position === 'bottom' && copy}
      </div>
    </section>
  )
}
