import { darken, glow, lighten, linear, mix, polygon, smooth, type Point } from './paint.ts'

/**
 * The demo's models drawn from the side, the front and the rear. A car is drawn in its own box,
 * 1000 units long with the ground at y = 300, facing right; the scene scales, places and mirrors it.
 */

export const MODELS = {
  'aurelia-e5': { name: 'Aurelia E5', body: 'hatchback' },
  'aurelia-e7': { name: 'Aurelia E7', body: 'saloon' },
  'aurelia-gt': { name: 'Aurelia GT', body: 'coupe' },
  'aurelia-x': { name: 'Aurelia X', body: 'concept' },
  'vantor-ridge': { name: 'Vantor Ridge', body: 'suv' },
  'vantor-summit': { name: 'Vantor Summit', body: 'offroader' },
} as const
export type Model = keyof typeof MODELS

/** The finishes the demo shows, by name (the colour carousel's and the alt texts' words). */
export const PAINTS = {
  'pearl white': '#e9ebee',
  'glacier blue': '#8fb3cf',
  graphite: '#474c54',
  'deep blue': '#24427a',
  'liquid silver': '#b9c0c8',
  'obsidian black': '#16181c',
  copper: '#b0683a',
  'racing red': '#a81c26',
  'moss green': '#4a5a44',
  sand: '#c2ad86',
  orange: '#d4561f',
  'arctic white': '#f1f3f4',
  clay: '#b79c7c',
  // The stock's yellow (spec 3 §9's colour list has one).
  'solar yellow': '#e0b12b',
} as const
export type Paint = keyof typeof PAINTS

interface Body {
  /** The outline, rear bumper to nose and back along the sill. */
  outline: Point[]
  /** The side windows. */
  glass: Point[]
  /** Where the pillars between the windows stand (x), and the beltline under the windows (y). */
  pillars: number[]
  belt: number
  /** Rear and front wheel centres (x), the tyre radius, and the sill (y). */
  wheels: [number, number]
  radius: number
  sill: number
  /** Highest point of the roof (y): the top of the car's box. */
  roof: number
  /** The lamps: front strip and rear strip, each [x1, y1, x2, y2]. */
  head: [number, number, number, number]
  tail: [number, number, number, number]
  /** Where the charging flap is (x, y), on the rear wing. */
  port: Point
  doors: number[]
  rims: 'aero' | 'twin' | 'star' | 'rugged'
}

const DRAWN: Record<(typeof MODELS)[Model]['body'], Body> = {
  hatchback: {
    outline: [
      [18, 262],
      [8, 220],
      [14, 170],
      [42, 118],
      [120, 86],
      [300, 78],
      [500, 80],
      [585, 100],
      [690, 152],
      [840, 170],
      [950, 184],
      [988, 206],
      [992, 236],
      [975, 262],
      [840, 268],
      [160, 268],
    ],
    glass: [
      [70, 150],
      [125, 100],
      [300, 92],
      [495, 94],
      [585, 112],
      [660, 156],
    ],
    pillars: [110, 430],
    belt: 158,
    wheels: [170, 800],
    radius: 64,
    sill: 268,
    roof: 78,
    head: [915, 184, 984, 198],
    tail: [10, 182, 30, 196],
    port: [120, 170],
    doors: [260, 445, 640],
    rims: 'aero',
  },
  saloon: {
    outline: [
      [22, 262],
      [8, 228],
      [16, 188],
      [44, 170],
      [170, 160],
      [250, 150],
      [380, 96],
      [560, 88],
      [640, 104],
      [735, 156],
      [870, 172],
      [960, 188],
      [990, 210],
      [993, 238],
      [975, 264],
      [840, 270],
      [160, 270],
    ],
    glass: [
      [265, 156],
      [385, 106],
      [555, 100],
      [630, 114],
      [712, 158],
    ],
    pillars: [300, 470],
    belt: 162,
    wheels: [195, 795],
    radius: 62,
    sill: 270,
    roof: 88,
    head: [920, 186, 988, 200],
    tail: [12, 186, 48, 196],
    port: [140, 178],
    doors: [330, 480, 660],
    rims: 'twin',
  },
  coupe: {
    outline: [
      [22, 266],
      [8, 236],
      [14, 204],
      [40, 190],
      [150, 176],
      [330, 108],
      [470, 98],
      [560, 104],
      [690, 168],
      [880, 184],
      [965, 200],
      [992, 222],
      [990, 248],
      [972, 268],
      [840, 272],
      [160, 272],
    ],
    glass: [
      [250, 170],
      [345, 118],
      [470, 108],
      [555, 114],
      [660, 170],
    ],
    pillars: [300],
    belt: 174,
    wheels: [200, 805],
    radius: 62,
    sill: 272,
    roof: 98,
    head: [925, 198, 990, 214],
    tail: [10, 204, 60, 210],
    port: [150, 190],
    doors: [360, 640],
    rims: 'star',
  },
  concept: {
    outline: [
      [28, 270],
      [10, 246],
      [20, 218],
      [70, 204],
      [250, 150],
      [420, 118],
      [560, 116],
      [700, 170],
      [900, 204],
      [980, 226],
      [994, 250],
      [975, 272],
      [840, 276],
      [160, 276],
    ],
    glass: [
      [230, 176],
      [420, 128],
      [555, 126],
      [680, 176],
    ],
    pillars: [],
    belt: 182,
    wheels: [205, 800],
    radius: 60,
    sill: 276,
    roof: 116,
    head: [880, 206, 992, 232],
    tail: [12, 220, 110, 212],
    port: [160, 200],
    doors: [600],
    rims: 'aero',
  },
  suv: {
    outline: [
      [18, 256],
      [8, 200],
      [12, 120],
      [40, 70],
      [140, 60],
      [560, 58],
      [640, 76],
      [755, 138],
      [900, 150],
      [975, 164],
      [995, 196],
      [992, 236],
      [976, 256],
      [840, 258],
      [160, 258],
    ],
    glass: [
      [58, 132],
      [90, 78],
      [550, 72],
      [625, 88],
      [725, 140],
    ],
    pillars: [200, 450],
    belt: 142,
    wheels: [190, 800],
    radius: 72,
    sill: 258,
    roof: 58,
    head: [930, 160, 992, 172],
    tail: [10, 140, 26, 176],
    port: [95, 150],
    doors: [330, 470, 690],
    rims: 'rugged',
  },
  offroader: {
    outline: [
      [10, 256],
      [6, 200],
      [6, 70],
      [22, 52],
      [600, 48],
      [660, 56],
      [735, 128],
      [940, 134],
      [990, 142],
      [996, 200],
      [990, 248],
      [976, 258],
      [840, 258],
      [160, 258],
    ],
    glass: [
      [30, 122],
      [32, 66],
      [590, 62],
      [645, 70],
      [712, 130],
    ],
    pillars: [210, 440],
    belt: 132,
    wheels: [185, 810],
    radius: 76,
    sill: 258,
    roof: 48,
    head: [950, 146, 994, 158],
    tail: [6, 132, 18, 168],
    port: [80, 148],
    doors: [300, 455, 680],
    rims: 'rugged',
  },
}

/**
 * The outlines above are drawn flat (easier to read as numbers); a real car is about a third as
 * tall as it is long, so heights are stretched by HEIGHT_SCALE and the wheels by WHEEL_SCALE.
 */
const HEIGHT_SCALE = 1.45
const WHEEL_SCALE = 1.2
const raise = (y: number) => 300 - (300 - y) * HEIGHT_SCALE
const raised = (points: Point[]): Point[] => points.map(([x, y]) => [x, raise(y)])
const raiseBody = (b: Body): Body => ({
  ...b,
  outline: raised(b.outline),
  glass: raised(b.glass),
  belt: raise(b.belt),
  sill: raise(b.sill),
  roof: raise(b.roof),
  radius: b.radius * WHEEL_SCALE,
  head: [b.head[0], raise(b.head[1]), b.head[2], raise(b.head[3])],
  tail: [b.tail[0], raise(b.tail[1]), b.tail[2], raise(b.tail[3])],
  port: [b.port[0], raise(b.port[1])],
})
const BODIES = Object.fromEntries(Object.entries(DRAWN).map(([name, b]) => [name, raiseBody(b)])) as Record<keyof typeof DRAWN, Body>

/** The car's box in its own units (facing right): left, top, right, bottom. */
export function carBox(model: Model): [number, number, number, number] {
  return [0, BODIES[MODELS[model].body].roof - 6, 1000, 300]
}

/** Where a named part of the side view is, in the car's own units. */
export function carPart(model: Model, part: 'head' | 'front-wheel' | 'rear-wheel' | 'port' | 'roof'): Point {
  const b = BODIES[MODELS[model].body]
  switch (part) {
    case 'head':
      return [(b.head[0] + b.head[2]) / 2, (b.head[1] + b.head[3]) / 2]
    case 'front-wheel':
      return [b.wheels[1], 300 - b.radius]
    case 'rear-wheel':
      return [b.wheels[0], 300 - b.radius]
    case 'port':
      return b.port
    case 'roof':
      return [(b.glass[1]![0] + b.glass[2]![0]) / 2, b.roof]
  }
}

export interface Light {
  /** The sky's colour, reflected in the upper panels and the glass. */
  sky: string
  /** Night or dusk: lamps lit and casting light on the road. */
  lampsOn: boolean
}

function wheel(cx: number, cy: number, r: number, rims: Body['rims'], uid: string, caliper: string | null): string {
  const rim = r * 0.7
  const spokes = { aero: 5, twin: 10, star: 5, rugged: 6 }[rims]
  const spokeWidth = { aero: rim * 0.42, twin: rim * 0.1, star: rim * 0.16, rugged: rim * 0.26 }[rims]
  const spokePaths = Array.from({ length: spokes }, (_, i) => {
    const angle = (i * 360) / spokes + (rims === 'twin' && i % 2 ? 8 : 0)
    return `<rect x="${-spokeWidth / 2}" y="${-rim}" width="${spokeWidth}" height="${rim}" rx="${spokeWidth / 3}" transform="rotate(${angle})"/>`
  }).join('')
  return `<g transform="translate(${cx} ${cy})">
    <circle r="${r + 7}" fill="#050506"/>
    <circle r="${r}" fill="#141416"/>
    <circle r="${r * 0.93}" fill="none" stroke="#2a2b2f" stroke-width="${r * 0.06}"/>
    <circle r="${rim}" fill="url(#rim-${uid})"/>
    ${caliper ? `<path d="M${rim * 0.45} ${-rim * 0.55} A${rim * 0.72} ${rim * 0.72} 0 0 1 ${rim * 0.72} 0" stroke="${caliper}" stroke-width="${rim * 0.2}" fill="none"/>` : ''}
    <circle r="${rim * 0.86}" fill="#1e2024" opacity="${rims === 'aero' ? 0.15 : 0.7}"/>
    <g fill="url(#rim-${uid})" stroke="#0d0e10" stroke-width="1.5">${spokePaths}</g>
    <circle r="${rim * 0.22}" fill="#2c2f35"/><circle r="${rim * 0.1}" fill="#9aa1aa"/>
  </g>`
}

/** A model from the side, facing right, in the car's own units (wrap it in a transform). */
export function sideView(model: Model, paint: string, light: Light, uid: string): string {
  const b = BODIES[MODELS[model].body]
  const outline = smooth(b.outline)
  // The window line is straight: a curve over the top, a line back along the beltline.
  const glass = `${smooth(b.glass, false)}Z`
  const [x1, y1, x2, y2] = b.head
  const [t1, u1, t2, u2] = b.tail
  const caliper = model === 'aurelia-gt' || model === 'aurelia-x' ? '#c8963e' : null
  const lampGlow = light.lampsOn
    ? `<ellipse cx="${x2 + 180}" cy="296" rx="260" ry="18" fill="url(#beam-${uid})"/><circle cx="${x2 - 6}" cy="${(y1 + y2) / 2}" r="40" fill="url(#lamp-${uid})"/>
       <circle cx="${t1 + 10}" cy="${(u1 + u2) / 2}" r="34" fill="url(#tail-${uid})"/>`
    : ''
  return `<g>
    <defs>
      ${linear(`paint-${uid}`, [lighten(paint, 0.35), paint, paint, darken(paint, 0.45)])}
      ${linear(`sky-${uid}`, [
        [light.sky, 0.55],
        [light.sky, 0.12],
        [light.sky, 0],
      ])}
      ${linear(`glass-${uid}`, [mix('#0a0d13', light.sky, 0.45), '#07090d', '#050608'])}
      ${linear(`rim-${uid}`, ['#d5d9de', '#8c939c', '#4a5058'])}
      ${glow(`shadow-${uid}`, '#000000', 0.75)}
      ${glow(`lamp-${uid}`, '#fff4d6', 0.9)}
      ${glow(`tail-${uid}`, '#ff2a2a', 0.7)}
      ${glow(`beam-${uid}`, '#fff1c4', 0.35)}
      <clipPath id="body-${uid}"><path d="${outline}"/></clipPath>
      <clipPath id="windows-${uid}"><path d="${glass}"/></clipPath>
    </defs>
    <ellipse cx="500" cy="298" rx="560" ry="26" fill="url(#shadow-${uid})"/>
    <path d="${outline}" fill="url(#paint-${uid})"/>
    <g clip-path="url(#body-${uid})">
      <rect x="0" y="0" width="1000" height="${b.belt + 24}" fill="url(#sky-${uid})"/>
      <path d="M0 ${b.belt + 16} L1000 ${b.belt + 22}" stroke="${lighten(paint, 0.6)}" stroke-opacity="0.55" stroke-width="4"/>
      <path d="M0 ${b.belt + 30} L1000 ${b.belt + 36}" stroke="#000" stroke-opacity="0.18" stroke-width="6"/>
      ${b.doors.map((x) => `<path d="M${x} ${b.belt} Q${x - 6} ${(b.belt + b.sill) / 2} ${x + 4} ${b.sill - 14}" stroke="#000" stroke-opacity="0.3" stroke-width="2.5" fill="none"/>`).join('')}
      ${b.doors
        .slice(0, -1)
        .map((x) => `<rect x="${x + 70}" y="${b.belt + 26}" width="46" height="7" rx="3.5" fill="${darken(paint, 0.35)}"/>`)
        .join('')}
      <rect x="0" y="${b.sill - 22}" width="1000" height="40" fill="#000" opacity="0.38"/>
    </g>
    <path d="${glass}" fill="url(#glass-${uid})"/>
    <g clip-path="url(#windows-${uid})">${b.pillars.map((x) => `<path d="M${x - 14} ${b.belt + 4} L${x + 22} ${b.roof - 10} L${x + 44} ${b.roof - 10} L${x + 8} ${b.belt + 4}Z" fill="#08090c"/>`).join('')}</g>
    <path d="${glass}" fill="none" stroke="#c9ced6" stroke-opacity="0.35" stroke-width="2.5"/>
    ${
      b.doors.length > 1
        ? `<path d="${polygon([
            [b.glass.at(-1)![0] - 30, b.belt - 6],
            [b.glass.at(-1)![0] - 4, b.belt - 22],
            [b.glass.at(-1)![0] + 14, b.belt - 4],
          ])}" fill="${darken(paint, 0.25)}"/>`
        : ''
    }
    <path d="M${x1} ${y1} Q${(x1 + x2) / 2} ${y1 - 3} ${x2} ${y2}" stroke="#fffaf0" stroke-width="7" stroke-linecap="round" fill="none"/>
    <path d="M${t1} ${u1} L${t2} ${u2}" stroke="#d3121f" stroke-width="7" stroke-linecap="round"/>
    <rect x="${b.port[0] - 18}" y="${b.port[1] - 13}" width="36" height="26" rx="8" fill="none" stroke="#000" stroke-opacity="0.3" stroke-width="2"/>
    ${lampGlow}
    ${wheel(b.wheels[0], 300 - b.radius, b.radius, b.rims, uid, caliper)}
    ${wheel(b.wheels[1], 300 - b.radius, b.radius, b.rims, uid, caliper)}
  </g>`
}

/** The car's width seen from the front (in side-view units, 1000 = its length) and height to width. */
const FACE = {
  hatchback: { width: 390, ratio: 0.78 },
  saloon: { width: 400, ratio: 0.72 },
  coupe: { width: 410, ratio: 0.64 },
  concept: { width: 420, ratio: 0.58 },
  suv: { width: 410, ratio: 0.9 },
  offroader: { width: 410, ratio: 0.98 },
} as const

/**
 * A model from the front (lamps white) or the rear (lamps red), centred on x = 500 with the ground
 * at y = 300, at the same scale as its side view.
 */
export function endView(model: Model, paint: string, light: Light, end: 'front' | 'rear', uid: string): string {
  const { body } = MODELS[model]
  const { width, ratio } = FACE[body]
  const height = width * ratio
  const half = width / 2
  const [l, r] = [500 - half, 500 + half]
  const y = (share: number) => 300 - height * share
  const roofHalf = half * 0.62
  const outline = smooth([
    [l + 14, y(0.1)],
    [l, y(0.3)],
    [l + 4, y(0.52)],
    [l + 20, y(0.6)],
    [500 - roofHalf, y(0.97)],
    [500, y(1)],
    [500 + roofHalf, y(0.97)],
    [r - 20, y(0.6)],
    [r - 4, y(0.52)],
    [r, y(0.3)],
    [r - 14, y(0.1)],
  ])
  const glass = smooth([
    [l + 34, y(0.6)],
    [500 - roofHalf + 14, y(0.93)],
    [500 + roofHalf - 14, y(0.93)],
    [r - 34, y(0.6)],
  ])
  const lampY = y(0.48)
  const lamp = end === 'front' ? '#fffaf0' : '#d3121f'
  const bar =
    body === 'suv' || body === 'offroader'
      ? `<rect x="${l + 16}" y="${lampY}" width="${width * 0.2}" height="12" rx="6" fill="${lamp}"/><rect x="${r - 16 - width * 0.2}" y="${lampY}" width="${width * 0.2}" height="12" rx="6" fill="${lamp}"/>`
      : `<path d="M${l + 14} ${lampY} Q500 ${lampY + 8} ${r - 14} ${lampY}" stroke="${lamp}" stroke-width="6" fill="none" stroke-linecap="round"/>`
  const intake =
    end === 'front'
      ? `<path d="${smooth([
          [l + 80, y(0.3)],
          [500, y(0.32)],
          [r - 80, y(0.3)],
          [r - 96, y(0.16)],
          [500, y(0.14)],
          [l + 96, y(0.16)],
        ])}" fill="#0b0c0f"/>`
      : `<rect x="${500 - 70}" y="${y(0.36)}" width="140" height="${height * 0.12}" rx="6" fill="${darken(paint, 0.3)}"/>`
  const glowLamps = light.lampsOn
    ? `<circle cx="${l + 50}" cy="${lampY + 6}" r="60" fill="url(#end-glow-${uid})"/><circle cx="${r - 50}" cy="${lampY + 6}" r="60" fill="url(#end-glow-${uid})"/>`
    : ''
  const mirror = (x: number, side: 1 | -1) =>
    `<path d="M${x} ${y(0.62)} l${side * 44} -6 l${side * 4} 24 l${side * -44} 6Z" fill="${darken(paint, 0.2)}"/>`
  return `<g>
    <defs>
      ${linear(`end-paint-${uid}`, [lighten(paint, 0.3), paint, darken(paint, 0.4)])}
      ${linear(
        `end-shade-${uid}`,
        [
          [darken(paint, 0.5), 0.7],
          [paint, 0],
          [paint, 0],
          [darken(paint, 0.5), 0.7],
        ],
        [0, 0, 1, 0],
      )}
      ${linear(`end-glass-${uid}`, [mix('#0a0d13', light.sky, 0.5), '#06070a'])}
      ${glow(`end-shadow-${uid}`, '#000000', 0.8)}
      ${glow(`end-glow-${uid}`, lamp, 0.55)}
    </defs>
    <ellipse cx="500" cy="296" rx="${half + 50}" ry="18" fill="url(#end-shadow-${uid})"/>
    <rect x="${l + 10}" y="${y(0.3)}" width="${width * 0.14}" height="${height * 0.3}" rx="10" fill="#111214"/>
    <rect x="${r - 10 - width * 0.14}" y="${y(0.3)}" width="${width * 0.14}" height="${height * 0.3}" rx="10" fill="#111214"/>
    ${mirror(l + 22, -1)}${mirror(r - 22, 1)}
    <path d="${outline}" fill="url(#end-paint-${uid})"/>
    <path d="${outline}" fill="url(#end-shade-${uid})"/>
    <path d="${glass}" fill="url(#end-glass-${uid})"/>
    ${bar}${intake}
    <circle cx="500" cy="${lampY + 22}" r="7" fill="#c8a25a"/>
    <rect x="${l + 30}" y="${y(0.12)}" width="${width - 60}" height="8" rx="4" fill="#000" opacity="0.4"/>
    ${glowLamps}
  </g>`
}

/** The end view's box in its own units: left, top, right, bottom. */
export function endBox(model: Model): [number, number, number, number] {
  const { width, ratio } = FACE[MODELS[model].body]
  return [500 - width / 2, 300 - width * ratio, 500 + width / 2, 300]
}
