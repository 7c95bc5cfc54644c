import { describe, expect, it } from 'vitest'
import { initialLoadingBarState, LOADING_BAR, loadingBarReducer, type LoadingBarEvent } from './loading-bar.ts'

const run = (events: [LoadingBarEvent['type'], number][]) =>
  events.reduce((state, [type, now]) => loadingBarReducer(state, { type, now }), initialLoadingBarState)

describe('loading bar (spec 1 §4, §9)', () => {
  it('uses the constants of spec 1 §9', () => {
    expect(LOADING_BAR).toEqual({ throttleMs: 200, durationMs: 5000, tickMs: 100 })
  })

  it.each([
    [
      'waits through the 200 ms throttle',
      [
        ['start', 0],
        ['tick', 100],
        ['tick', 199],
      ],
      'waiting',
      0,
    ],
    [
      'shows after 200 ms',
      [
        ['start', 0],
        ['tick', 200],
      ],
      'running',
      0.038,
    ],
    [
      'advances with time',
      [
        ['start', 0],
        ['tick', 200],
        ['tick', 2500],
      ],
      'running',
      0.475,
    ],
    [
      'never reaches the end before done',
      [
        ['start', 0],
        ['tick', 5000],
        ['tick', 60_000],
      ],
      'running',
      0.95,
    ],
    [
      'completes on done',
      [
        ['start', 0],
        ['tick', 300],
        ['done', 400],
      ],
      'done',
      1,
    ],
    [
      'a fast load never shows',
      [
        ['start', 0],
        ['done', 150],
      ],
      'done',
      1,
    ],
    [
      'turns red on failure',
      [
        ['start', 0],
        ['tick', 300],
        ['fail', 350],
      ],
      'failed',
      1,
    ],
    ['ignores ticks when idle', [['tick', 500]], 'idle', 0],
    ['ignores done when idle', [['done', 500]], 'idle', 0],
    [
      'a failure before the throttle still shows red',
      [
        ['start', 0],
        ['fail', 50],
      ],
      'failed',
      1,
    ],
    [
      'a late tick never moves the bar back',
      [
        ['start', 0],
        ['tick', 2500],
        ['tick', 1000],
      ],
      'running',
      0.475,
    ],
    [
      'ticks after done are ignored',
      [
        ['start', 0],
        ['done', 300],
        ['tick', 400],
      ],
      'done',
      1,
    ],
    [
      'ticks after a failure are ignored',
      [
        ['start', 0],
        ['fail', 300],
        ['tick', 400],
      ],
      'failed',
      1,
    ],
    [
      'a new start while running begins again',
      [
        ['start', 0],
        ['tick', 2500],
        ['start', 3000],
        ['tick', 3100],
      ],
      'waiting',
      0,
    ],
    [
      'restarts after done',
      [
        ['start', 0],
        ['done', 10],
        ['start', 20],
        ['tick', 100],
      ],
      'waiting',
      0,
    ],
  ] as const)('%s', (_what, events, phase, progress) => {
    const state = run(events as unknown as [LoadingBarEvent['type'], number][])
    expect(state.phase).toBe(phase)
    expect(state.progress).toBeCloseTo(progress, 3)
  })
})
