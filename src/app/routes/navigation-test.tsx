import { data } from 'react-router'
import { useShell } from '~/app/root.tsx'
import { MainLayout } from '~/app/shell/MainLayout.tsx'
import type { Route } from './+types/navigation-test'

export const meta: Route.MetaFunction = () => [{ title: 'Navigation test' }, { name: 'robots', content: 'none' }]

/** Only the market's own: `/ar/lrdx-navigation-test` is the Arabic market's, `/about/lrdx-navigation-test` no page. */
export function loader({ context }: Route.LoaderArgs) {
  if (context.sitePath !== '/lrdx-navigation-test') throw data(null, { status: 404 })
  return null
}

/** spec 1 §2 /lrdx-navigation-test: the navigation on its own, for signed-in staff. */
export default function NavigationTest() {
  const shell = useShell()!
  return (
    <MainLayout shell={{ ...shell, navigation: { ...shell.navigation, enabled: true } }}>
      <section className="fc-error">
        <h1 className="fc-heading fc-heading--m">Navigation test</h1>
        <p>
          Version {shell.navigation.version} navigation{shell.navigation.external ? ' from the external navigation service' : ''}.
        </p>
      </section>
    </MainLayout>
  )
}
