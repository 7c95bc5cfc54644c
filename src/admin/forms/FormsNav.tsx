import { NavLink, useRouteLoaderData } from 'react-router'
import styles from './forms-admin.module.css'

/** The id of the route around the forms screens; its loader says whether the sandbox outbox exists. */
export const FORMS_AREA_ROUTE = 'admin-forms-area'
export interface FormsAreaData {
  /** True when e-mail and SMS go to the sandbox providers (demo, tests): the outbox shows what they "sent". */
  sandbox: boolean
}

const AREAS = {
  forms: [
    { to: '/admin/forms', label: 'Forms', end: true },
    { to: '/admin/forms/settings', label: 'Forms settings' },
    { to: '/admin/forms/outbox', label: 'Sandbox outbox', sandboxOnly: true },
  ],
  leads: [
    { to: '/admin/leads', label: 'Leads', end: true },
    { to: '/admin/leads/deliveries', label: 'Failed deliveries' },
    { to: '/admin/leads/person', label: "A person's data" },
  ],
} as const

/** The pages of the Forms or the Leads tab, under the screen's heading. */
export function FormsNav({ area }: { area: keyof typeof AREAS }) {
  const sandbox = useRouteLoaderData<FormsAreaData>(FORMS_AREA_ROUTE)?.sandbox ?? false
  const links = AREAS[area].filter((link) => !('sandboxOnly' in link) || sandbox)
  return (
    <nav aria-label={area === 'forms' ? 'Forms pages' : 'Leads pages'} className={styles.subnav}>
      {links.map((link) => (
        <NavLink key={link.to} to={link.to} end={'end' in link} className={({ isActive }) => (isActive ? styles.current : undefined)}>
          {link.label}
        </NavLink>
      ))}
    </nav>
  )
}
