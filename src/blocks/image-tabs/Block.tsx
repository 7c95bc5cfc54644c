import { useUiTexts } from '~/i18n/ui-texts.ts'
import { Image } from '~/ui/Image.tsx'
import { TabList, useTabbedBlocks } from '../section-tabs/TabList.tsx'
import { tabLabel } from '../section-tabs/tabs.ts'
import type { BlockContext } from '../template.ts'
import type { ImageTabsFields, ImageTabsGroup } from './template.ts'
import styles from './ImageTabs.module.css'

/**
 * spec 2 §3.9 Section Image Tabs: tabs shown as images with labels, in the black or dark theme.
 * Like Section Tabs, exactly one tab is current and each shows the next blocks_count blocks
 * (BlockList); a URL hash equal to a tab_id selects it. has_lazyload makes the images lazy even
 * in the first two blocks of the page, which otherwise load eagerly (spec 2 §4 Images).
 */
export default function ImageTabs({
  fields,
  groups,
  context,
}: {
  fields: ImageTabsFields
  groups: ImageTabsGroup[]
  context: BlockContext
}) {
  const { current, select, panelIds } = useTabbedBlocks(groups.length)
  const ui = useUiTexts()
  if (groups.length === 0) return null
  const eager = context.eagerImages && !fields.has_lazyload
  return (
    <section className={`${styles.imageTabs} ${fields.theme}`}>
      <TabList
        className={styles.tablist}
        tabClassName={styles.tab}
        blockIndex={context.index}
        count={groups.length}
        current={current}
        onSelect={select}
        label={ui.sections}
        controls={(tab) => panelIds[tab] ?? []}
        renderTab={(tab) => {
          const group = groups[tab]!
          const label = group.tab_label.trim()
          return (
            <>
              {group.image && (
                // The label names the tab; the image does only when there is no label.
                <Image
                  className={styles.image}
                  id={group.image.id}
                  alt={label ? '' : (group.image.alt ?? '')}
                  eager={eager}
                  ratio="16:9"
                  sizes="(min-width: 48em) 20rem, 60vw"
                />
              )}
              <span className={styles.label}>{label || (group.image?.alt ? '' : tabLabel('', '', tab, ui.tabNumber))}</span>
            </>
          )
        }}
      />
    </section>
  )
}
