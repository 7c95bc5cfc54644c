import type sharpFunction from 'sharp'

let loading: Promise<typeof sharpFunction> | undefined

/**
 * sharp (libvips), loaded when first used: to read an upload or make a variant not yet stored.
 * A process that serves stored variants never needs it, and imported it holds ~20 MB of the
 * process's memory for its life (docs/benchmarks.md, "Memory of the demo process").
 */
export const loadSharp = () => (loading ??= import('sharp').then((module) => module.default))
