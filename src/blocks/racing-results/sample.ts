import type { BlockSample } from '../sample.ts'

export const sample = { fields: { url: '/tools-data/racing/results-en.json' } } satisfies BlockSample
