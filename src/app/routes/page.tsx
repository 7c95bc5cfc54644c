import { useEffect } from 'react'
import { preloadModule } from 'react-dom'
import { redirect, useLocation } from 'react-router'
import type { BlockAssets } from '~/blocks/block-assets.ts'
import { BlockList } from '~/blocks/BlockList.tsx'
import { BlockStyles } from '~/app/BlockStyles.tsx'
import { ImageFactsContext } from '~/ui/Image.tsx'
import { loadBlockRenderers } from '~/blocks/renderers.ts'
import { blockPartsOf, loadBlockParts } from '~/blocks/block-parts.ts'
import { MainLayout } from '~/app/shell/MainLayout.tsx'
import { Metaheads } from '~/app/shell/Metaheads.tsx'
import { useShell } from '~/app/root.tsx'
import { holdScrollTarget } from '~/ui/scroll-hold.ts'
import { scrollToHash, stickyOffset } from '~/ui/scroll.ts'
import type { Route } from './+types/page'
import { loadContentPage } from './page.server.ts'
import { PAINT_FIRST } from '~/app/shell/paint-first.ts'
import { useUiTexts } from '~/i18n/ui-texts.ts'
import { pushToDataLayer } from '~/consent/tag-manager.ts'
import { revalidateUnlessInPage } from '~/lib/in-page-address.ts'

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadContentPage(request, context)
}

/** spec 1 §2: client-side page fetches wait at least 200 ms; server renders never wait. */
export const PAGE_FETCH_MIN_MS = 200
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const [page] = await Promise.all([serverLoader(), new Promise((r) => setTimeout(r, PAGE_FETCH_MIN_MS))])
  // The new page's block renderers arrive before it shows; one that fails shows its failure state.
  // Their chunks are preloaded together from the page's asset list (the renderer imports name
  // only their styles, ADR 013), so shared chunks do not wait for the chunk that imports them.
  for (const href of page.assets.scripts) preloadModule(href, { as: 'script' })
  await Promise.all([loadBlockRenderers(page.blocks.map((b) => b.template)), loadBlockParts(blockPartsOf(page.blocks))])
  if (page.newWindow) {
    // spec 1 §2: link_new_window opens the target in a new window and reloads the current route.
    window.open(page.newWindow, '_blank', 'noopener')
    throw redirect(window.location.pathname + window.location.search)
  }
  return page
}

/** Turning the news list's page (`?currentPage=`) needs no new data: the page is the same for each. */
export const shouldRevalidate = revalidateUnlessInPage

/** Visitors land here: its scripts come after the first paint (ADR 095). */
export const handle = PAINT_FIRST

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders

export const meta: Route.MetaFunction = ({ data }) => data?.meta ?? []

export default function ContentPage({ loaderData }: Route.ComponentProps) {
  const ui = useUiTexts()
  const shell = useShell()!
  const location = useLocation()
  useScrollToHash(location.hash, location.key)
  // A page view is a page loaded: a move within it (a news page turned, an anchor) keeps its data.
  useDataLayer(loaderData.category, loaderData)
  return (
    <MainLayout shell={shell} breadcrumbs={loaderData.breadcrumbs} toolbar={loaderData.toolbar} readyToGoBar={loaderData.readyToGoBar}>
      <Metaheads plan={loaderData.metaheads} pageKey={loaderData} />
      {loaderData.newWindow && (
        <p className="fc-error">
          {ui.newWindow}{' '}
          <a href={loaderData.newWindow} target="_blank" rel="noopener noreferrer">
            {loaderData.newWindow}
          </a>
        </p>
      )}
      <BlockAssetLinks assets={loaderData.assets} />
      <ImageFactsContext value={loaderData.images}>
        <BlockList blocks={loaderData.blocks} />
      </ImageFactsContext>
      <Disclaimers list={loaderData.disclaimers} />
    </MainLayout>
  )
}

/** spec 2 §9: the disclaimers of the page's spec and price values, under their markers. */
function Disclaimers({ list }: { list: { marker: string; text: string }[] }) {
  const ui = useUiTexts()
  if (list.length === 0) return null
  return (
    <aside className="fc-disclaimers" aria-label={ui.disclaimers}>
      {list.map(({ marker, text }) => (
        <p key={marker}>
          <span className="fc-disclaimers__marker">{marker}</span> {text}
        </p>
      ))}
    </aside>
  )
}

/** The styles and chunks of the page's blocks, hoisted into the head by React (ADR 013, ADR 049). */
function BlockAssetLinks({ assets }: { assets: BlockAssets }) {
  for (const href of assets.scripts) preloadModule(href, { as: 'script' })
  return <BlockStyles hrefs={assets.styles} />
}

/**
 * spec 1 §2 anchors: `#component-{n}`, then `#rdx-{hash}`, then the hash, below the sticky header
 * and in-page navigation, as far down as the stylesheets say; held there while blocks above it
 * load in the browser (the news list above /news#racing), until the visitor moves.
 */
function useScrollToHash(hash: string, key: string) {
  useEffect(() => {
    if (!hash) return
    const frame = requestAnimationFrame(() => scrollToHash(document, hash, stickyOffset(document)))
    const release = holdScrollTarget(document, hash, () => stickyOffset(document))
    return () => {
      cancelAnimationFrame(frame)
      release()
    }
  }, [hash, key])
}

/** spec 1 §2 Page categorisation, pushed to the analytics data layer on every page view. */
function useDataLayer(category: string, view: unknown) {
  useEffect(() => {
    pushToDataLayer(window, [{ event: 'page_view', page_category: category }])
  }, [category, view])
}
