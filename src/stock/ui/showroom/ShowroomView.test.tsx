// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import type { ReactNode } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { OpenFormContext } from '~/ui/form-request.ts'
import { mockModalDialogs } from '~/ui/modal-testing.ts'
import { DEFAULT_REVERSE_CALCULATOR } from '../../rules/finance.ts'
import { STOCK_PRICE_FORMAT } from '~/pricing/stock-price.ts'
import { normaliseShowroomVehicle, type RawVehicle, type ShowroomPage } from './showroom.ts'
import { StockTextsContext } from '../../texts/context.ts'
import { ENGLISH_STOCK_TEXTS, stockTexts } from '../../texts/tables.ts'
import { DialogButton } from './Dialog.tsx'
import { GoneView, ShowroomView, vehicleFormContext } from './ShowroomView.tsx'
import { groupDigits, specRows } from './spec-values.ts'

const LIST = '1c0ffee0-0000-4000-8000-000000000001'
const raw: RawVehicle = {
  id: 42,
  vin: 'SALGA2BE5NA123456',
  state: 'new',
  status: 'stock',
  nameplate_brand_name: 'Vesta',
  nameplate_name: 'Ridge',
  version: 'HSE',
  production_year: 2025,
  engine_type: ['phev'],
  transmission: 'auto',
  color_name: 'Fuji White',
  mileage: 12000,
  mileage_unit: 'km',
  engine_capacity: 1.998,
  engine_capacity_unit: 'L',
  msrp_price: 60000,
  sale_price: 55000,
  monthly_price: 699,
  owner_name: 'Harbour Vesta',
  owner_city: 'Leeds',
  owner_phone: '+44 113 000',
  owner_email: 'sales@harbour.example',
  features_optional: [{ name: 'Panoramic roof', price: 1200 }],
  features_standard: ['LED headlights'],
  accessories: [{ name: 'Roof box', price: 450 }],
  footnote: 'WLTP figures.',
  total_price: 61200,
  base_price: 60000,
  photos: [
    { normal: '/p/1.jpg', medium: '/p/1m.jpg', hd: '/p/1h.jpg', quarter_hd: '/p/1q.jpg' },
    { normal: '/p/2.jpg' },
    { normal: '/p/3.jpg' },
  ],
  video_url: 'https://video.example/ridge.mp4',
}

/** As the showroom route renders it: under the market's texts (ADR 089), English here. */
const english = (node: ReactNode) => <StockTextsContext value={ENGLISH_STOCK_TEXTS}>{node}</StockTextsContext>

function page(overrides: Partial<ShowroomPage> = {}, vehicle: Partial<RawVehicle> = {}): ShowroomPage {
  return {
    vehicle: normaliseShowroomVehicle(
      {
        vehicle: { ...raw, ...vehicle },
        listings: [{ key: LIST, disclaimers: { purchase_price: { enabled: true, description: 'Price incl. VAT.' } } }],
        buttonSet: {
          id: 1,
          setup_type: 'extended',
          reservation_fee: 250,
          financing_options: [],
          buttons: [
            { button_type: 'primary', label: 'Reserve', target: null, target_type: null, target_action: null },
            { button_type: 'secondary', label: 'Book a test drive', target: 'form:7', target_type: null, target_action: 'modal' },
            {
              button_type: 'secondary',
              label: 'Finance offers',
              target: 'https://finance.example/',
              target_type: 'url',
              target_action: 'new_tab',
            },
          ],
        },
      },
      {},
    ),
    sourceListKey: LIST,
    specificationVariant: 'list',
    priceFormat: STOCK_PRICE_FORMAT,
    finance: [
      {
        type: 'cash',
        title: 'Cash',
        accordion: [{ type: 'html', html: '<p>Pay in full.</p>' }],
        popup: [{ type: 'finance_options_table', finance_options: [], entries: [{ label: 'APR', value: '5.9 %' }] }],
        modal: { title: [], title_bottom: [], content: [] },
      },
    ],
    calculator: DEFAULT_REVERSE_CALCULATOR,
    backButton: { publicationList: LIST, path: '/stock', label: null },
    similar: [
      {
        id: 43,
        title: 'Vesta Ridge SE',
        name: 'Vesta Ridge',
        brand: 'Vesta',
        state: 'new',
        version: 'SE',
        href: '/showroom/new-vesta-ridge-43',
        photo: '/p/9.jpg',
        price: null,
        facts: ['2025'],
      },
    ],
    retailerLocationId: null,
    language: 'en_GB',
    category: 'pdp',
    ...overrides,
  }
}

beforeEach(() => {
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.open = true
  }
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.open = false
    this.dispatchEvent(new Event('close'))
  }
  localStorage.clear()
})
afterEach(cleanup)

describe('the showroom page (spec 3 §2)', () => {
  it('renders on the server with title, prices, disclaimer tip, equipment, retailer, back and similar links', () => {
    const html = renderToStaticMarkup(english(<ShowroomView page={page()} />))
    expect(html).toContain('<h1 id="showroom-title" class="fc-heading fc-heading--l"><bdi>Vesta Ridge HSE</bdi></h1>')
    expect(html).toContain('<s ')
    expect(html).toContain('60,000 €')
    expect(html).toContain('55,000 €')
    expect(html).toContain('699 € / Month')
    expect(html).toContain('Price incl. VAT.')
    expect(html).toContain('data-display="icon-info-tip"')
    expect(html).toContain('href="/stock"')
    expect(html).toContain('href="/showroom/new-vesta-ridge-43"')
    expect(html).toContain('href="/showroom-order-online/vehicle/42"')
    expect(html).toContain('Panoramic roof')
    expect(html).toContain('LED headlights')
    expect(html).toContain('Roof box')
    expect(html).toContain('WLTP figures.')
    expect(html).toContain('href="mailto:sales@harbour.example"')
    // The cover is eager; the gallery's other photos only appear as lazy thumbnails.
    expect(html).toMatch(/<img[^>]*src="\/p\/1.jpg"[^>]*loading="eager"/)
    expect(html).toContain('srcSet="/p/1q.jpg 640w, /p/1m.jpg 768w, /p/1.jpg 1024w, /p/1h.jpg 1280w"')
  })

  it("writes the retailer's lines as the market's language does", () => {
    const vehicle = {
      owner_address: 'شارع الشيخ زايد',
      owner_city: 'دبي',
      owner_contact_details: 'المبيعات: 04 555 0123، dubai@harbour.example',
    }
    const html = renderToStaticMarkup(english(<ShowroomView page={page({ language: 'ar_AE' }, vehicle)} />))
    expect(html).toContain('شارع الشيخ زايد، دبي')
    // A phone number in Arabic text keeps its own order (its groups would otherwise read backwards).
    expect(html).toContain('<bdi>المبيعات: <bdi dir="ltr">04 555 0123</bdi>، <bdi dir="ltr">dubai@harbour.example</bdi></bdi>')
    expect(html).toContain('<bdi><bdi dir="ltr">Harbour Vesta</bdi>، دبي</bdi>') // its name (Latin letters kept apart), then its town
  })

  it('breaks the price down to the total, then to the price asked where the car is offered for less', () => {
    const rows = (vehicle: Partial<RawVehicle>) => {
      render(english(<ShowroomView page={page({}, { price_breakdown: true, ...vehicle })} />))
      const breakdown = screen.getByText('Price breakdown').closest('details')!
      const shown = [...breakdown.querySelectorAll('dt')].map((dt) => `${dt.textContent} ${dt.nextElementSibling!.textContent}`)
      cleanup()
      return shown
    }
    expect(rows({})).toEqual([
      'Base price €60,000',
      'Optional features €1,200',
      'Total price €61,200',
      'Offer saving −€6,200',
      'Offer price €55,000',
    ])
    expect(rows({ sale_price: null, msrp_price: 61200 })).toEqual(['Base price €60,000', 'Optional features €1,200', 'Total price €61,200'])
  })

  it('shows the placeholder picture, captioned, for a vehicle without photos (ADR 122)', () => {
    const html = renderToStaticMarkup(english(<ShowroomView page={page({}, { photos: [], cover_photo_medium: null })} />))
    expect(html).toContain('data-no-photo')
    expect(html).toContain('Photos coming soon')
  })

  it('a cover photo that does not load gives way to the placeholder; the next photo is tried', () => {
    const { container } = render(english(<ShowroomView page={page()} />))
    const gallery = screen.getByRole('region', { name: ENGLISH_STOCK_TEXTS['showroom.gallery'] })
    fireEvent.error(gallery.querySelector('img[src="/p/1.jpg"]')!)
    expect(within(gallery).getByText('Photos coming soon')).toBeTruthy()
    fireEvent.click(within(gallery).getAllByRole('button', { name: ENGLISH_STOCK_TEXTS['showroom.nextPhoto'] })[0]!)
    expect(gallery.querySelector('img[src="/p/2.jpg"]')).not.toBeNull()
    expect(container.querySelector('[data-no-photo]')).toBeNull()
  })

  it('keeps the VIN on one line (a code, not words)', () => {
    render(english(<ShowroomView page={page()} />))
    const vin = screen.getByText('VIN').nextElementSibling!
    expect(vin.className).toContain('code')
    expect(screen.getByText('Mileage').nextElementSibling!.className).not.toContain('code')
  })

  // ADR 127: where the market requires it, the monthly figure is named by its product and has the representative example.
  it('names the monthly figure by its finance product and shows the representative example where the market sets one', () => {
    const finance = { product: 'pcp' as const, apr: 6.1, term_months: 48, deposit_percent: 10 }
    const html = renderToStaticMarkup(english(<ShowroomView page={page({ priceFormat: { ...STOCK_PRICE_FORMAT, finance } })} />))
    expect(html).toContain('<div class="_priceRow_bc686d" data-price-type="lease"><dt>PCP</dt>')
    expect(html).toContain('Representative example: 48 months, 10% deposit. Representative APR 6.1%.')
    // A subscription is no credit: the example stands beside the finance product's figure only.
    const both = renderToStaticMarkup(
      english(<ShowroomView page={page({ priceFormat: { ...STOCK_PRICE_FORMAT, finance } }, { subscribe_price: 899 })} />),
    )
    expect(both).toContain('data-price-type="subscribe"')
    expect(both.split('Representative example').length - 1).toBe(1)
    const plain = renderToStaticMarkup(english(<ShowroomView page={page()} />))
    expect(plain).toContain('<dt>Lease</dt>')
    expect(plain).not.toContain('Representative')
  })

  // ADR 128: a version inside right-to-left text keeps its own order.
  it('isolates a left-to-right version in a right-to-left name', () => {
    const html = renderToStaticMarkup(
      <StockTextsContext value={stockTexts('ar')}>
        <ShowroomView page={page({}, { nameplate_name: 'ريدج', model_display_name: 'ريدج', version: '2.0 Diesel AWD S' })} />
      </StockTextsContext>,
    )
    expect(html).toMatch(/<h1 id="showroom-title"[^>]*><bdi>[^<]*ريدج[^<]*<bdi dir="ltr">[^<]*2.0 Diesel AWD S<\/bdi><\/bdi><\/h1>/)
  })

  it('says a reserved vehicle is reserved and offers no reserve CTA (spec 3 §4)', () => {
    const html = renderToStaticMarkup(english(<ShowroomView page={page({}, { status: 'reserved' })} />))
    expect(html).toContain('role="status">Reserved</p>')
    expect(html).not.toContain('href="/showroom-order-online/vehicle/42"')
  })

  it('lists the specification, and adds status in the accordion variant (spec 3 §9)', () => {
    render(english(<ShowroomView page={page()} />))
    const spec = screen.getByRole('region', { name: 'Specification' })
    expect(within(spec).getByText('Mileage').nextSibling?.textContent).toBe('12,000 km')
    expect(within(spec).getByText('Engine capacity').nextSibling?.textContent).toBe('2.0 L')
    expect(within(spec).queryByText('Status')).toBeNull()
    cleanup()
    render(english(<ShowroomView page={page({ specificationVariant: 'accordion' })} />))
    expect(screen.getByText('Status').nextSibling?.textContent).toBe('In stock')
  })

  it('moves through the gallery with the buttons and the arrow keys', () => {
    render(english(<ShowroomView page={page()} />))
    const gallery = screen.getByRole('region', { name: 'Photos' })
    expect(within(gallery).getByText('1 / 3')).toBeTruthy()
    fireEvent.click(within(gallery).getByRole('button', { name: 'Next photo' }))
    expect(within(gallery).getByText('2 / 3')).toBeTruthy()
    fireEvent.keyDown(gallery, { key: 'ArrowLeft' })
    fireEvent.keyDown(gallery, { key: 'ArrowLeft' })
    expect(within(gallery).getByText('3 / 3')).toBeTruthy()
    fireEvent.click(within(gallery).getByRole('button', { name: 'Vesta Ridge HSE, photo 1 of 3' }))
    expect(within(gallery).getByText('1 / 3')).toBeTruthy()
  })

  it.each([
    ['the photo', false],
    ['the full-size photo', true],
  ])('steps through the gallery by a finger swiped across %s, not by a mouse drag', (_, fullSize) => {
    mockModalDialogs()
    render(english(<ShowroomView page={page()} />))
    const gallery = screen.getByRole('region', { name: 'Photos' })
    if (fullSize) fireEvent.click(within(gallery).getByRole('button', { name: 'View full size' }))
    const view = within(fullSize ? screen.getByRole('dialog') : gallery)
    const photo = view.getByRole('img', { name: 'Vesta Ridge HSE, photo 1 of 3' })
    // jsdom has no PointerEvent: a mouse event carrying a pointer type is what React reads.
    const pointer = (type: string, pointerType: string, clientX: number, clientY: number) => {
      const event = new MouseEvent(type, { bubbles: true, clientX, clientY })
      Object.defineProperty(event, 'pointerType', { value: pointerType })
      act(() => void photo.dispatchEvent(event))
    }
    const swipe = (pointerType: string, fromX: number, toX: number) => {
      pointer('pointerdown', pointerType, fromX, 100)
      pointer('pointerup', pointerType, toX, 110)
    }
    swipe('touch', 300, 200) // to the left: the next photo
    expect(view.getByText('2 / 3')).toBeTruthy()
    swipe('touch', 200, 300)
    expect(view.getByText('1 / 3')).toBeTruthy()
    swipe('mouse', 300, 100)
    swipe('touch', 300, 280) // a tap's slip
    expect(view.getByText('1 / 3')).toBeTruthy()
  })

  it('opens a form button in the modal form host, with the vehicle', () => {
    const open = vi.fn()
    render(
      english(
        <OpenFormContext value={open}>
          <ShowroomView page={page({ retailerLocationId: 12 })} />
        </OpenFormContext>,
      ),
    )
    fireEvent.click(screen.getByRole('button', { name: 'Book a test drive' }))
    // ADR 105: the vehicle as hidden fields and context, its retailer's location as the lead's.
    expect(open).toHaveBeenCalledWith(
      expect.objectContaining({
        formId: '7',
        title: 'Book a test drive',
        hiddenFields: { vehicle_id: '42', vin: 'SALGA2BE5NA123456', vehicle: 'Vesta Ridge HSE', retailer: 'Harbour Vesta' },
        locationId: 12,
        subject: 'Vesta Ridge HSE · VIN SALGA2BE5NA123456 · Harbour Vesta',
      }),
      expect.anything(),
    )
    expect(screen.getByRole('link', { name: 'Finance offers' }).getAttribute('target')).toBe('_blank')
  })

  it("names the VIN under a form's title in the market's language", () => {
    const { subject } = vehicleFormContext(page().vehicle, 'Vesta Ridge HSE', null, stockTexts('ar')['spec.vin'])
    expect(subject).toBe(`Vesta Ridge HSE · ${stockTexts('ar')['spec.vin']} SALGA2BE5NA123456 · Harbour Vesta`)
  })

  it('shows a finance popup in a dialog', () => {
    render(english(<ShowroomView page={page()} />))
    fireEvent.click(screen.getByRole('button', { name: 'More information' }))
    expect(screen.getByRole('rowheader', { name: 'APR' })).toBeTruthy()
  })

  it("isolates the Latin runs of a dialog's title in Arabic, as the page's h1 does (ADR 128)", () => {
    render(
      english(
        <DialogButton label="open" title="أوريليا GT 2.0 AWD، الصورة 1 من 4">
          photo
        </DialogButton>,
      ),
    )
    fireEvent.click(screen.getByRole('button', { name: 'open' }))
    const isolated = [...screen.getByRole('heading', { level: 2 }).querySelectorAll('bdi[dir="ltr"]')].map((b) => b.textContent)
    expect(isolated).toEqual(['GT 2.0 AWD', '1', '4'])
  })

  it('saves and unsaves the vehicle in localStorage (spec 3 §4, §9)', () => {
    render(english(<ShowroomView page={page()} />))
    const toggle = screen.getByRole('button', { name: 'Save vehicle' })
    expect(toggle.getAttribute('aria-pressed')).toBe('false')
    fireEvent.click(toggle)
    expect(JSON.parse(localStorage.getItem('stockLocatorSavedVahicles')!)).toEqual([{ id: '42', list: LIST }])
    // A toggle keeps its name; its state is aria-pressed.
    expect(screen.getByRole('button', { name: 'Save vehicle' }).getAttribute('aria-pressed')).toBe('true')
    fireEvent.click(screen.getByRole('button', { name: 'Save vehicle' }))
    expect(localStorage.getItem('stockLocatorSavedVahicles')).toBeNull()
    expect(screen.getByRole('button', { name: 'Save vehicle' }).getAttribute('aria-pressed')).toBe('false')
  })

  it('pushes add_to_wishlist when the vehicle is saved, not when unsaved; the similar strip is an item list (ADR 087)', async () => {
    const holder = window as { dataLayer?: Record<string, unknown>[] }
    delete holder.dataLayer
    render(english(<ShowroomView page={page()} />))
    await Promise.resolve()
    expect(holder.dataLayer).toEqual([
      { ecommerce: null },
      {
        event: 'view_item_list',
        ecommerce: {
          item_list_id: 'similar_vehicles',
          item_list_name: 'Similar vehicles',
          items: [expect.objectContaining({ item_id: '43', item_name: 'Vesta Ridge', item_variant: 'SE', index: 1, quantity: 1 })],
        },
      },
    ])
    fireEvent.click(screen.getByRole('button', { name: 'Save vehicle' }))
    fireEvent.click(screen.getByRole('button', { name: 'Save vehicle' }))
    expect(holder.dataLayer!.slice(2)).toEqual([
      { ecommerce: null },
      { event: 'add_to_wishlist', ecommerce: { items: [expect.objectContaining({ item_id: '42', quantity: 1 })] } },
    ])
    delete holder.dataLayer
  })

  it('computes the mini calculator payment, and at rate 0 −(pv+fv)/n (spec 3 §9)', () => {
    render(english(<ShowroomView page={page()} />))
    const calculator = screen.getByRole('form', { name: 'Finance calculator' })
    fireEvent.change(within(calculator).getByLabelText('Interest rate (% a year)'), { target: { value: '0' } })
    fireEvent.change(within(calculator).getByLabelText('Deposit (%)'), { target: { value: '10' } })
    fireEvent.change(within(calculator).getByLabelText('Term (months)'), { target: { value: '48' } })
    // 55,000 less 10 % over 48 months at 0 %: 1,031.25 → 1,031.
    expect(within(calculator).getByRole('status').textContent).toBe('1,031 €')
    // spec 3 §3: the chosen figures are kept for the order journey's purchase options.
    const kept = JSON.parse(localStorage.getItem('leaseCalculatorData')!)
    expect(kept.metadata).toEqual({ vehicleId: '42' })
    expect(kept.data[0].financeProductsData[0]).toMatchObject({
      interest_rate: 0,
      deposit: 5500,
      downPayment: 5500,
      duration: 48,
      monthlyPayment: 1031,
    })
  })

  it("shows the final payment when the market's terms have one, beside a monthly figure that leaves it to the end", () => {
    render(english(<ShowroomView page={page()} />))
    expect(screen.queryByText('Optional final payment')).toBeNull()
    cleanup()
    render(english(<ShowroomView page={page({ calculator: { ...DEFAULT_REVERSE_CALCULATOR, balloon_percent: 40 } })} />))
    const calculator = screen.getByRole('form', { name: 'Finance calculator' })
    expect(within(calculator).getByText('Optional final payment').nextElementSibling?.textContent).toBe('22,000 €')
    // 49,500 financed at 5.9 % over 48 months with 22,000 left: 753 a month (1,160 without the balloon).
    expect(within(calculator).getByRole('status').textContent).toBe('753 €')
    // No figure while a field is wrong: the final payment goes with the monthly one.
    fireEvent.change(within(calculator).getByLabelText('Deposit (%)'), { target: { value: '150' } })
    expect(within(calculator).getByRole('status').textContent).toBe('–')
    expect(within(calculator).getByText('Optional final payment').nextElementSibling?.textContent).toBe('–')
    // A deposit that leaves no room for the balloon: none at the end.
    fireEvent.change(within(calculator).getByLabelText('Deposit (%)'), { target: { value: '70' } })
    expect(within(calculator).getByText('Optional final payment').nextElementSibling?.textContent).toBe('–')
  })

  it('refuses a deposit or rate out of bounds at its field, shows no figure and keeps the last valid quote', () => {
    render(english(<ShowroomView page={page()} />))
    const calculator = screen.getByRole('form', { name: 'Finance calculator' })
    const deposit = within(calculator).getByLabelText('Deposit (%)')
    const rate = within(calculator).getByLabelText('Interest rate (% a year)')
    fireEvent.change(deposit, { target: { value: '20' } })
    fireEvent.change(rate, { target: { value: '5' } })
    const kept = localStorage.getItem('leaseCalculatorData')
    expect(JSON.parse(kept!).data[0].financeProductsData[0]).toMatchObject({ interest_rate: 5, deposit: 11000 })
    for (const [depositTyped, rateTyped] of [
      ['100', '5'],
      ['-20', '5'],
      ['20', '-5'],
    ]) {
      fireEvent.change(rate, { target: { value: rateTyped } })
      fireEvent.change(deposit, { target: { value: depositTyped } })
      expect(within(calculator).getByRole('status').textContent).toBe('–')
      expect(localStorage.getItem('leaseCalculatorData')).toBe(kept)
    }
    expect(rate.getAttribute('aria-invalid')).toBe('true')
    expect(document.getElementById(rate.getAttribute('aria-describedby')!)!.textContent).toBe('Enter a rate from 0 to 30 % a year.')
    fireEvent.change(rate, { target: { value: '5' } })
    expect(within(calculator).getByRole('status').textContent).not.toBe('–')
    expect(within(calculator).queryByRole('alert')).toBeNull()
  })

  it('draws a finance calculator item as the mini calculator, in place of the standalone one', () => {
    const finance: ShowroomPage['finance'] = [
      {
        type: 'lease',
        title: 'Lease',
        accordion: [{ type: 'calculator', config: { fields: [], groups: [] } }],
        popup: [],
        modal: { title: [], title_bottom: [], content: [] },
      },
    ]
    render(english(<ShowroomView page={page({ finance })} />))
    const calculators = screen.getAllByRole('form', { name: 'Finance calculator' })
    expect(calculators).toHaveLength(1)
    expect(calculators[0]!.closest('details')?.getAttribute('data-finance')).toBe('lease')
    // An item of the finance section: a heading under the section's.
    expect(within(calculators[0]!).getByRole('heading', { name: 'Finance calculator' }).tagName).toBe('H3')
  })

  it('the standalone calculator is a section of the page: its heading is of the level of its siblings (Equipment, Retailer)', () => {
    render(english(<ShowroomView page={page()} />))
    const heading = within(screen.getByRole('form', { name: 'Finance calculator' })).getByRole('heading', { name: 'Finance calculator' })
    expect(heading.tagName).toBe('H2')
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toContain('Finance calculator')
  })

  it('shows a hidden price as on request and no reserve CTA without an extended set', () => {
    const p = page({}, { price_hidden: true, financing_options: { cash: true, lease: false, rent: false } })
    p.vehicle.reservation = null
    const html = renderToStaticMarkup(english(<ShowroomView page={p} />))
    expect(html).toContain('Price on request')
    expect(html).not.toContain('/showroom-order-online/vehicle/')
  })

  it("shows the texts it is given: the market's language, right to left (ADR 089)", () => {
    const p = page({}, { price_hidden: true, financing_options: { cash: true, lease: false, rent: false } })
    const html = renderToStaticMarkup(
      <StockTextsContext value={stockTexts('ar')}>
        <ShowroomView page={p} />
      </StockTextsContext>,
    )
    for (const text of [
      'العودة إلى السيارات المتوفرة',
      'المواصفات',
      'الحالة',
      'سنة الصنع',
      'الصورة التالية',
      'حفظ السيارة',
      'السعر عند الطلب',
      'سيارات مشابهة',
    ])
      expect(html).toContain(text)
    expect(html).not.toContain('Back to stock')
    // The photo counter stays left to right: '1 / 3', not '3 / 1'.
    expect(html).toMatch(/dir="ltr"[^>]*>1(<!-- -->)? \/ (<!-- -->)?\d+<\/p>/)
    const gone = renderToStaticMarkup(
      <StockTextsContext value={stockTexts('he')}>
        <GoneView status={410} model="Ridge" similar={page().similar} stockPage="/stock" format={STOCK_PRICE_FORMAT} />
      </StockTextsContext>,
    )
    expect(gone).toContain('הרכב הזה כבר אינו זמין')
    expect(gone).toContain('רכבים דומים: Ridge')
  })

  it('renders the gone page with similar stock of the model', () => {
    const html = renderToStaticMarkup(
      english(<GoneView status={410} model="Ridge" similar={page().similar} stockPage="/stock" format={STOCK_PRICE_FORMAT} />),
    )
    expect(html).toContain('This vehicle is no longer available')
    expect(html).toContain('Similar vehicles: Ridge')
    expect(html).toContain('href="/showroom/new-vesta-ridge-43"')
    expect(html).toContain('href="/stock"')
  })
})

describe('spec values', () => {
  it.each([
    [0, '0'],
    [999, '999'],
    [12000, '12,000'],
    [1234567.5, '1,234,567.5'],
  ])('groupDigits(%d)', (value, text) => expect(groupDigits(value, ',')).toBe(text))

  it('leaves empty attributes out', () => {
    const v = normaliseShowroomVehicle({ vehicle: { id: 1, vin: 'ABC', state: 'used', status: 'sold' }, listings: [], buttonSet: null })
    expect(specRows(v.specification, 'list', ',', ENGLISH_STOCK_TEXTS, 'en_GB').map((r) => r.attribute)).toEqual(['state', 'vin'])
    expect(specRows(v.specification, 'accordion', ',', ENGLISH_STOCK_TEXTS, 'en_GB').map((r) => [r.attribute, r.value])).toEqual([
      ['state', 'Used'],
      ['status', 'Sold'],
      ['vin', 'ABC'],
    ])
  })

  it("writes the units in the market's language", () => {
    const vehicle = { id: 1, vin: 'ABC', state: 'used', status: 'stock', mileage: 24140, power: 427, power_unit: 'kw' }
    const v = normaliseShowroomVehicle({
      vehicle: { ...vehicle, engine_capacity: 1997, engine_capacity_unit: 'cc' },
      listings: [],
      buttonSet: null,
    })
    const values = Object.fromEntries(
      specRows(v.specification, 'accordion', ',', stockTexts('ar'), 'ar_AE').map((r) => [r.attribute, r.value]),
    )
    expect(values).toMatchObject({ mileage: '24,140 كم', power: '427 كيلوواط', capacity: '1997 سم³' })
  })

  it.each([
    ['2027-04-16', 'en_GB', '16 April 2027'],
    ['2027-04-16T00:00:00Z', 'en_GB', '16 April 2027'],
    ['2027-04-16', 'en_US', 'April 16, 2027'],
    ['2027-04-16', 'ar_AE', '16 أبريل 2027'],
    // Not a day: as the feed wrote it.
    ['Spring 2027', 'en_GB', 'Spring 2027'],
    ['2027-02-30', 'en_GB', '2027-02-30'],
  ])('writes the delivery date %j as the market %s reads it', (delivery_date, language, text) => {
    const v = normaliseShowroomVehicle({
      vehicle: { id: 1, vin: 'ABC', state: 'new', status: 'in_production', delivery_date },
      listings: [],
      buttonSet: null,
    })
    const row = specRows(v.specification, 'list', ',', ENGLISH_STOCK_TEXTS, language).find((r) => r.attribute === 'deliveryDate')
    expect(row?.value).toBe(text)
  })
})
