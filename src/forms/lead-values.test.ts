import { describe, expect, it } from 'vitest'
import { namespaceTexts } from '~/i18n/catalogue.server.ts'
import { formDefinitionSchema, type FormDefinitionInput } from './definition.ts'
import { answerErrors, initialValues, leadBody, leadValueText, newIdempotencyKey, prefilledValues } from './lead-values.ts'
import { safeRedirect } from './limits.ts'

const testDrive = formDefinitionSchema.parse({
  fields: [
    { id: 'name', type: 'text', label: 'Name', rules: { required: true } },
    {
      id: 'model',
      type: 'select',
      label: 'Model',
      options: [
        { label: 'Aurelia E5', value: 'e5' },
        { label: 'Aurelia E7', value: 'e7' },
      ],
    },
    {
      id: 'extras',
      type: 'checkbox',
      label: 'Extras',
      options: [
        { label: 'Charging', value: 'charging' },
        { label: 'Finance', value: 'finance' },
      ],
      default_value: 'finance',
    },
    { id: 'newsletter', type: 'checkbox', label: 'Newsletter', default_value: 'true' },
    { id: 'consent', type: 'consent', label: 'I agree', consent_text: 'We may contact you.', default_value: 'true' },
    { id: 'retailer', type: 'location', label: 'Retailer' },
    { id: 'campaign', type: 'hidden', label: 'Campaign', default_value: 'none' },
  ],
} satisfies FormDefinitionInput)
const locations = [
  { id: 3, name: 'Aurelia London' },
  { id: 8, name: 'Aurelia Leeds' },
]

describe('initialValues: what a form starts with', () => {
  it("takes each field's default, as the field's kind of value; never a given consent", () => {
    expect(initialValues(testDrive)).toEqual({
      name: '',
      model: '',
      extras: ['finance'],
      newsletter: true,
      consent: false,
      retailer: '',
      campaign: 'none',
    })
  })

  it('fills a hidden field from the hidden fields the page gives', () => {
    expect(initialValues(testDrive, { campaign: 'spring', other: 'x' }).campaign).toBe('spring')
  })

  it("starts a location field on the page's location (a showroom's retailer, ADR 105)", () => {
    expect(initialValues(testDrive, {}, 8).retailer).toBe('8')
  })
})

describe('prefilledValues: query parameters prefill forms (spec 1 §2, spec 2 §3.5)', () => {
  const prefill = {
    params: { model: 'model', who: 'name', extra: 'extras', news: 'newsletter', ok: 'consent', c: 'campaign', x: 'nothing' },
    locationParams: { dealer: 'retailer' },
    locationIds: { 'DLR-LEEDS': '8' },
  }
  it.each([
    ['a text field takes the value', 'who=Ann%20Lee', { name: 'Ann Lee' }],
    ['a select takes a value it offers, in any case', 'model=E7', { model: 'e7' }],
    ['a select ignores a value it does not offer', 'model=gt', {}],
    [
      'a checkbox list takes the options named, repeated or comma-separated',
      'extra=charging&extra=bogus,finance',
      { extras: ['charging', 'finance'] },
    ],
    ['a yes/no box takes yes', 'news=1', { newsletter: true }],
    ['consent is never given by a URL', 'ok=true', {}],
    ['a hidden field takes the value', 'c=spring', { campaign: 'spring' }],
    ['a location parameter gives a location id', 'dealer=3', { retailer: '3' }],
    ['form_location_mapping turns another id into a location id', 'dealer=DLR-LEEDS', { retailer: '8' }],
    ['an unknown location is ignored', 'dealer=99', {}],
    ['parameters the mapping does not name are ignored', 'name=Eve&retailer=3', {}],
    ['an empty value is ignored', 'who=&model=', {}],
  ])('%s', (_, query, expected) => {
    expect(prefilledValues(testDrive, new URLSearchParams(query), prefill, locations)).toEqual(expected)
  })

  it('cuts a value to the longest any field takes', () => {
    const values = prefilledValues(testDrive, new URLSearchParams({ who: 'x'.repeat(6000) }), prefill, locations)
    expect((values.name as string).length).toBe(5000)
  })
})

describe('answerErrors: a 422 answer placed at the fields (ADR 053)', () => {
  const english = namespaceTexts('ui', { language: 'en' })

  it('names fields by their pointer, and keeps the rest for the whole form', () => {
    expect(
      answerErrors(
        [
          { title: 'Invalid', detail: 'This field is required', source: { pointer: '/data/attributes/fields/name' } },
          { title: 'Invalid', detail: 'Character limit exceeded', source: { pointer: '/data/attributes/fields/name' } },
          { title: 'Invalid', detail: 'Choose one of the options', source: { pointer: '/data/attributes/fields/model' } },
          { title: 'Too fast', detail: 'Please wait a moment and send the form again', source: { pointer: '/data/attributes/form_token' } },
          { title: 'Invalid', detail: 'Unknown', source: { pointer: '/data/attributes/fields/gone' } },
          { title: 'Rate limited' },
        ],
        testDrive,
        english,
      ),
    ).toEqual({
      fields: { name: 'This field is required', model: 'Choose one of the options' },
      other: ['Please wait a moment and send the form again', 'Unknown', 'Rate limited'],
    })
  })

  it("words each known code in the market's language, at its field or for the whole form (ADR 176)", () => {
    const arabic = namespaceTexts('ui', { language: 'ar' })
    const problems = [
      {
        title: 'Invalid value',
        detail: 'Enter at least 3 characters',
        code: 'min',
        meta: { limit: 3 },
        source: { pointer: '/data/attributes/fields/name' },
      },
      {
        title: 'Invalid value',
        detail: 'Choose one of the options',
        code: 'location',
        source: { pointer: '/data/attributes/fields/retailer' },
      },
      {
        title: 'Invalid value',
        detail: 'This form was sent too quickly. Wait a moment and send it again.',
        code: 'form_token_too_soon',
        source: { pointer: '/data/attributes/form_token' },
      },
      { title: 'Invalid value', detail: 'A refusal this page does not know yet', code: 'newer', source: { pointer: '/data/attributes/x' } },
    ]
    expect(answerErrors(problems, testDrive, arabic)).toEqual({
      fields: { name: 'أدخل 3 أحرف على الأقل', retailer: arabic.ruleOption },
      other: [arabic.formRefusedTooSoon, 'A refusal this page does not know yet'],
    })
  })
})

describe('leadBody: the submission (ADR 053)', () => {
  it('carries the version, values, hidden fields, additional data, key, token and honeypot; the location as location_id', () => {
    const body = leadBody(
      testDrive,
      { name: 'Ann', retailer: '8' },
      {
        formVersion: 4,
        hiddenFields: { source: 'home' },
        additionalData: { menaTabs: 'service' },
        pagePath: '/test-drive',
        idempotencyKey: 'k'.repeat(20),
        formToken: 'token',
        website: '',
      },
    )
    expect(body).toEqual({
      data: {
        attributes: {
          form_version: 4,
          fields: { name: 'Ann', retailer: '8' },
          hidden_fields: { source: 'home' },
          additional_data: { menaTabs: 'service' },
          location_id: 8,
          page_path: '/test-drive',
          idempotency_key: 'k'.repeat(20),
          form_token: 'token',
          website: '',
        },
      },
    })
  })

  it.each([
    ["a form without a location field sends the page's location", { name: 'Ann' }, 12, 12],
    ["the location field chosen wins over the page's", { name: 'Ann', retailer: '8' }, 12, 8],
    ['no location at all sends none', { name: 'Ann' }, undefined, undefined],
  ])('%s (ADR 105)', (_, values, locationId, expected) => {
    const context = {
      formVersion: 1,
      hiddenFields: {},
      additionalData: {},
      pagePath: null,
      idempotencyKey: 'k'.repeat(20),
      formToken: 't',
      website: '',
    }
    const body = leadBody(testDrive, values, { ...context, locationId })
    expect(body.data.attributes.location_id).toBe(expected)
  })
})

describe('newIdempotencyKey', () => {
  it('is a UUID where the browser makes them, else 32 hex digits; 16 to 64 of [A-Za-z0-9-] either way', () => {
    expect(newIdempotencyKey()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
    // Outside a secure context (plain http) browsers have getRandomValues but no randomUUID.
    const insecure = { getRandomValues: crypto.getRandomValues.bind(crypto) }
    const key = newIdempotencyKey(insecure)
    expect(key).toMatch(/^[0-9a-f]{32}$/)
    expect(newIdempotencyKey(insecure)).not.toBe(key)
  })
})

describe('safeRedirect: where a thank-you may send the visitor', () => {
  it.each([
    ['/thank-you', '/thank-you'],
    ['https://example.com/done', 'https://example.com/done'],
    ['  /x  ', '/x'],
    ['//evil.example', null],
    ['/\\evil.example', null],
    ['javascript:alert(1)', null],
    ['data:text/html,x', null],
    ['', null],
    [undefined, null],
  ])('%s → %s', (url, expected) => {
    expect(safeRedirect(url)).toBe(expected)
  })
})

describe('leadValueText: a stored value as people read it (e-mails, exports, the back office)', () => {
  const field = (id: string) => testDrive.fields.find((f) => f.id === id)
  const locationName = (id: number) => locations.find((l) => l.id === id)?.name
  it.each([
    ['name', 'Ann', 'Ann'],
    ['model', 'e7', 'Aurelia E7'],
    ['model', 'e9', 'e9'],
    ['extras', ['charging', 'finance'], 'Charging, Finance'],
    ['newsletter', true, 'Yes'],
    ['consent', false, 'No'],
    ['retailer', '8', 'Aurelia Leeds'],
    ['retailer', '99', '99'],
    ['model', '', ''],
    ['gone', 'kept', 'kept'],
  ] as const)('%s %j reads %j', (id, value, expected) => {
    expect(leadValueText(field(id), value as string | boolean | string[], locationName)).toBe(expected)
  })
})
