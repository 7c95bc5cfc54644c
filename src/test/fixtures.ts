/** A small market bundle for data and API tests. */
export function fixtureBundle() {
  return {
    format: 'forecourt.bundle/1',
    settings: {
      'general.site_name': 'Test Market',
      'meta.title_divider': '-',
      'payments.secret_key': 'never-public',
    },
    pages: [
      { path: '/', title: 'Home', blocks: [{ template: 'hero-title-banner', fields: { heading: 'Welcome', level: 'h1' } }] },
      {
        path: '/about',
        title: 'About us',
        meta_description: 'About the test market',
        blocks: [
          { template: 'hero-title-banner', fields: { heading: 'About', level: 'h1', block_scroll_id: 'top' } },
          { template: 'html-box', fields: { html: '<p>Hello <script>alert(1)</script><strong>world</strong></p>' } },
        ],
      },
      { path: '/about/team', title: 'Team' },
      { path: '/hidden', title: 'Hidden', enabled: false },
      { path: '/old', type: 'url_redirection', to: '/about', http_code: 302 },
    ],
    metaheads: [
      { page: null, language: 'html', content: '<meta name="generator" content="Forecourt">', sequence: 2 },
      { page: '/about', language: 'css', content: 'body{}', sequence: 1 },
    ],
    nav_entries: [
      { label: 'About', url: '/about', children: [{ label: 'Team', url: '/about/team' }] },
      { label: 'New nav', url: '/', version: 2 },
    ],
    vehicles: [
      {
        key: 'e7-24my',
        name: 'Aurelia E7',
        body_style: 'saloon',
        price: 46995,
        lease_price: 449,
        specs: { range: { label: 'Range', value: '402 miles', disclaimer: 'WLTP combined.' } },
        engines: [
          { key: 'e7-performance', name: 'Performance AWD', price: 58995, specs: { top_speed: { label: 'Top speed', value: '250 km/h' } } },
        ],
      },
    ],
  }
}
