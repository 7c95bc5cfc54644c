import { describe, expect, it } from 'vitest'
import { settingDefaults, settingKeys } from './keys.ts'
import { checkSettingValue, isHttpUrl, settingValueProblem } from './validate.ts'

describe('checkSettingValue: each setting by the kind of value it holds', () => {
  it.each([
    ['footer.hide_social', 'true'],
    ['footer.hide_social', 'false'],
    ['media.default_image_id', '24735'],
    ['general.theme', 'vantor'],
    ['general.language', 'ar_AE'],
    ['general.language', 'fr'],
    ['retailer.url', 'https://retailer.example/leeds?x=1'],
    ['retailer.url', ''],
    ['footer.columns', '[{"type": "links"}]'],
    ['footer.columns', ''],
    ['footer.disclaimer', 'anything at all'],
    ['cookie_consent.unread', 'a key the product does not read takes any text'],
    ['cookie_consent.strategy', 'external'],
    ['cookie_consent', '{"title": "Cookies", "accept_button_position": "right", "title_level": 2}'],
    ['tag_manager.script_url', '/tag-manager-sandbox.js'],
    ['tag_manager.script_url', 'https://tags.example/gtm.js'],
    ['general.time_zone', 'Europe/London'],
    ['general.time_zone', 'America/Argentina/Buenos_Aires'],
    ['general.time_zone', 'UTC'],
    ['forms.mail_from', 'leads@retailer.example'],
    ['forms.mail_from', 'Aurelia London <leads@retailer.example>'],
    ['forms.mail_from', ''],
    ['price.currency_symbol', '£'.repeat(500)],
    ['footer.disclaimer', 'x'.repeat(5000)],
    ['cookie_consent.unread', 'x'.repeat(20_000)],
    ['general.global_fab', '[{"link": "/test-drive", "label": "Test drive", "icon": "car"}]'],
    ['general.global_fab', '{"isQuickLinks": true, "items": [{"link": "/offers", "label": "Offers", "target": "_blank"}]}'],
    ['meta', '[{"name": "theme-color", "content": "#0b1b2b"}, {"name": "robots", "content": "noindex", "media": "print"}]'],
  ])('accepts %s = %j', (key, value) => {
    expect(checkSettingValue(key, value)).toBeNull()
  })

  // The reader drops these (the button loses the item, the page the tag): refused where they are made (ADR 047).
  it.each([
    ['general.global_fab', '[{"link": "/test-drive", "lable": "Test drive"}]', 'line 1: 0: Unrecognized key: "lable"'],
    ['general.global_fab', '{"items": [{"link": 5}]}', 'line 1: items.0.link: Invalid input: expected string, received number'],
    ['general.global_fab', '{"mobileLabel": "Go", "items": []}', 'line 1: Unrecognized key: "mobileLabel"'],
    ['meta', '{"name": "x"}', 'line 1: Invalid input: expected array, received object'],
    ['meta', '[{"content": "x"}]', 'line 1: 0.name: Invalid input: expected string, received undefined'],
    ['meta', '[{"name": "x", "charset": "utf-8"}]', 'line 1: 0: Unrecognized key: "charset"'],
  ])('refuses %s = %j, naming the place', (key, value, problem) => {
    expect(checkSettingValue(key, value)?.message).toBe(`Invalid Object in ${key}: ${problem}`)
  })

  it.each([
    ['footer.hide_social', 'maybe', 'footer.hide_social must be true or false, not "maybe"'],
    ['footer.hide_social', ' true', 'footer.hide_social must be true or false, not " true"'],
    ['footer.hide_social', '', 'footer.hide_social must be true or false, not ""'],
    ['media.default_image_id', '0', 'media.default_image_id must be a whole number of at least 1, of at most 15 digits, not "0"'],
    ['media.default_image_id', '-3', 'media.default_image_id must be a whole number of at least 1, of at most 15 digits, not "-3"'],
    [
      'forms.lead_retention_days',
      '99999999999999999999',
      'forms.lead_retention_days must be a whole number of at least 1, of at most 15 digits, not "99999999999999999999"',
    ],
    ['general.theme', 'Vantor', 'general.theme must be one of aurelia, vantor, not "Vantor"'],
    ['general.language', 'English', 'general.language must be a language code such as en_GB, not "English"'],
    ['cookie_consent.strategy', 'onetrust', 'cookie_consent.strategy must be one of basic, external, not "onetrust"'],
    [
      'tag_manager.script_url',
      'http://tags.example/gtm.js',
      'tag_manager.script_url must be an https URL or a path on this site, not "http://tags.example/gtm.js"',
    ],
    [
      'retailer.url',
      'www.retailer.example',
      'retailer.url must be an http(s) URL such as https://example.com/feed, or empty, not "www.retailer.example"',
    ],
    ['general.time_zone', 'Mars/Olympus', 'general.time_zone must be an IANA time zone such as Europe/London, not "Mars/Olympus"'],
    ['general.time_zone', 'Europe/London ', 'general.time_zone must be an IANA time zone such as Europe/London, not "Europe/London "'],
    [
      'forms.mail_from',
      'not an email',
      'forms.mail_from must be an e-mail address, or a name and one (Aurelia <leads@aurelia.example>), not "not an email"',
    ],
    [
      'forms.mail_from',
      'Aurelia <not an address>',
      'forms.mail_from must be an e-mail address, or a name and one (Aurelia <leads@aurelia.example>), not "Aurelia <not an address>"',
    ],
    ['price.currency_symbol', '£'.repeat(501), `price.currency_symbol must be at most 500 characters, not "${'£'.repeat(40)}…"`],
    ['general.site_name', 'x'.repeat(501), `general.site_name must be at most 500 characters, not "${'x'.repeat(40)}…"`],
    ['footer.disclaimer', 'x'.repeat(5001), `footer.disclaimer must be at most 5,000 characters, not "${'x'.repeat(40)}…"`],
  ])('refuses %s = %j, naming the setting and the rule', (key, value, message) => {
    expect(settingValueProblem(key, value)).toBe(message)
  })

  it('says on which line JSON stops parsing, and marks the place', () => {
    const text = '[\n  {"type": "links"},\n  {"type": "social"\n]'
    const problem = checkSettingValue('footer.columns', text)!
    expect(problem.message).toMatch(/^Invalid JSON in footer\.columns: line 4: /)
    expect(problem.marks).toEqual([expect.objectContaining({ line: 4, from: text.lastIndexOf(']') })])
  })

  it("marks each value that breaks the key's schema at its own line, a missing one at its object", () => {
    const text = JSON.stringify({ heading: 'Lost?', paragraph: 5, image_id: -1 }, null, 2)
    const problem = checkSettingValue('error_page.not_found', text)!
    expect(problem.message).toBe(
      'Invalid Object in error_page.not_found: line 3: paragraph: Invalid input: expected string, received number; ' +
        'line 4: image_id: Too small: expected number to be >0',
    )
    expect(problem.marks.map((m) => text.slice(m.from, m.to))).toEqual(['"paragraph": 5', '"image_id": -1'])
    const list = checkSettingValue('predefined_links', '[\n  {"url": "/a"}\n]')!
    expect(list.marks.map((m) => m.line)).toEqual([2])
  })

  it.each([
    ['a NUL', '\\u0000', 'must not contain a NUL character (U+0000)'],
    ['a lone surrogate', '\\ud800', 'must not contain a lone surrogate (text that is not valid Unicode)'],
  ])('refuses %s written as an escape inside the JSON text, at its place', (_, escape, rule) => {
    const text = `[\n  {"alias": "Offers", "url": "/offers"},\n  {"alias": "Walk${escape}", "url": "/walk"}\n]`
    const problem = checkSettingValue('predefined_links', text)!
    expect(problem.message).toBe(`Invalid Object in predefined_links: line 3: 1.alias: ${rule}`)
    expect(text.slice(problem.marks[0]!.from, problem.marks[0]!.to)).toBe(`"alias": "Walk${escape}"`)
  })

  it('refuses comments and trailing commas, as JSON.parse does', () => {
    expect(settingValueProblem('footer.columns', '[1, 2,]')).toMatch(/^Invalid JSON in footer\.columns: line 1: /)
    expect(settingValueProblem('footer.columns', '[1] // two')).toMatch(/^Invalid JSON in footer\.columns: line 1: /)
  })

  it('every built-in default passes its own check', () => {
    for (const key of Object.keys(settingKeys)) {
      if (settingDefaults[key] !== undefined) expect(checkSettingValue(key, settingDefaults[key]), key).toBeNull()
    }
  })

  it.each([
    ['https://a.example/x', true],
    ['http://localhost:8080', true],
    ['https://', false],
    ['ftp://a.example', false],
    ['https://a b.example', false],
    ['/relative', false],
  ])('isHttpUrl(%j) is %s', (value, expected) => {
    expect(isHttpUrl(value)).toBe(expected)
  })
})
