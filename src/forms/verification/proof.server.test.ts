import { and, desc, eq, sql } from 'drizzle-orm'
import { beforeAll, expect, it } from 'vitest'
import { leads, outbox } from '~/db/schema/index.ts'
import { clientsByRole, type TestClient } from '~/test/app.ts'
import { describeEachEngine } from '~/test/engines.ts'
import { agedToken, createForm, leadBody, postLead, testDriveForm, testDriveValues } from '~/test/forms.ts'

/**
 * spec 1 §5 phone verification, bound to the visitor who checked the code (ADR 056): a right code
 * answers a single-use proof for that form and that number, which the lead carries in
 * `verification.phone`. A number verified by someone else proves nothing.
 */
describeEachEngine('a verified code is a single-use proof for its form and number', (test) => {
  let admin: TestClient
  let visitor: TestClient
  let siteId: number
  let formA: { id: number; version: number }
  let formB: { id: number; version: number }
  let phones = 0
  let address = 0
  const nextAddress = () => `198.51.100.${++address}`
  const newPhone = () => `+4474009${String(++phones).padStart(5, '0')}`
  const PHONE_POINTER = '/data/attributes/fields/phone'

  beforeAll(async () => {
    const clients = await clientsByRole(test(), { jobs: true })
    admin = clients.admin
    visitor = clients.anonymous
    siteId = test().siteId
    const verifying = { ...testDriveForm, verification: { phone_field: 'phone' } }
    formA = await createForm(admin, { ...verifying, name: 'Verified phone A' })
    formB = await createForm(admin, { ...verifying, name: 'Verified phone B' })
  })

  const verify = (step: string, body: unknown) =>
    visitor.app.request(
      `/api/forms/verify/sms/${step}`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      },
      // A client address per call: the per-client limits of /verify are not what these tests count.
      { incoming: { socket: { remoteAddress: nextAddress() } } },
    )

  async function sentCode(phone: string) {
    const [text] = await test()
      .database.db.select()
      .from(outbox)
      .where(and(eq(outbox.recipient, phone), eq(outbox.channel, 'sms')))
      .orderBy(desc(outbox.id))
      .limit(1)
    return /(\d{6})$/.exec(text!.body)![1]!
  }

  /** The visitor's side: a code texted (the sandbox's outbox), checked for `form`; the answer's proof. */
  async function proofFor(phone: string, form: { id: number } | null): Promise<string> {
    expect((await verify('create_verification', { phone_number: phone })).status).toBe(202)
    const code = await sentCode(phone)
    const checked = await verify('check_verification', { phone_number: phone, code, ...(form ? { form_id: form.id } : {}) })
    expect(checked.status).toBe(200)
    const { data } = (await checked.json()) as { data: { phone_number: string; verified: boolean; proof: string; expires_at: string } }
    expect(data).toEqual({ phone_number: phone, verified: true, proof: expect.any(String), expires_at: expect.any(String) })
    return data.proof
  }

  const send = async (form: { id: number; version: number }, phone: string, proof?: unknown) =>
    postLead(
      visitor,
      form.id,
      leadBody(
        form,
        { ...testDriveValues, phone },
        await agedToken(visitor, siteId, form.id),
        proof === undefined ? {} : { verification: { phone: proof } },
      ),
      { address: nextAddress() },
    )
  const errorsOf = async (response: Response) =>
    ((await response.json()) as { errors: { status: string; detail: string; source?: { pointer: string }; code?: string }[] }).errors
  const leadsWith = async (phone: string) =>
    (
      await test()
        .database.db.select({ id: leads.id })
        .from(leads)
        .where(sql`${leads.data}->>'phone' = ${phone}`)
    ).length

  it('the happy path: the code from the outbox answers a proof, and the lead carrying it is stored', async () => {
    const phone = newPhone()
    const proof = await proofFor(phone, formA)
    const stored = await send(formA, phone, proof)
    expect(stored.status).toBe(201)
    expect(await leadsWith(phone)).toBe(1)
  })

  it('a number verified by someone else proves nothing: a lead without a proof is refused', async () => {
    const phone = newPhone()
    await proofFor(phone, formA)
    const refused = await send(formA, phone)
    expect(refused.status).toBe(422)
    expect(await errorsOf(refused)).toEqual([
      expect.objectContaining({
        detail: 'Verify this phone number with the code we text you',
        source: { pointer: PHONE_POINTER },
        code: 'phone_not_verified',
      }),
    ])
    expect(await leadsWith(phone)).toBe(0)
  })

  it('a proof made up, or for another number, is refused at the phone field', async () => {
    const mine = newPhone()
    const theirs = newPhone()
    const proof = await proofFor(mine, formA)
    // The other number was verified too, by its owner: it still needs its own proof.
    await proofFor(theirs, formA)
    const otherNumber = await send(formA, theirs, proof)
    expect(otherNumber.status).toBe(422)
    expect(await errorsOf(otherNumber)).toEqual([
      expect.objectContaining({
        detail: 'This confirmation was already used, has expired or is for another number or form. Confirm the number again.',
        source: { pointer: PHONE_POINTER },
        code: 'phone_proof_refused',
      }),
    ])
    expect((await send(formA, theirs, 'A'.repeat(43))).status).toBe(422)
    expect(await leadsWith(theirs)).toBe(0)
    // The refused attempts did not use it up: its own number still takes it.
    expect((await send(formA, mine, proof)).status).toBe(201)
  })

  it('a proof for form A is refused on form B', async () => {
    const phone = newPhone()
    const proof = await proofFor(phone, formA)
    const refused = await send(formB, phone, proof)
    expect(refused.status).toBe(422)
    expect((await errorsOf(refused))[0]!.source).toEqual({ pointer: PHONE_POINTER })
    expect(await leadsWith(phone)).toBe(0)
  })

  it('a proof is used once', async () => {
    const phone = newPhone()
    const proof = await proofFor(phone, formA)
    expect((await send(formA, phone, proof)).status).toBe(201)
    const again = await send(formA, phone, proof)
    expect(again.status).toBe(422)
    expect((await errorsOf(again))[0]).toMatchObject({ source: { pointer: PHONE_POINTER }, code: 'phone_proof_refused' })
    expect(await leadsWith(phone)).toBe(1)
  })

  it('two submissions at once with one proof store exactly one lead', async () => {
    const phone = newPhone()
    const proof = await proofFor(phone, formA)
    const answers = await Promise.all(Array.from({ length: 4 }, () => send(formA, phone, proof)))
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 422, 422, 422])
    expect(await leadsWith(phone)).toBe(1)
  })

  it('an expired proof is refused', async () => {
    const phone = newPhone()
    const proof = await proofFor(phone, formA)
    await test().database.db.execute(
      sql`UPDATE verification_proofs SET expires_at = now() - interval '1 second' WHERE phone = ${phone} AND site_id = ${siteId}`,
    )
    const refused = await send(formA, phone, proof)
    expect(refused.status).toBe(422)
    expect(await leadsWith(phone)).toBe(0)
  })

  it('a resent lead (the same key) is answered again without a second proof', async () => {
    const phone = newPhone()
    const proof = await proofFor(phone, formA)
    const body = leadBody(formA, { ...testDriveValues, phone }, await agedToken(visitor, siteId, formA.id), {
      verification: { phone: proof },
    })
    const first = await postLead(visitor, formA.id, body, { address: nextAddress() })
    expect(first.status).toBe(201)
    const resent = await postLead(visitor, formA.id, body, { address: nextAddress() })
    expect(resent.status).toBe(200)
    expect(await leadsWith(phone)).toBe(1)
  })

  it('a check without form_id binds its proof to the first form it is sent with', async () => {
    const phone = newPhone()
    const proof = await proofFor(phone, null)
    expect((await send(formB, phone, proof)).status).toBe(201)
    expect((await send(formA, phone, proof)).status).toBe(422)
  })

  it.each([
    ['a NUL', 'abc\u0000def', 'verification.phone: must not contain a NUL character (U+0000)'],
    ['a lone surrogate', 'abc\ud800', 'verification.phone: must not contain a lone surrogate (text that is not valid Unicode)'],
    ['a number', 42, 'verification.phone: Invalid input: expected string, received number'],
  ])('a proof with %s is refused with 422, never a 500', async (_, proof, detail) => {
    const phone = newPhone()
    const refused = await send(formA, phone, proof)
    expect(refused.status).toBe(422)
    expect(await errorsOf(refused)).toEqual([
      expect.objectContaining({
        detail: expect.stringContaining(detail.split(': ')[1]!),
        source: { pointer: '/data/attributes/verification/phone' },
      }),
    ])
  })

  it('check_verification refuses a form the market does not have', async () => {
    const phone = newPhone()
    expect((await verify('create_verification', { phone_number: phone })).status).toBe(202)
    const code = await sentCode(phone)
    const refused = await verify('check_verification', { phone_number: phone, code, form_id: 999_999 })
    expect(refused.status).toBe(422)
    expect(await errorsOf(refused)).toEqual([expect.objectContaining({ source: { pointer: '/form_id' } })])
    // The code was not spent on a refused form: it still answers a proof.
    const checked = await verify('check_verification', { phone_number: phone, code, form_id: formA.id })
    expect(checked.status).toBe(200)
  })
})
