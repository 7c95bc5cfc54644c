import type { Config } from '@react-router/dev/config'

export default {
  appDirectory: 'src/app',
  ssr: true,
  future: {
    v8_viteEnvironmentApi: true,
    v8_middleware: false,
    v8_splitRouteModules: false,
    v8_passThroughRequests: false,
    v8_trailingSlashAwareDataRequests: false,
  },
} satisfies Config
