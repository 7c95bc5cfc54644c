import type { BlockDataResolver } from '../block-data.server.ts'
import { parsePhotos } from './photos.ts'
import type { CollectionItemData, CollectionItemFields } from './template.ts'

/**
 * The item's photos, read from its images JSON on the server: a bad list is logged here ('Invalid
 * JSON in collection-item images', spec 2 §5) and shows no photos; the browser gets the checked
 * list and stays silent (ADR 017).
 */
export const resolveData: BlockDataResolver<CollectionItemFields, never, CollectionItemData> = async ({ fields }, { warn }) => {
  const { photos, problem } = parsePhotos(fields.images)
  if (problem) warn(problem)
  return { photos }
}
