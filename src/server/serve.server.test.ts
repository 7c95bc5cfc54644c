import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { listening } from './serve.server.ts'

const servers: Server[] = []
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))))
})
const aServer = () => {
  const server = createServer()
  servers.push(server)
  return server
}

describe('forecourt start: listening on PORT and HOST', () => {
  it('resolves once the server listens', async () => {
    const server = aServer()
    server.listen(0, '127.0.0.1')
    await listening(server, { PORT: 0, HOST: '127.0.0.1' })
    expect((server.address() as AddressInfo).port).toBeGreaterThan(0)
  })

  it('a port another process has: a message naming PORT, not an unhandled error', async () => {
    const taken = aServer()
    taken.listen(0, '127.0.0.1')
    await listening(taken, { PORT: 0, HOST: '127.0.0.1' })
    const port = (taken.address() as AddressInfo).port
    const second = aServer()
    second.listen(port, '127.0.0.1')
    await expect(listening(second, { PORT: port, HOST: '127.0.0.1' })).rejects.toThrow(
      `PORT ${port} is in use on 127.0.0.1 by another process.`,
    )
  })

  it('a host this machine does not have: a message naming HOST', async () => {
    const server = aServer()
    // TEST-NET-1 (RFC 5737): an address no interface of this machine has.
    server.listen(0, '192.0.2.1')
    await expect(listening(server, { PORT: 0, HOST: '192.0.2.1' })).rejects.toThrow(
      /^HOST 192\.0\.2\.1 cannot be listened on here \(EADDRNOTAVAIL\)\.$/,
    )
  })
})
