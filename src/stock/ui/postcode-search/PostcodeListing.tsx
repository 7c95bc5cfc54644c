import type { ListingProps, ListingWith } from '../listing/StockListing.tsx'
import type { PostcodeSearchResult } from '../../rules/postcode-search.ts'
import { postcodeSearchTexts } from './modal.ts'
import { PostcodeSearch } from './PostcodeSearch.tsx'
import { usePostcodeSearch } from './usePostcodeSearch.ts'

export interface PostcodeListingProps extends ListingProps {
  /** What the server found for the URL's search. */
  initial: PostcodeSearchResult
  /** The listing to show under the search (passed in, so this chunk does not import the listing's). */
  Listing: ListingWith
}

/**
 * spec 3 §2: the listing with the postcode / state / retailer search over it, when the market has
 * it on (ADR 085) — a block part of its own (ADR 092), loaded only on pages that show it.
 */
export default function PostcodeListing({ initial, Listing, ...props }: PostcodeListingProps) {
  const controller = usePostcodeSearch({ listingKey: props.view.list, brand: props.view.brand, initial })
  return (
    <Listing
      {...props}
      search={{ controller, bar: <PostcodeSearch controller={controller} texts={postcodeSearchTexts(props.view.texts)} /> }}
    />
  )
}
