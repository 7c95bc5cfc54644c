import { readdirSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { HOST_WIDE_PATHS, moveBundleLinks, movedLink, type LinkMove } from './move-links.ts'

const rootToEn: LinkMove = { from: '/', to: '/en', others: ['/ar'] }
const arToRoot: LinkMove = { from: '/ar', to: '/', others: [] }
const arToUae: LinkMove = { from: '/ar', to: '/uae', others: [] }

describe('movedLink', () => {
  it.each([
    ['/models', rootToEn, '/en/models'],
    ['/', rootToEn, '/en'],
    ['/?utm=x', rootToEn, '/en?utm=x'],
    ['/offers?offer=e5#ask', rootToEn, '/en/offers?offer=e5#ask'],
    ['/media/api/v2/images/5/w/320.jpg', rootToEn, '/en/media/api/v2/images/5/w/320.jpg'],
    // Another market on the host, a static file, the host's sign-in: not this market's links.
    ['/ar/models', rootToEn, '/ar/models'],
    ['/ar', rootToEn, '/ar'],
    ['/arena', rootToEn, '/en/arena'],
    ['/brand/aurelia.svg', rootToEn, '/brand/aurelia.svg'],
    ['/tools-data/range/e5.json', rootToEn, '/tools-data/range/e5.json'],
    ['/favicon.svg', rootToEn, '/favicon.svg'],
    ['/login', rootToEn, '/login'],
    ['/logins', rootToEn, '/en/logins'],
    // Not a path on the site.
    ['https://example.com/models', rootToEn, 'https://example.com/models'],
    ['//example.com/models', rootToEn, '//example.com/models'],
    ['#top', rootToEn, '#top'],
    ['mailto:sales@example.com', rootToEn, 'mailto:sales@example.com'],
    ['', rootToEn, ''],
    ['/ar/models', arToRoot, '/models'],
    ['/ar', arToRoot, '/'],
    ['/ar?x=1', arToRoot, '/?x=1'],
    ['/ar/media/api/v2/images/5', arToRoot, '/media/api/v2/images/5'],
    ['/ar/models', arToUae, '/uae/models'],
    // Outside the exporting market: left as it is.
    ['/models', arToUae, '/models'],
    ['/arena', arToUae, '/arena'],
    ['/brand/vantor.svg', arToUae, '/brand/vantor.svg'],
  ])('%s (%o) → %s', (link, move, expected) => {
    expect(movedLink(link, move)).toBe(expected)
  })

  it("lists every top-level entry of the site's static files", () => {
    const entries = readdirSync(new URL('../../public', import.meta.url))
    for (const entry of [...entries, 'assets']) {
      expect(
        HOST_WIDE_PATHS.some((path) => path === `/${entry}` || path === `/${entry}/`),
        entry,
      ).toBe(true)
    }
  })
})

describe('moveBundleLinks', () => {
  const bundle = {
    format: 'forecourt.bundle/1',
    base_path: '/ar',
    settings: {
      'navigation.disabled_on_pages': '["/contact", "/stock"]',
      'navigation.logo_settings': '[{"matchingPath": "/", "homepage": "/ar", "logo": "/brand/aurelia.svg"}]',
      'stock_locator.stock_page_path': '/stock',
      'exit_popup.do_url': '/ar/offers',
      'footer.disclaimer': '<p>See <a href="/ar/terms">terms</a> and <img src="/ar/media/api/v2/images/3"></p>',
      'general.site_name': 'Aurelia [ar]',
    },
    media: [{ id: 3, file: 'media/ar/3.jpg' }],
    pages: [
      {
        path: '/deals',
        to: '/ar/offers',
        canonical_url: 'https://example.com/ar/deals',
        blocks: [
          {
            template: 'text',
            fields: {
              html: '<a href=\'/ar/models\' class=x>Models</a> <a href="https://example.com/ar">x</a>',
              link: { url: '/ar/stock' },
            },
            groups: [{ button: { url: '/ar/test-drive', target: '_blank' }, data_url: '/tools-data/x.json' }],
          },
        ],
      },
    ],
    metaheads: [{ page: '/deals', content: '<script src="/tag-manager-sandbox.js"></script>' }],
    nav_entries: [{ label: 'Models', url: '/ar/models', children: [{ label: 'E5', url: '/ar/models/e5', children: [] }] }],
    forms: [{ name: 'Contact', consent_text: 'Read [our policy](/ar/privacy "Policy") first.' }],
    config_entries: [
      { data: { link: '/ar/terms', photo: '/ar/media/api/v2/images/9/w/768.jpg', build: { config_url: '/ar/models/e7?b=1' } } },
    ],
  }

  it('moves the links and leaves page paths, files and text', () => {
    const moved = moveBundleLinks(bundle, arToUae)
    expect(moved.settings).toEqual({
      'navigation.disabled_on_pages': '["/contact", "/stock"]',
      'navigation.logo_settings': '[{"matchingPath":"/","homepage":"/uae","logo":"/brand/aurelia.svg"}]',
      'stock_locator.stock_page_path': '/stock',
      'exit_popup.do_url': '/uae/offers',
      'footer.disclaimer': '<p>See <a href="/uae/terms">terms</a> and <img src="/uae/media/api/v2/images/3"></p>',
      'general.site_name': 'Aurelia [ar]',
    })
    expect(moved.media).toBe(bundle.media)
    expect(moved.pages[0]).toMatchObject({ path: '/deals', to: '/uae/offers', canonical_url: 'https://example.com/ar/deals' })
    expect(moved.pages[0]!.blocks[0]).toEqual({
      template: 'text',
      fields: { html: '<a href=\'/uae/models\' class=x>Models</a> <a href="https://example.com/ar">x</a>', link: { url: '/uae/stock' } },
      groups: [{ button: { url: '/uae/test-drive', target: '_blank' }, data_url: '/tools-data/x.json' }],
    })
    expect(moved.metaheads).toBe(bundle.metaheads)
    expect(moved.nav_entries).toEqual([
      { label: 'Models', url: '/uae/models', children: [{ label: 'E5', url: '/uae/models/e5', children: [] }] },
    ])
    expect(moved.forms[0]!.consent_text).toBe('Read [our policy](/uae/privacy "Policy") first.')
    expect(moved.config_entries[0]!.data).toEqual({
      link: '/uae/terms',
      photo: '/uae/media/api/v2/images/9/w/768.jpg',
      build: { config_url: '/uae/models/e7?b=1' },
    })
  })

  it('changes nothing at the base path it was exported from', () => {
    expect(moveBundleLinks(bundle, { from: '/ar', to: '/ar', others: [] })).toBe(bundle)
  })
})
