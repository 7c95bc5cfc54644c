import { describe, expect, it } from 'vitest'
import { parseEnv } from './env.server.ts'

describe('environment: single sign-on and proxy settings (ADR 023)', () => {
  const sso = { OIDC_ISSUER: 'https://idp.example.com/realms/x', OIDC_CLIENT_ID: 'forecourt', OIDC_CLIENT_SECRET: 's3cret' }

  it('has no single sign-on and no trusted proxy by default', () => {
    expect(parseEnv({})).toMatchObject({ TRUST_PROXY: '0', OIDC_ROLE_CLAIM: 'roles' })
    expect(parseEnv({}).OIDC_ISSUER).toBeUndefined()
    expect(parseEnv({}).OIDC_DEFAULT_ROLE).toBeUndefined()
  })

  it('accepts a complete configuration', () => {
    expect(parseEnv({ ...sso, OIDC_ROLE_CLAIM: 'realm_access.roles', OIDC_DEFAULT_ROLE: 'editor', TRUST_PROXY: '1' })).toMatchObject({
      ...sso,
      OIDC_ROLE_CLAIM: 'realm_access.roles',
      OIDC_DEFAULT_ROLE: 'editor',
      TRUST_PROXY: '1',
    })
    expect(parseEnv({ ...sso, OIDC_ISSUER: 'http://127.0.0.1:3191' }).OIDC_ISSUER).toBe('http://127.0.0.1:3191')
  })

  it.each([
    [{ OIDC_ISSUER: sso.OIDC_ISSUER }, /OIDC_CLIENT_ID: is required.*OIDC_CLIENT_SECRET: is required/],
    [{ OIDC_CLIENT_SECRET: 'x' }, /OIDC_ISSUER: is required/],
    [{ ...sso, OIDC_ISSUER: 'http://idp.example.com' }, /OIDC_ISSUER: must be an https URL/],
    [{ ...sso, OIDC_DEFAULT_ROLE: 'owner' }, /OIDC_DEFAULT_ROLE/],
    [{ ...sso, OIDC_ROLE_CLAIM: 'roles..x' }, /OIDC_ROLE_CLAIM: must be a claim name or a dotted path/],
    [{ TRUST_PROXY: 'yes' }, /TRUST_PROXY/],
  ])('rejects %o naming the variable', (env, message) => {
    expect(() => parseEnv(env)).toThrow(message)
  })
})

describe('environment: media storage (ADR 036)', () => {
  it('keeps media in the local folder by default', () => {
    expect(parseEnv({})).toMatchObject({ MEDIA_STORAGE: 'local', S3_REGION: 'us-east-1', S3_FORCE_PATH_STYLE: '0' })
    expect(parseEnv({}).S3_BUCKET).toBeUndefined()
  })

  it('accepts an S3-compatible server', () => {
    const s3 = { MEDIA_STORAGE: 's3', S3_BUCKET: 'forecourt-media', S3_ENDPOINT: 'http://minio:9000', S3_PREFIX: 'markets/uk/' }
    expect(parseEnv({ ...s3, S3_REGION: 'eu-west-2', S3_FORCE_PATH_STYLE: '1' })).toMatchObject({
      ...s3,
      S3_REGION: 'eu-west-2',
      S3_FORCE_PATH_STYLE: '1',
    })
  })

  it.each([
    [{ MEDIA_STORAGE: 's3' }, /S3_BUCKET: is required when MEDIA_STORAGE is s3/],
    [{ MEDIA_STORAGE: 'nfs' }, /MEDIA_STORAGE/],
    [{ MEDIA_STORAGE: 's3', S3_BUCKET: 'Forecourt_Media' }, /S3_BUCKET: must be a bucket name/],
    [{ S3_ENDPOINT: 'minio:9000' }, /S3_ENDPOINT/],
    [{ S3_ENDPOINT: 'ftp://minio:9000' }, /S3_ENDPOINT: must be an http or https URL/],
    [{ S3_PREFIX: '/media' }, /S3_PREFIX: must be a key prefix/],
    [{ S3_REGION: 'EU West' }, /S3_REGION: must be a region/],
    [{ S3_FORCE_PATH_STYLE: 'true' }, /S3_FORCE_PATH_STYLE/],
  ])('rejects %o naming the variable', (env, message) => {
    expect(() => parseEnv(env)).toThrow(message)
  })
})

describe('environment: outbound allow-list', () => {
  it('allows no internal host by default', () => {
    expect(parseEnv({}).OUTBOUND_ALLOW_HOSTS).toEqual([])
  })

  it('reads host and host:port entries, comma-separated', () => {
    expect(parseEnv({ OUTBOUND_ALLOW_HOSTS: '127.0.0.1:4199, localhost,[::1]:8080,' }).OUTBOUND_ALLOW_HOSTS).toEqual([
      '127.0.0.1:4199',
      'localhost',
      '[::1]:8080',
    ])
  })

  it.each(['http://localhost', 'localhost:99999', 'a b'])('rejects %s naming the variable', (value) => {
    expect(() => parseEnv({ OUTBOUND_ALLOW_HOSTS: value })).toThrow(/OUTBOUND_ALLOW_HOSTS: must be host or host:port entries/)
  })
})

describe("environment: the forms' providers (ADR 056)", () => {
  it('accepts an SMTP server and the HTTP verification providers; every one is optional', () => {
    const providers = {
      SMTP_URL: 'smtps://leads:pw@mail.example:465',
      MAIL_FROM: 'Aurelia <leads@aurelia.example>',
      SMS_PROVIDER_URL: 'https://sms.example/v2',
      SMS_PROVIDER_TOKEN: 't0ken',
      EMAIL_VERIFICATION_URL: 'https://verify.example/v1/verify',
      EMAIL_VERIFICATION_API_KEY: 'k3y',
      EMAIL_VERIFICATION_SERVICE_NAME: 'Kickbox',
    }
    expect(parseEnv(providers)).toMatchObject(providers)
    expect(parseEnv({}).SMTP_URL).toBeUndefined()
  })

  it.each([
    [{ SMTP_URL: 'https://mail.example' }, /SMTP_URL: must be an smtp:\/\/ or smtps:\/\/ URL/],
    [{ SMS_PROVIDER_URL: 'sms.example' }, /SMS_PROVIDER_URL/],
    [{ EMAIL_VERIFICATION_URL: 'https://verify.example' }, /EMAIL_VERIFICATION_API_KEY: is required when EMAIL_VERIFICATION_URL is set/],
  ])('rejects %o naming the variable', (env, message) => {
    expect(() => parseEnv(env)).toThrow(message)
  })
})

describe('environment: cache layers switched off for the bench (docs/caching.md)', () => {
  it('accepts known layers, trimmed', () => {
    expect(parseEnv({ CACHE_OFF: 'views, facets' }).CACHE_OFF).toBe('views, facets')
    expect(parseEnv({}).CACHE_OFF).toBeUndefined()
  })

  it('refuses a name that is no layer, naming it and the known ones', () => {
    expect(() => parseEnv({ CACHE_OFF: 'views,pages' })).toThrow(/CACHE_OFF: names no cache layer: pages; known: views, facets/)
  })
})

describe('environment: the database, the public URL and the log level', () => {
  const levels = 'fatal, error, warn, info, debug, trace, silent'
  it('accepts postgres(ql):// databases, http(s) public URLs and pino levels; refuses the rest, naming the variable', () => {
    const table: [Record<string, string>, string][] = [
      [{ DATABASE_URL: 'postgres://forecourt@db.internal:5432/forecourt' }, 'ok'],
      [{ DATABASE_URL: 'postgresql://forecourt@db.internal/forecourt?sslmode=require' }, 'ok'],
      [{ DATABASE_URL: 'mysql://forecourt@db.internal/forecourt' }, 'DATABASE_URL: must be a postgres:// or postgresql:// URL'],
      [{ DATABASE_URL: 'https://db.internal' }, 'DATABASE_URL: must be a postgres:// or postgresql:// URL'],
      [{ DATABASE_URL: 'db.internal:5432' }, 'DATABASE_URL: must be a postgres:// or postgresql:// URL'],
      [{ PUBLIC_URL: 'https://www.example.com' }, 'ok'],
      [{ PUBLIC_URL: 'http://127.0.0.1:3000' }, 'ok'],
      [{ PUBLIC_URL: 'ftp://x.example' }, 'PUBLIC_URL: must be an http or https URL'],
      [{ PUBLIC_URL: 'www.example.com' }, 'PUBLIC_URL: must be an http or https URL'],
      [{ LOG_LEVEL: 'debug' }, 'ok'],
      [{ LOG_LEVEL: 'silent' }, 'ok'],
      [{ LOG_LEVEL: 'loud' }, `LOG_LEVEL: must be one of ${levels}`],
      [{ LOG_LEVEL: 'INFO' }, `LOG_LEVEL: must be one of ${levels}`],
    ]
    const outcome = (env: Record<string, string>) => {
      try {
        const parsed = parseEnv(env)
        return Object.entries(env).every(([name, value]) => parsed[name as keyof typeof parsed] === value) ? 'ok' : 'changed'
      } catch (error) {
        return (error as Error).message.replace(/^Invalid environment: /, '')
      }
    }
    expect(table.map(([env]) => [env, outcome(env)])).toEqual(table)
  })
})
