import { useId } from 'react'
import { labelledLink } from '~/ui/links.ts'
import type { BlockContext } from '../template.ts'
import { CollectionRow, CollectionSection, type CollectionCard } from './CollectionRow.tsx'
import type { CollectionSliderFields, CollectionSliderGroup } from './template.ts'

/** An item as a card; its link is shown by spec 2 §4 Links rules, with the item's name as its text. */
function toCard(item: CollectionSliderGroup): CollectionCard {
  const link = labelledLink(item.link, item.item_name)
  return {
    name: item.item_name.trim() || link?.link_text.trim() || '',
    label: item.item_label.trim(),
    image: item.image && { id: item.image.id, alt: item.image.alt ?? '' },
    hoverImage: item.image_hover && { id: item.image_hover.id, alt: '' },
    link: link && { url: link.url, target: link.target, external: link.type !== 'internal' },
  }
}

/** spec 2 §3.7 Collection Slider: the editor's merchandise items in a scrolling row (CollectionRow). */
export default function CollectionSlider({
  fields,
  groups,
  context,
}: {
  fields: CollectionSliderFields
  groups: CollectionSliderGroup[]
  context: BlockContext
}) {
  const headingId = useId()
  const cards = groups.map(toCard).filter((card) => card.name || card.image)
  if (cards.length === 0) return null
  return (
    <CollectionSection fields={fields} headingId={headingId}>
      <CollectionRow cards={cards} context={context} labelledBy={fields.heading ? headingId : undefined} />
    </CollectionSection>
  )
}
