import { NavLink } from 'react-router'
import styles from '~/admin/forms/forms-admin.module.css'

/** The pages of the Inventory tab (ADR 078), under each screen's heading. */
export const INVENTORY_PAGES = [
  { to: '/admin/inventory', label: 'Vehicles', end: true },
  { to: '/admin/inventory/lists', label: 'Publication lists' },
  { to: '/admin/inventory/import', label: 'Feed import' },
  { to: '/admin/inventory/config/showroom', label: 'Showroom config' },
  { to: '/admin/inventory/config/order_online', label: 'Order-online config' },
  { to: '/admin/inventory/trade-in', label: 'Trade-in options' },
] as const

export function InventoryNav() {
  return (
    <nav aria-label="Inventory pages" className={styles.subnav}>
      {INVENTORY_PAGES.map((link) => (
        <NavLink key={link.to} to={link.to} end={'end' in link} className={({ isActive }) => (isActive ? styles.current : undefined)}>
          {link.label}
        </NavLink>
      ))}
    </nav>
  )
}
