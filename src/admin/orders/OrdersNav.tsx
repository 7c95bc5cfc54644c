import { NavLink } from 'react-router'
import styles from '~/admin/forms/forms-admin.module.css'

/** The pages of the Orders tab, under each screen's heading. */
export const ORDERS_PAGES = [
  { to: '/admin/orders', label: 'Orders', end: true },
  { to: '/admin/orders/webhooks', label: 'Payment webhooks' },
] as const

export function OrdersNav() {
  return (
    <nav aria-label="Orders pages" className={styles.subnav}>
      {ORDERS_PAGES.map((link) => (
        <NavLink key={link.to} to={link.to} end={'end' in link} className={({ isActive }) => (isActive ? styles.current : undefined)}>
          {link.label}
        </NavLink>
      ))}
    </nav>
  )
}
