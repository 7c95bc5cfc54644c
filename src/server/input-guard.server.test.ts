import { beforeAll, expect, it } from 'vitest'
import { testApp, type TestClient } from '~/test/app.ts'
import { describeEachEngine } from '~/test/engines.ts'

// Input the databases cannot hold is refused at the door, naming where it is, on both engines:
// before, each of these reached a query and answered 500.
describeEachEngine('storable input', (db) => {
  let client: TestClient
  beforeAll(async () => {
    client = testApp(db())
    await client.request('/auth/session') // the CSRF cookie for the posts below
  })
  const json = async (response: Response) => ({ status: response.status, body: (await response.json()) as { errors: unknown[] } })
  const post = (path: string, body: string) =>
    client.request(path, { method: 'POST', headers: { 'content-type': 'application/json', origin: 'http://localhost' }, body })
  const deep = (depth: number) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth)

  it.each([
    ['a NUL in a lead field', JSON.stringify({ data: { attributes: { fields: { name: 'Ada\u0000' } } } }), '/data/attributes/fields/name'],
    [
      'a lone surrogate in hidden fields',
      JSON.stringify({ data: { attributes: { hidden_fields: { c: '\ud800' } } } }),
      '/data/attributes/hidden_fields/c',
    ],
  ])('refuses %s with 422 and its pointer', async (_name, body, pointer) => {
    const { status, body: answer } = await json(await post('/api/forms/forms/1/leads', body))
    expect(status).toBe(422)
    expect(answer.errors[0]).toMatchObject({ status: '422', title: 'Invalid value', source: { pointer } })
  })

  it('refuses JSON nested 4,500 levels deep (422), where one answered 500', async () => {
    const body = `{"data":{"attributes":{"additional_data":${deep(4500)}}}}`
    const { status, body: answer } = await json(await post('/api/forms/forms/1/leads', body))
    expect(status).toBe(422)
    expect(answer.errors[0]).toMatchObject({ detail: expect.stringContaining('is nested deeper than 64 levels') })
  })

  it("refuses a NUL in the login's e-mail (422)", async () => {
    const { status } = await json(await post('/auth/login', JSON.stringify({ email: 'a\u0000@example.com', password: 'x' })))
    expect(status).toBe(422)
  })

  it('refuses a NUL in a query parameter with 400 naming it', async () => {
    const { status, body } = await json(await client.request('/api/inventory/public_api/listing/stock?nameplate_name_in=%00'))
    expect(status).toBe(400)
    expect(body.errors[0]).toMatchObject({ title: 'Invalid query parameter', source: { parameter: 'nameplate_name_in' } })
  })

  it('leaves broken JSON to the handler, which says so (400)', async () => {
    const { status, body } = await json(await post('/api/forms/forms/1/leads', '{"data":'))
    expect(status).toBe(400)
    expect(body.errors[0]).toMatchObject({ title: 'Invalid JSON' })
  })
})
