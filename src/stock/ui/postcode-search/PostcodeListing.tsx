import type { PostcodeListingProps } from '../listing/StockListing.tsx'
import { postcodeSearchTexts } from './modal.ts'
import { PostcodeSearch } from './PostcodeSearch.tsx'
import { usePostcodeSearch } from './usePostcodeSearch.ts'

/**
 * spec 3 §2: the listing with the postcode / state / retailer search over it, when the market has
 * it on (ADR 085) — a block part of its own (ADR 092), loaded only on pages that show it.
 */
export default function PostcodeListing({ initial, Listing, ...props }: PostcodeListingProps) {
  const controller = usePostcodeSearch({ listingKey: props.view.list, brand: props.view.brand, initial })
  return (
    <Listing
      {...props}
      search={{
        controller,
        bar: <PostcodeSearch controller={controller} texts={postcodeSearchTexts(props.view.texts, { states: initial.states })} />,
      }}
    />
  )
}
