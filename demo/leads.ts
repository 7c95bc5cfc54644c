import { eq } from 'drizzle-orm'
import type { Db } from '~/db/client.server.ts'
import { dealers, forms, leads, locations } from '~/db/schema/index.ts'
import type { FormField } from '~/forms/definition.ts'
import { definitionOf } from '~/forms/forms.server.ts'
import { normalisePhone } from '~/forms/phone-numbers.ts'
import { validateLead, type LeadValue } from '~/forms/rules.ts'
import { leadConsents } from '~/forms/submission.server.ts'

/**
 * The demo market's leads: four weeks of test drive, brochure and offer requests
 * from made-up people at example.com, so the leads list, the chart, a lead's detail and the exports
 * have something to show on a first start. Each is checked by the forms' own rules, carries its
 * consent wording and retailer, and is routed as a visitor's would be; none has deliveries (nothing
 * was sent for them). The same every time: the draw is seeded.
 */
const FIRST_NAMES = [
  'Amelia',
  'Oliver',
  'Isla',
  'George',
  'Ava',
  'Noah',
  'Freya',
  'Arthur',
  'Priya',
  'Yusuf',
  'Mei',
  'Tomasz',
  'Chloe',
  'Kwame',
]
const LAST_NAMES = ['Smith', 'Patel', 'Jones', 'Nowak', 'Williams', 'Okafor', 'Brown', 'Chen', 'Taylor', 'Khan', 'Davies', 'Murphy']
const COMMENTS = ['Weekend mornings suit me best.', 'I would like to try the towbar.', 'Can I bring my partner along?', '']
/** How many of each form's leads, by the form's name in the demo bundle. */
const LEADS_PER_FORM: Record<string, number> = { 'Test drive': 34, Brochure: 21, 'Offer enquiry': 9 }
const DAYS = 28

/** A small seeded generator (mulberry32): the demo's leads are the same on every install. */
function seeded(seed: number) {
  let state = seed
  const next = () => {
    state = (state + 0x6d2b79f5) | 0
    let t = Math.imul(state ^ (state >>> 15), 1 | state)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  return { next, pick: <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]! }
}

export async function addDemoLeads(db: Db, siteId: number, now = new Date()): Promise<number> {
  const random = seeded(13)
  const formRows = await db.select().from(forms).where(eq(forms.siteId, siteId))
  const places = await db
    .select({ id: locations.id, email: locations.email, dealerEmail: dealers.email })
    .from(locations)
    .leftJoin(dealers, eq(dealers.id, locations.dealerId))
    .where(eq(locations.siteId, siteId))
  const rows: (typeof leads.$inferInsert)[] = []
  for (const form of formRows) {
    const definition = definitionOf(form)
    for (let n = 0; n < (LEADS_PER_FORM[form.name] ?? 0); n++) {
      const first = random.pick(FIRST_NAMES)
      const last = random.pick(LAST_NAMES)
      const email = `${first}.${last}${n}@example.com`.toLowerCase()
      const valueOf = (field: FormField): LeadValue | undefined => {
        switch (field.type) {
          case 'text':
            return field.id.startsWith('last') ? last : first
          case 'email':
            return email
          case 'phone':
            return `+44 20 7946 0${String(100 + n).slice(-3)}`
          case 'select':
          case 'radio':
            return random.pick(field.options ?? [])?.value
          case 'location':
            return places.length ? String(random.pick(places).id) : undefined
          case 'date':
            return new Date(now.getTime() + (3 + Math.floor(random.next() * 20)) * 86_400_000).toISOString().slice(0, 10)
          case 'textarea':
            return random.pick(COMMENTS)
          case 'consent':
          case 'checkbox':
            return field.rules.required || random.next() < 0.6
          case 'hidden':
            return 'demo'
        }
      }
      const submitted = Object.fromEntries(
        definition.fields.flatMap((field) => ((v) => (v === undefined ? [] : [[field.id, v]]))(valueOf(field))),
      )
      const check = validateLead(definition, submitted, { readPhone: normalisePhone })
      if (!check.ok) throw new Error(`The demo's lead for ${form.name} breaks its rules: ${JSON.stringify(check.errors)}`)
      const place = places.find((p) => String(p.id) === check.values.retailer)
      // Older leads are fewer: a campaign that is picking up.
      const daysAgo = Math.floor(DAYS * random.next() ** 1.6)
      rows.push({
        siteId,
        formId: form.id,
        formVersion: form.version,
        data: check.values,
        additionalData: { hidden_fields: { source: 'demo' } },
        consents: leadConsents(definition, check.values),
        locationId: place?.id ?? null,
        routedTo: place?.dealerEmail ?? place?.email ?? definition.settings.notifications.recipients[0] ?? null,
        email,
        pagePath: form.name === 'Brochure' ? '/models/aurelia-e7' : form.name === 'Test drive' ? '/test-drive' : '/offers',
        idempotencyKey: `demo-lead-${form.id}-${n}`,
        createdAt: new Date(now.getTime() - daysAgo * 86_400_000 - Math.floor(random.next() * 10 * 3_600_000)),
      })
    }
  }
  if (rows.length) await db.insert(leads).values(rows)
  return rows.length
}
