import { previewPage } from '~/cms/preview.server.ts'
import type { Route } from './+types/disabled-preview'
import { loadContentPage } from './page.server.ts'

/** spec 1 §2 /disabled-preview*: a page with its draft, or one of its versions, for editors and admins (ADR 026, ADR 141). */
export async function loader({ request, context }: Route.LoaderArgs) {
  return loadContentPage(request, context, await previewPage(context, new URL(request.url)))
}

export { clientLoader, default, headers, meta } from './page.tsx'
