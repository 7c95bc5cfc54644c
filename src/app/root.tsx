import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  isRouteErrorResponse,
  useMatches,
  useRouteError,
  useRouteLoaderData,
} from 'react-router'
import type { Route } from './+types/root'
import { loadShell, type Shell } from './shell/shell.server.ts'
import { ErrorPageGuard } from './shell/ErrorPageGuard.tsx'
import { UiTextsContext } from '~/i18n/ui-texts.ts'
import { errorPageMeta } from './shell/error-meta.ts'
import { LoadingBar } from './shell/LoadingBar.tsx'
import { HeadScripts } from './shell/Metaheads.tsx'
import { MainLayout } from './shell/MainLayout.tsx'
import { MEDIA_BASE } from '~/ui/image.ts'
import { MediaBaseContext, marketMediaBase } from '~/ui/media-base.ts'
import { VideoModalHost } from '~/ui/VideoModal.tsx'
import { ModalFormHost } from '~/forms/ModalFormHost.tsx'
import { ConsentProvider } from '~/consent/ConsentProvider.tsx'
import { TAG_MANAGER_ATTRIBUTE } from '~/consent/tag-manager.ts'
import type { MetaheadPlan } from '~/content/metaheads.ts'
import { revalidateUnlessInPage } from '~/lib/in-page-address.ts'
import { useNonce } from './nonce.ts'
import { fontPreloads } from './shell/font-preloads.ts'
import { documentLanguage } from './shell/back-office.ts'
import { preload } from 'react-dom'
import { lazy, Suspense, useEffect } from 'react'
import { usePageChangeFocus } from '~/ui/page-change-focus.ts'
import { BEFORE_HYDRATION_SCRIPT, afterHydration } from './shell/before-hydration.ts'
import './shell/global.css'
import './shell/typography.css'

/**
 * zod probes `new Function` for its fast parser, which the Content-Security-Policy refuses
 * (ADR 042); told before any module loads, it parses without it. Its config lives on this global.
 */
const ZOD_WITHOUT_EVAL = 'globalThis.__zod_globalConfig=Object.assign(globalThis.__zod_globalConfig||{},{jitless:true})'

/** The head's one inline script, before any module. Only the server's HTML needs its text: the browser's bundle leaves it out. */
const HEAD_SCRIPT = import.meta.env.SSR ? `${ZOD_WITHOUT_EVAL};${BEFORE_HYDRATION_SCRIPT}` : ''

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadShell(request, context)
}

/** The shell depends on the path, so it reloads with it; not for a move in the page (a checkout step, a news page). */
export const shouldRevalidate = revalidateUnlessInPage

export const useShell = () => useRouteLoaderData<Shell>('root')

/**
 * spec 1 §2 Error layout: the 404 page and the error view get a title by the title rule;
 * matched routes' own meta replaces this one, so content pages keep theirs.
 */
export const meta: Route.MetaFunction = ({ data, error }) => (error ? errorPageMeta(error, data) : [])

/** The metaheads of the page shown, if it is a content page (its loader plans them). */
const usePageMetaheads = () =>
  useMatches()
    .map((match) => (match.loaderData as { metaheads?: MetaheadPlan } | undefined)?.metaheads)
    .find((plan) => plan !== undefined)

/** Only a page whose shell could not be loaded needs English interface texts in its script. */
const EnglishUiTexts = lazy(() => import('~/i18n/EnglishUiTexts.tsx'))

/** Only a missing page draws it: its code loads with that page (its styles stay in the shell's stylesheet, so it never paints unstyled). */
const NotFound = lazy(() => import('./shell/NotFound.tsx').then(({ NotFound }) => ({ default: NotFound })))

/** Only an error page whose shell could not be loaded needs the English shell texts. */
const EnglishErrorView = lazy(() => import('./shell/EnglishErrorView.tsx'))

/** Only an error page draws it: its code loads with that page, as the missing page's does. */
const ErrorView = lazy(() => import('./shell/ErrorView.tsx').then(({ ErrorView }) => ({ default: ErrorView })))

const BACK_OFFICE_ROUTES = new Set(['cms', 'routes/admin', 'disabled-page-preview', 'disabled-page-preview-market'])
const NO_SCRIPTS = { tagManager: null, ownerPortal: null, customerExperience: null }

export function Layout({ children }: { children: React.ReactNode }) {
  const shell = useShell()
  const nonce = useNonce()
  const metaheads = usePageMetaheads()
  // The editor and the back office are the market team's own tools: no banner, nothing held back.
  const backOffice = useMatches().some((match) => BACK_OFFICE_ROUTES.has(match.id))
  const brand = shell?.brand ?? 'aurelia'
  // The back office's pages in its own language and direction; the edited page keeps the market's in its frame (ADR 128).
  const language = documentLanguage(
    useMatches().map((match) => match.id),
    { lang: shell?.lang ?? 'en', dir: shell?.dir ?? 'ltr' },
  )
  for (const href of fontPreloads(brand, shell?.lang ?? 'en')) preload(href, { as: 'font', type: 'font/woff2', crossOrigin: '' })
  useEffect(afterHydration, [])
  const page = (
    <>
      <LoadingBar />
      <MediaBaseContext.Provider value={shell ? marketMediaBase(shell.site.basePath) : MEDIA_BASE}>
        <ConsentProvider
          config={backOffice ? null : (shell?.consent.config ?? null)}
          texts={shell?.consent.texts ?? null}
          scripts={shell?.consent.scripts ?? NO_SCRIPTS}
          marketLanguage={shell && shell.lang !== language.lang ? { lang: shell.lang, dir: shell.dir } : undefined}
        >
          <VideoModalHost>
            <ModalFormHost>{children}</ModalFormHost>
          </VideoModalHost>
        </ConsentProvider>
      </MediaBaseContext.Provider>
    </>
  )
  return (
    <html
      lang={language.lang}
      dir={language.dir}
      data-brand={brand}
      // Where the browser reaches this market's APIs (appUrl): a market under /ar posts its forms there.
      data-market-base={shell && shell.site.basePath !== '/' ? shell.site.basePath : undefined}
      // The data layer's pushes wait for this market's tag manager (spec 1 §4, consent/tag-manager.ts).
      {...(!backOffice && shell?.consent.scripts.tagManager ? { [TAG_MANAGER_ATTRIBUTE]: '' } : {})}
    >
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* The first frame waits for the whole header: painted while its HTML was still arriving, the
            Menu button stood at the end and jumped aside as the search and the languages came. The
            server's HTML only (hydration passes over it in the head): no byte of it in the script. */}
        {import.meta.env.SSR && shell && !backOffice && <link rel="expect" href="#main" blocking="render" />}
        <link rel="icon" href={shell?.navigation.logo.favicon ?? '/favicon.svg'} type="image/svg+xml" />
        <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: HEAD_SCRIPT }} />
        <Meta />
        <HeadScripts plan={metaheads} />
        <Links />
      </head>
      <body>
        {shell ? <UiTextsContext value={shell.ui}>{page}</UiTextsContext> : <EnglishUiTexts>{page}</EnglishUiTexts>}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  )
}

export default function App() {
  usePageChangeFocus()
  return <Outlet />
}

/** spec 1 §2 Error layout: navigation, a page-not-found (or error) view and the footer. */
export function ErrorBoundary() {
  const error = useRouteError()
  const shell = useShell()
  if (!shell)
    return (
      <ErrorPageGuard>
        <Suspense>
          <EnglishErrorView error={error} />
        </Suspense>
      </ErrorPageGuard>
    )
  const view =
    isRouteErrorResponse(error) && error.status === 404 ? (
      <Suspense>
        <NotFound content={shell.notFound} texts={shell.texts} home={shell.site.basePath} causes={shell.notFoundCauses} />
      </Suspense>
    ) : (
      <Suspense>
        <ErrorView error={error} texts={shell.texts} />
      </Suspense>
    )
  return (
    <ErrorPageGuard>
      <MainLayout shell={shell}>{view}</MainLayout>
    </ErrorPageGuard>
  )
}
