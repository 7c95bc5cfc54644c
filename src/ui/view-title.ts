import { useEffect } from 'react'
import { useRouteLoaderData } from 'react-router'
import { titleWithSiteName } from '~/lib/title.ts'

/**
 * The document's title while a view inside a page shows (a news article on its list's page): the
 * view's title, the market's divider and site name (spec 1 §2 Title), as the root loader put them;
 * the page's own title again when the view goes.
 */
export function useViewTitle(title: string | null) {
  const site = useRouteLoaderData<{ site?: { name: string; titleDivider: string } }>('root')?.site
  useEffect(() => {
    if (!title || !site) return
    const before = document.title
    document.title = titleWithSiteName(title, site.titleDivider, site.name)
    return () => {
      document.title = before
    }
  }, [title, site])
}
