import { index, layout, route, type RouteConfig } from '@react-router/dev/routes'

/** spec 1 §2 routes table (the editor, admin screens and journeys arrive with their issues). */
export default [
  route('login', 'routes/login.tsx'),
  route('no-access', 'routes/no-access.tsx'),
  route('auth/error', 'routes/auth-error.tsx'),
  route('auth-exchange', 'routes/auth-exchange.tsx'),
  route('account', 'routes/account.tsx'),
  route('cms', 'routes/cms.tsx', { id: 'cms' }),
  route('cms/_', 'routes/cms-redirect.tsx', { id: 'cms-redirect' }),
  // A market under a base path previews its pages there (`/ar/disabled-preview/about`), rendered like its public pages.
  route('disabled-preview/*', 'routes/disabled-preview.tsx', { id: 'disabled-page-preview' }),
  route(':market/disabled-preview/*', 'routes/disabled-preview.tsx', { id: 'disabled-page-preview-market' }),
  route('admin', 'routes/admin.tsx', [
    index('routes/admin/overview.tsx'),
    route('settings', 'routes/admin/settings.tsx'),
    route('metaheads', 'routes/admin/metaheads.tsx'),
    route('navigation', 'routes/admin/navigation.tsx'),
    route('predefined-links', 'routes/admin/predefined-links.tsx'),
    route('dealers', 'routes/admin/dealers.tsx'),
    route('users', 'routes/admin/users.tsx'),
    route('media', 'routes/admin/media.tsx'),
    route('audit', 'routes/admin/audit.tsx'),
    // Forms, leads and locations (ADR 059): the static paths before the form ids.
    layout('routes/admin/forms/area.tsx', { id: 'admin-forms-area' }, [
      route('forms', 'routes/admin/forms/forms.tsx'),
      route('forms/settings', 'routes/admin/forms/settings.tsx'),
      route('forms/outbox', 'routes/admin/forms/outbox.tsx'),
      route('forms/:formId', 'routes/admin/forms/builder.tsx'),
      route('leads', 'routes/admin/forms/leads.tsx'),
      route('leads/deliveries', 'routes/admin/forms/deliveries.tsx'),
      route('leads/person', 'routes/admin/forms/person.tsx'),
      route('leads/:formId', 'routes/admin/forms/form-leads.tsx'),
      route('leads/:formId/:leadId', 'routes/admin/forms/lead.tsx'),
      route('locations', 'routes/admin/forms/locations.tsx'),
    ]),
    // The stock: vehicles, publication lists, feed import, config entries (ADR 078).
    layout('routes/admin/inventory/area.tsx', { id: 'admin-inventory-area' }, [
      route('inventory', 'routes/admin/inventory/vehicles.tsx'),
      route('inventory/vehicles/:vehicleId', 'routes/admin/inventory/vehicle.tsx'),
      route('inventory/lists', 'routes/admin/inventory/lists.tsx'),
      route('inventory/import', 'routes/admin/inventory/import.tsx'),
      route('inventory/config/:kind', 'routes/admin/inventory/config.tsx'),
      route('inventory/trade-in', 'routes/admin/inventory/trade-in.tsx'),
    ]),
    // The orders of the order-online journey and the payment webhook ledger (ADR 099).
    layout('routes/admin/orders/area.tsx', { id: 'admin-orders-area' }, [
      route('orders', 'routes/admin/orders/orders.tsx'),
      route('orders/webhooks', 'routes/admin/orders/webhooks.tsx'),
      route('orders/:number', 'routes/admin/orders/order.tsx'),
    ]),
  ]),
  // A market under a base path has its own, with its header (`/ar/lrdx-navigation-test`).
  route('lrdx-navigation-test', 'routes/navigation-test.tsx'),
  route(':market/lrdx-navigation-test', 'routes/navigation-test.tsx', { id: 'navigation-test-market' }),
  route('404', 'routes/not-found.tsx'),
  // spec 3 §2 stock-locator-preview: the showroom, at the root market and under a market's base path (ADR 076).
  route('showroom/:slug', 'routes/showroom.tsx', { id: 'stock-locator-preview' }),
  route(':market/showroom/:slug', 'routes/showroom.tsx', { id: 'stock-locator-preview-market' }),
  // spec 3 §2 the order-online journey, at the root market and under a market's base path (ADR 099).
  ...orderOnlineRoutes(''),
  ...orderOnlineRoutes(':market/'),
  // The home page is a content page too; a splat route does not match '/'.
  index('routes/page.tsx', { id: 'home' }),
  route('*', 'routes/page.tsx', { id: 'dynamic-routes' }),
] satisfies RouteConfig

/** spec 3 §2 routes table: the order-online journey's pages with their route names (a market's with `-market`). */
function orderOnlineRoutes(prefix: '' | ':market/') {
  const id = (name: string) => (prefix ? `${name}-market` : name)
  return [
    route(`${prefix}showroom-order-online`, 'routes/order-online/start.tsx', { id: id('stock-locator-order-online') }),
    route(`${prefix}showroom-order-online/vehicle/:vehicleId?`, 'routes/order-online/vehicle.tsx', {
      id: id('stock-locator-order-online-details'),
    }),
    route(`${prefix}showroom-order-online/checkout`, 'routes/order-online/checkout.tsx', { id: id('stock-locator-order-online-checkout') }),
    route(`${prefix}showroom-order-online/success`, 'routes/order-online/success.tsx', { id: id('stock-locator-order-online-success') }),
    route(`${prefix}showroom-order-online/confirmation/:orderNumber`, 'routes/order-online/confirmation.tsx', {
      id: id('stock-locator-order-online-confirmation'),
    }),
  ]
}
