import { carBox, carPart, endBox, endView, PAINTS, sideView, type Model, type Paint } from './cars.ts'
import { darken, glow, lighten, linear, mix, polygon, random, smooth, type Point } from './paint.ts'

/**
 * The demo's pictures as SVG: a model in a paint, in a setting at a time of day,
 * composed for copy — the car on one side and open sky or wall on the other — plus cabins and
 * close-ups. Each picture reports its focal point (the car), which the site keeps in view when it
 * crops the picture (ADR 052).
 */

export const WIDTH = 1920
export const HEIGHT = 1080

export type Time = 'dawn' | 'day' | 'golden' | 'dusk' | 'night' | 'overcast'
export type Setting =
  'studio' | 'studio-dark' | 'coast' | 'mountains' | 'city' | 'forest' | 'snow' | 'desert' | 'home' | 'showroom' | 'design'
/** Where the car stands: on the left or right third (copy on the other side), or large in the middle. */
export type Place = 'left' | 'right' | 'centre'
export type Trim = 'cream' | 'charcoal' | 'tan'

export type Shot =
  | { kind: 'side'; model: Model; paint: Paint; setting: Setting; time: Time; place: Place; second?: { model: Model; paint: Paint } }
  | { kind: 'front' | 'rear'; model: Model; paint: Paint; setting: Setting; time: Time }
  | { kind: 'cabin'; model: Model; trim: Trim; time: Time; setting: Setting }
  | { kind: 'wheel' | 'lamp' | 'port'; model: Model; paint: Paint }

export interface Picture {
  svg: string
  /** The subject's centre in percent of the width and height: what a crop keeps in view. */
  focal: { x: number; y: number }
}

interface Sky {
  colours: string[]
  sun: string | null
  /** The sun's height above the horizon, in picture heights. */
  sunHeight: number
  lampsOn: boolean
  stars: boolean
  /** The light on the land: 0 dark, 1 full day. */
  light: number
}

const SKIES: Record<Time, Sky> = {
  dawn: {
    colours: ['#1c2748', '#6b5f8f', '#e9a98f', '#f6d2b0'],
    sun: '#ffe2bd',
    sunHeight: 0.03,
    lampsOn: false,
    stars: false,
    light: 0.55,
  },
  day: { colours: ['#2f6db8', '#5f9ad6', '#a9cdec', '#dcebf5'], sun: '#fffdf2', sunHeight: 0.34, lampsOn: false, stars: false, light: 1 },
  golden: {
    colours: ['#27305e', '#8a5a7d', '#e98e5a', '#f9c46b'],
    sun: '#ffdc8a',
    sunHeight: 0.06,
    lampsOn: false,
    stars: false,
    light: 0.7,
  },
  dusk: { colours: ['#0c1530', '#273462', '#7a5478', '#d9826d'], sun: null, sunHeight: 0, lampsOn: true, stars: true, light: 0.35 },
  night: { colours: ['#02040a', '#070d1f', '#101b38', '#1f2c52'], sun: null, sunHeight: 0, lampsOn: true, stars: true, light: 0.15 },
  overcast: { colours: ['#7f94ad', '#a9b9cb', '#d3dde8', '#eef2f6'], sun: null, sunHeight: 0, lampsOn: false, stars: false, light: 0.9 },
}

/** A ridge line across the picture: a random walk smoothed, between `top` and `bottom` (px). */
function ridge(rand: () => number, top: number, bottom: number, steps: number, jagged = false): string {
  const points: Point[] = [[-20, bottom]]
  let y = top + (bottom - top) * rand()
  for (let i = 0; i <= steps; i++) {
    y += (rand() - 0.5) * (bottom - top) * (jagged ? 1.1 : 0.7)
    // Bounced back inside the band rather than clamped, so no ridge runs flat along its edge.
    if (y < top) y = 2 * top - y
    if (y > bottom) y = 2 * bottom - y
    y = Math.min(bottom, Math.max(top, y))
    points.push([(i / steps) * (WIDTH + 40) - 20, y])
  }
  points.push([WIDTH + 20, bottom])
  return jagged ? polygon([...points, [WIDTH + 20, HEIGHT], [-20, HEIGHT]]) : smooth([...points, [WIDTH + 20, HEIGHT], [-20, HEIGHT]])
}

function skyLayer(sky: Sky, horizon: number, sunX: number, rand: () => number): string {
  const stars = sky.stars
    ? Array.from({ length: 90 }, () => {
        const [x, y] = [rand() * WIDTH, rand() * horizon * 0.8]
        return `<circle cx="${x.toFixed(0)}" cy="${y.toFixed(0)}" r="${(0.6 + rand() * 1.6).toFixed(1)}" fill="#fff" opacity="${(0.25 + rand() * 0.6).toFixed(2)}"/>`
      }).join('')
    : ''
  const sunY = horizon - sky.sunHeight * HEIGHT
  const sun = sky.sun
    ? `<circle cx="${sunX}" cy="${sunY}" r="${HEIGHT * 0.3}" fill="url(#sun-halo)"/><circle cx="${sunX}" cy="${sunY}" r="${HEIGHT * 0.045}" fill="${sky.sun}"/>`
    : `<ellipse cx="${sunX}" cy="${horizon}" rx="${WIDTH * 0.5}" ry="${HEIGHT * 0.22}" fill="url(#sun-halo)" opacity="0.6"/>`
  const clouds = Array.from({ length: 5 }, () => {
    const [x, y, w] = [rand() * WIDTH, horizon * (0.15 + rand() * 0.55), 200 + rand() * 420]
    return `<ellipse cx="${x.toFixed(0)}" cy="${y.toFixed(0)}" rx="${w.toFixed(0)}" ry="${(w * 0.06).toFixed(0)}" fill="${lighten(sky.colours[2]!, 0.25)}" opacity="${(0.12 + sky.light * 0.2).toFixed(2)}"/>`
  }).join('')
  return `<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#sky)"/>${stars}${sun}${clouds}`
}

/** Trees as stacked triangles: a fir line along `base`, `height` tall, in `colour`. */
function firs(rand: () => number, base: number, height: number, colour: string, count: number): string {
  return Array.from({ length: count }, (_, i) => {
    const x = (i / count) * (WIDTH + 100) - 50 + rand() * 40
    const h = height * (0.6 + rand() * 0.6)
    const w = h * 0.36
    const tiers = [0, 0.28, 0.52].map((t) =>
      polygon([
        [x - w * (1 - t * 0.6), base - h * t],
        [x, base - h],
        [x + w * (1 - t * 0.6), base - h * t],
      ]),
    )
    return `<path d="${tiers.join('')}" fill="${colour}"/>`
  }).join('')
}

function buildings(rand: () => number, base: number, maxHeight: number, colour: string, windows: string | null, count: number): string {
  let x = -20
  let out = ''
  for (let i = 0; i < count && x < WIDTH; i++) {
    const w = 60 + rand() * 120
    const h = maxHeight * (0.35 + rand() * 0.65)
    out += `<rect x="${x.toFixed(0)}" y="${(base - h).toFixed(0)}" width="${w.toFixed(0)}" height="${h.toFixed(0)}" fill="${colour}"/>`
    if (windows) {
      for (let wy = base - h + 14; wy < base - 20; wy += 22) {
        for (let wx = x + 10; wx < x + w - 14; wx += 18) {
          if (rand() < 0.32)
            out += `<rect x="${wx.toFixed(0)}" y="${wy.toFixed(0)}" width="8" height="11" fill="${windows}" opacity="${(0.4 + rand() * 0.5).toFixed(2)}"/>`
        }
      }
    }
    x += w + 4 + rand() * 20
  }
  return out
}

/** The land behind the car: everything from the sky down to the road. */
function landscape(setting: Setting, sky: Sky, horizon: number, road: number, rand: () => number, carSide: number): string {
  const land = (colour: string) => mix(colour, sky.colours[1]!, 0.55 - sky.light * 0.4)
  const haze = sky.colours[3]!
  switch (setting) {
    case 'coast': {
      const sea = `<rect y="${horizon}" width="${WIDTH}" height="${road - horizon}" fill="url(#sea)"/>
        <ellipse cx="${carSide}" cy="${horizon + 60}" rx="70" ry="${(road - horizon) * 0.6}" fill="${sky.sun ?? haze}" opacity="0.18"/>`
      // A low headland behind the car; the sea open on the other side.
      const toOpen = carSide > WIDTH / 2 ? -1 : 1
      const cliffs = `<path d="${smooth(
        [
          [carSide - toOpen * 260, road],
          [carSide - toOpen * 60, horizon - 20],
          [carSide - toOpen * 300, horizon - 90],
          [carSide - toOpen * 700, horizon - 60],
          [carSide - toOpen * 1100, road],
        ],
        false,
      )}" fill="${land('#3a3430')}"/>`
      return `${sea}${cliffs}<path d="${ridge(rand, horizon - 40, horizon + 4, 8)}" fill="${mix(haze, '#556070', 0.5)}" opacity="0.5" transform="translate(${carSide > WIDTH / 2 ? -WIDTH * 0.6 : WIDTH * 0.6} 0)"/>`
    }
    case 'mountains':
      return [
        `<path d="${ridge(rand, horizon - 330, horizon - 120, 9, true)}" fill="${mix(haze, '#5b6787', 0.45)}"/>`,
        `<path d="${ridge(rand, horizon - 210, horizon - 40, 7)}" fill="${mix(haze, '#3f4b63', 0.6)}"/>`,
        `<path d="${ridge(rand, horizon - 110, horizon + 30, 6)}" fill="${land('#35432f')}"/>`,
        `<rect y="${horizon + 20}" width="${WIDTH}" height="${road - horizon}" fill="${land('#2f3c28')}"/>`,
      ].join('')
    case 'snow':
      return [
        `<path d="${ridge(rand, horizon - 380, horizon - 120, 10, true)}" fill="#dfe7f0"/>`,
        `<path d="${ridge(rand, horizon - 380, horizon - 120, 10, true)}" fill="#9fb1c8" opacity="0.35"/>`,
        `<path d="${ridge(rand, horizon - 200, horizon - 20, 8, true)}" fill="#eef3f8"/>`,
        firs(rand, horizon + 40, 120, '#2c3b3a', 26),
        `<rect y="${horizon + 36}" width="${WIDTH}" height="${road - horizon}" fill="#f3f6f9"/>`,
      ].join('')
    case 'forest':
      return [
        `<path d="${ridge(rand, horizon - 200, horizon - 60, 7)}" fill="${mix(haze, '#3d5a4a', 0.5)}"/>`,
        firs(rand, horizon + 10, 260, mix(haze, '#2a4636', 0.55), 30),
        `<rect y="${horizon - 40}" width="${WIDTH}" height="120" fill="${haze}" opacity="0.28"/>`,
        firs(rand, horizon + 90, 380, land('#1c3326'), 22),
        `<rect y="${horizon + 80}" width="${WIDTH}" height="${road - horizon}" fill="${land('#2b3a22')}"/>`,
      ].join('')
    case 'desert':
      return [
        `<path d="${ridge(rand, horizon - 90, horizon - 10, 6)}" fill="${mix(haze, '#b0734c', 0.55)}"/>`,
        `<path d="${ridge(rand, horizon - 40, horizon + 60, 5)}" fill="${land('#c98d55')}"/>`,
        `<path d="${ridge(rand, horizon + 30, horizon + 140, 4)}" fill="${land('#b0713f')}"/>`,
      ].join('')
    case 'city': {
      const lit = sky.lampsOn ? '#ffd27a' : null
      const lamps = Array.from({ length: 7 }, (_, i) => {
        const x = (i + 0.5) * (WIDTH / 7)
        return `<rect x="${x - 3}" y="${road - 300}" width="6" height="300" fill="#0c0e14"/><rect x="${x - 3}" y="${road - 300}" width="46" height="6" fill="#0c0e14"/>${
          sky.lampsOn ? `<circle cx="${x + 40}" cy="${road - 290}" r="70" fill="url(#street-lamp)"/>` : ''
        }`
      }).join('')
      return [
        buildings(rand, horizon + 40, 420, mix(haze, '#2b3348', 0.55), null, 40),
        buildings(rand, road - 40, 520, darken(sky.colours[1]!, 0.55), lit, 30),
        `<rect y="${road - 44}" width="${WIDTH}" height="60" fill="${darken(sky.colours[1]!, 0.65)}"/>`,
        lamps,
      ].join('')
    }
    default:
      return ''
  }
}

/** The road the car stands on, seen from the side: a band of asphalt (or a track, or snow). */
function roadLayer(setting: Setting, sky: Sky, road: number): string {
  const surface = { snow: '#c9d3de', forest: '#5a4a36', desert: '#8a6a4a', mountains: '#2a2c30' }[setting as string] ?? '#1f2126'
  const lit = mix(surface, sky.colours[3]!, 0.25)
  const line =
    setting === 'forest' || setting === 'desert'
      ? ''
      : `<path d="M0 ${road + 52} H${WIDTH}" stroke="#e9e4d3" stroke-opacity="0.5" stroke-width="5" stroke-dasharray="90 70"/>`
  const wet = sky.lampsOn
    ? Array.from(
        { length: 7 },
        (_, i) => `<rect x="${(i + 0.5) * (WIDTH / 7) + 34}" y="${road + 4}" width="12" height="90" fill="url(#wet)" opacity="0.3"/>`,
      ).join('')
    : ''
  return `<rect y="${road - 34}" width="${WIDTH}" height="${HEIGHT - road + 34}" fill="url(#road)"/>
    <defs>${linear('road', [lit, surface, darken(surface, 0.5)])}</defs>
    <path d="M0 ${road - 30} H${WIDTH}" stroke="#f1ede2" stroke-opacity="0.25" stroke-width="3"/>${line}${wet}`
}

/** Indoor rooms: the studios, the showroom, the design studio and the house with its charger. */
function room(setting: Setting, sky: Sky, floor: number, rand: () => number, carSide: number): string {
  switch (setting) {
    case 'studio':
      return `<rect width="${WIDTH}" height="${floor}" fill="url(#wall)"/><defs>${linear('wall', ['#c9cdd2', '#e6e8eb', '#f2f3f4'])}${linear('floor', ['#d4d7db', '#aab0b7', '#8e959d'])}</defs>
        <ellipse cx="${carSide}" cy="${floor - 120}" rx="${WIDTH * 0.45}" ry="${HEIGHT * 0.4}" fill="url(#spot)"/>
        <rect y="${floor}" width="${WIDTH}" height="${HEIGHT - floor}" fill="url(#floor)"/>`
    case 'studio-dark':
      return `<rect width="${WIDTH}" height="${floor}" fill="url(#wall)"/><defs>${linear('wall', ['#0b0c0e', '#1a1c20', '#24262b'])}${linear('floor', ['#1c1d21', '#0e0f11', '#050506'])}</defs>
        <polygon points="${carSide - 160},0 ${carSide + 160},0 ${carSide + 520},${floor + 140} ${carSide - 520},${floor + 140}" fill="#fff" opacity="0.05"/>
        <ellipse cx="${carSide}" cy="${floor - 60}" rx="${WIDTH * 0.35}" ry="${HEIGHT * 0.3}" fill="url(#spot)" opacity="0.35"/>
        <rect y="${floor}" width="${WIDTH}" height="${HEIGHT - floor}" fill="url(#floor)"/>
        <rect x="${carSide - 420}" y="0" width="840" height="16" fill="#fff" opacity="0.5"/>`
    case 'showroom': {
      const mullions = Array.from(
        { length: 9 },
        (_, i) => `<rect x="${i * 240 - 4}" y="90" width="10" height="${floor - 90}" fill="#2a2d33"/>`,
      ).join('')
      return `<defs>${linear('outside', ['#6f9fd0', '#b7d3ea', '#e3eef6'])}${linear('floor', ['#e8e6e1', '#c8c4bd', '#a8a39b'])}</defs>
        <rect width="${WIDTH}" height="${floor}" fill="url(#outside)"/>
        ${buildings(rand, floor - 40, 360, '#9fb3c6', null, 40)}
        <rect y="${floor - 40}" width="${WIDTH}" height="40" fill="#7d8a97"/>
        ${mullions}<rect y="${floor * 0.52}" width="${WIDTH}" height="8" fill="#2a2d33"/>
        <rect width="${WIDTH}" height="90" fill="#ecebe8"/>${Array.from({ length: 6 }, (_, i) => `<rect x="${i * 330 + 80}" y="38" width="200" height="10" rx="5" fill="#fffef6"/>`).join('')}
        <rect y="${floor}" width="${WIDTH}" height="${HEIGHT - floor}" fill="url(#floor)"/>`
    }
    case 'design': {
      const boards = [0.08, 0.3, 0.52, 0.74]
        .map((x, i) => {
          const bx = x * WIDTH
          const sketch = smooth(
            Array.from({ length: 7 }, (_, j): Point => [bx + 30 + j * 50, 260 - Math.sin((j / 6) * Math.PI) * (60 + i * 10) + rand() * 8]),
            false,
          )
          return `<rect x="${bx}" y="140" width="380" height="250" fill="#e9e6df" opacity="0.92"/>
            <path d="${sketch}" stroke="#2b2b30" stroke-width="3" fill="none"/><path d="M${bx + 40} 330 H${bx + 340}" stroke="#2b2b30" stroke-width="2"/>
            <circle cx="${bx + 100}" cy="322" r="26" stroke="#2b2b30" stroke-width="3" fill="none"/><circle cx="${bx + 290}" cy="322" r="26" stroke="#2b2b30" stroke-width="3" fill="none"/>
            <path d="${smooth(
              Array.from({ length: 5 }, (_, j): Point => [bx + 40 + j * 75, 300 - Math.sin((j / 4) * Math.PI) * 40]),
              false,
            )}" stroke="#b3873b" stroke-width="2" fill="none"/>`
        })
        .join('')
      return `<defs>${linear('wall', ['#1b1c20', '#26282d'])}${linear('floor', ['#2d2e33', '#151619'])}</defs>
        <rect width="${WIDTH}" height="${floor}" fill="url(#wall)"/>${boards}
        <rect y="${floor}" width="${WIDTH}" height="${HEIGHT - floor}" fill="url(#floor)"/>
        <ellipse cx="${carSide}" cy="${floor + 20}" rx="560" ry="60" fill="#3a3b40"/><ellipse cx="${carSide}" cy="${floor + 10}" rx="540" ry="52" fill="#45464c"/>
        <ellipse cx="${carSide}" cy="${floor - 200}" rx="700" ry="420" fill="url(#spot)" opacity="0.25"/>`
    }
    case 'home': {
      const house = WIDTH - carSide > carSide ? WIDTH * 0.52 : WIDTH * 0.02
      const window = sky.lampsOn ? '#ffcf84' : '#9fb8cf'
      return `${skyLayer(sky, floor, carSide, rand)}
        <path d="${ridge(rand, floor - 260, floor - 120, 6)}" fill="${mix(sky.colours[2]!, '#1d2430', 0.7)}"/>
        <rect x="${house}" y="${floor - 620}" width="${WIDTH * 0.46}" height="620" fill="${mix('#8d8a84', sky.colours[1]!, 0.5)}"/>
        ${Array.from({ length: 18 }, (_, i) => `<rect x="${house + (i * (WIDTH * 0.46)) / 18}" y="${floor - 620}" width="4" height="620" fill="#000" opacity="0.12"/>`).join('')}
        <polygon points="${house - 40},${floor - 620} ${house + WIDTH * 0.23},${floor - 760} ${house + WIDTH * 0.46 + 40},${floor - 620}" fill="#23262c"/>
        <rect x="${house + 90}" y="${floor - 520}" width="340" height="260" fill="${window}"/><rect x="${house + 256}" y="${floor - 520}" width="8" height="260" fill="#23262c"/>
        ${sky.lampsOn ? `<rect x="${house + 20}" y="${floor - 560}" width="480" height="360" fill="url(#window-glow)"/>` : ''}
        <rect x="${house + 520}" y="${floor - 400}" width="300" height="400" fill="#3b3f46"/>
        <rect x="${house + 470}" y="${floor - 330}" width="54" height="90" rx="10" fill="#eceff2"/><rect x="${house + 486}" y="${floor - 312}" width="22" height="6" rx="3" fill="#3ddc84"/>
        <rect y="${floor}" width="${WIDTH}" height="${HEIGHT - floor}" fill="url(#drive)"/>
        <defs>${linear('drive', [mix('#77736c', sky.colours[1]!, 0.4), '#3b3935', '#1d1c1a'])}${glow('window-glow', '#ffcf84', 0.4)}</defs>`
    }
    default:
      return ''
  }
}

/** How large a side view is drawn, as a share of the picture's width, and where its wheels stand. */
const PLACEMENT: Record<Place, { width: number; ground: number; centre: number }> = {
  left: { width: 0.5, ground: 0.86, centre: 0.29 },
  right: { width: 0.5, ground: 0.86, centre: 0.71 },
  centre: { width: 0.74, ground: 0.82, centre: 0.5 },
}

const INDOOR: readonly Setting[] = ['studio', 'studio-dark', 'showroom', 'design']
const pc = (value: number, of: number) => Math.round((value / of) * 100)

/** The defs every outdoor or indoor picture shares: sky, sea, glows. */
function sharedDefs(sky: Sky): string {
  return `${linear('sky', sky.colours)}${linear('sea', [mix(sky.colours[3]!, '#1b3a5c', 0.5), mix(sky.colours[1]!, '#0b1d33', 0.7)])}
    ${glow('sun-halo', sky.sun ?? sky.colours[3]!, 0.55)}${glow('spot', '#ffffff', 0.55)}${glow('street-lamp', '#ffd58a', 0.55)}
    ${linear('wet', [
      ['#ffd58a', 0.6],
      ['#ffd58a', 0],
    ])}
    <radialGradient id="vignette" cx="0.5" cy="0.5" r="0.78"><stop offset="0.62" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.5"/></radialGradient>
    ${linear('reflection-fade', [
      ['#fff', 0.35],
      ['#fff', 0],
    ])}<mask id="reflection"><rect width="${WIDTH}" height="${HEIGHT}" fill="url(#reflection-fade)"/></mask>`
}

function frame(defs: string, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
  <defs>${defs}</defs>${body}<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#vignette)"/></svg>`
}

/** A car (side or end view) standing on `ground` (px), centred at `centre` (px), `width` px long. */
function placeCar(view: string, model: Model, centre: number, ground: number, width: number, facingLeft: boolean) {
  const scale = width / 1000
  const [, top] = carBox(model)
  const left = centre - width / 2
  const transform = facingLeft
    ? `translate(${left + width} ${ground - 300 * scale}) scale(${-scale} ${scale})`
    : `translate(${left} ${ground - 300 * scale}) scale(${scale})`
  const at = ([x, y]: Point): Point => [facingLeft ? left + width - x * scale : left + x * scale, ground - (300 - y) * scale]
  return { markup: `<g transform="${transform}">${view}</g>`, box: [left, ground - (300 - top) * scale, left + width, ground] as const, at }
}

function outdoorOrRoom(setting: Setting, sky: Sky, rand: () => number, ground: number, carSide: number) {
  if (INDOOR.includes(setting) || setting === 'home') return room(setting, sky, ground - (setting === 'home' ? 0 : 40), rand, carSide)
  const horizon = setting === 'city' ? ground - 150 : HEIGHT * 0.6
  return `${skyLayer(sky, horizon, carSide, rand)}${landscape(setting, sky, horizon, ground, rand, carSide)}${roadLayer(setting, sky, ground)}`
}

function sideShot(shot: Extract<Shot, { kind: 'side' }>, seed: number): Picture {
  const sky = SKIES[shot.time]
  const rand = random(seed)
  const place = PLACEMENT[shot.place]
  const ground = HEIGHT * place.ground
  const centre = WIDTH * place.centre
  const width = WIDTH * place.width
  const light = { sky: INDOOR.includes(shot.setting) ? '#e8ecf1' : sky.colours[2]!, lampsOn: sky.lampsOn && !INDOOR.includes(shot.setting) }
  // A car on the right faces left, into the open space (and so the copy); on the left it faces right.
  const facingLeft = shot.place !== 'left'
  const car = placeCar(sideView(shot.model, PAINTS[shot.paint], light, 'a'), shot.model, centre, ground, width, facingLeft)
  const second = shot.second
    ? placeCar(
        sideView(shot.second.model, PAINTS[shot.second.paint], light, 'b'),
        shot.second.model,
        WIDTH - centre,
        ground - 70,
        width * 0.8,
        !facingLeft,
      )
    : null
  const reflective = shot.setting === 'studio' || shot.setting === 'studio-dark' || shot.setting === 'showroom'
  const cars = [second, car].filter((c) => c !== null)
  const reflections = reflective
    ? `<g mask="url(#reflection)" opacity="0.5">${cars.map((c) => `<g transform="translate(0 ${2 * c.box[3]}) scale(1 -1)">${c.markup}</g>`).join('')}</g>`
    : ''
  const plug =
    shot.setting === 'home'
      ? (() => {
          const [px, py] = car.at(carPart(shot.model, 'port'))
          return `<path d="M${px} ${py} C${px + 40} ${py + 160}, ${WIDTH * 0.78} ${ground + 30}, ${WIDTH * 0.52 + 497} ${ground - 240}" stroke="#15171b" stroke-width="9" fill="none"/><circle cx="${px}" cy="${py}" r="12" fill="#15171b"/><circle cx="${px}" cy="${py}" r="20" fill="#3ddc84" opacity="0.35"/>`
        })()
      : ''
  const body = `${outdoorOrRoom(shot.setting, sky, rand, ground, centre)}${reflections}${cars.map((c) => c.markup).join('')}${plug}`
  const [l, t, r, b] = car.box
  return { svg: frame(sharedDefs(sky), body), focal: { x: pc((l + r) / 2, WIDTH), y: pc((t + b) / 2, HEIGHT) } }
}

function endShot(shot: Extract<Shot, { kind: 'front' | 'rear' }>, seed: number): Picture {
  const sky = SKIES[shot.time]
  const rand = random(seed)
  const ground = HEIGHT * 0.84
  // The same scale as a side view in the middle, so the 360° frames keep the car's size.
  const length = WIDTH * PLACEMENT.centre.width
  const light = { sky: '#e8ecf1', lampsOn: sky.lampsOn }
  const car = placeCar(endView(shot.model, PAINTS[shot.paint], light, shot.kind, 'a'), shot.model, WIDTH / 2, ground, length, false)
  const body = `${outdoorOrRoom(shot.setting, sky, rand, ground, WIDTH / 2)}
    <g mask="url(#reflection)" opacity="0.5"><g transform="translate(0 ${2 * ground}) scale(1 -1)">${car.markup}</g></g>${car.markup}`
  const top = ground - (300 - endBox(shot.model)[1]) * (length / 1000)
  return { svg: frame(sharedDefs(sky), body), focal: { x: 50, y: pc((top + ground) / 2, HEIGHT) } }
}

const TRIMS: Record<Trim, { seat: string; dash: string; accent: string }> = {
  cream: { seat: '#e4dccd', dash: '#2b2a28', accent: '#c8a25a' },
  charcoal: { seat: '#2e3035', dash: '#1b1c1f', accent: '#5fa8ff' },
  tan: { seat: '#a56a3f', dash: '#231d19', accent: '#ff8a3d' },
}

/** The cabin from the rear seat: the road through the windscreen, the dashboard, the screen, the wheel. */
function cabinShot(shot: Extract<Shot, { kind: 'cabin' }>, seed: number): Picture {
  const sky = SKIES[shot.time]
  const rand = random(seed)
  const trim = TRIMS[shot.trim]
  const screen = polygon([
    [WIDTH * 0.18, 110],
    [WIDTH * 0.82, 110],
    [WIDTH * 0.95, 620],
    [WIDTH * 0.05, 620],
  ])
  const outside = `<clipPath id="windscreen"><path d="${screen}"/></clipPath><g clip-path="url(#windscreen)">${skyLayer(sky, 520, WIDTH * 0.62, rand)}${landscape(shot.setting, sky, 520, 660, rand, WIDTH * 0.62)}${roadLayer(shot.setting, sky, 660)}</g>`
  const dash = smooth([
    [-40, 640],
    [WIDTH * 0.25, 560],
    [WIDTH * 0.5, 548],
    [WIDTH * 0.75, 560],
    [WIDTH + 40, 640],
    [WIDTH + 40, 900],
    [-40, 900],
  ])
  const route = smooth(
    Array.from({ length: 6 }, (_, i): Point => [WIDTH * 0.42 + i * 44, 700 - rand() * 80]),
    false,
  )
  const roads = Array.from(
    { length: 6 },
    () => `<path d="M${WIDTH * 0.4 + rand() * 300} 640 L${WIDTH * 0.4 + rand() * 300} 800" stroke="#39404c" stroke-width="3"/>`,
  ).join('')
  const seat = (x: number) =>
    `<path d="${smooth([
      [x - 260, HEIGHT + 40],
      [x - 250, 880],
      [x - 200, 770],
      [x, 740],
      [x + 200, 770],
      [x + 250, 880],
      [x + 260, HEIGHT + 40],
    ])}" fill="url(#seat)"/>
     ${[-120, 0, 120].map((d) => `<path d="M${x + d} 770 V${HEIGHT}" stroke="${darken(trim.seat, 0.25)}" stroke-width="3" stroke-dasharray="10 8"/>`).join('')}`
  const body = `${outside}
    <path d="M0 0 H${WIDTH} V120 Q${WIDTH / 2} 90 0 120Z" fill="${darken(trim.seat, 0.7)}"/>
    <path d="${polygon([
      [0, 0],
      [WIDTH * 0.2, 110],
      [WIDTH * 0.06, 640],
      [0, 700],
    ])}" fill="#101114"/>
    <path d="${polygon([
      [WIDTH, 0],
      [WIDTH * 0.8, 110],
      [WIDTH * 0.94, 640],
      [WIDTH, 700],
    ])}" fill="#101114"/>
    <path d="${dash}" fill="url(#dash)"/>
    <path d="M0 628 Q${WIDTH / 2} 536 ${WIDTH} 628" stroke="${trim.accent}" stroke-width="5" fill="none" opacity="0.9"/>
    <path d="M0 628 Q${WIDTH / 2} 536 ${WIDTH} 628" stroke="${trim.accent}" stroke-width="18" fill="none" opacity="0.18"/>
    <rect x="${WIDTH * 0.38}" y="600" width="${WIDTH * 0.24}" height="230" rx="22" fill="#07080a" stroke="#3a3d44" stroke-width="4"/>
    <rect x="${WIDTH * 0.39}" y="614" width="${WIDTH * 0.22}" height="202" rx="12" fill="#141a24"/>${roads}
    <path d="${route}" stroke="${trim.accent}" stroke-width="6" fill="none"/>
    <rect x="${WIDTH * 0.565}" y="630" width="70" height="12" rx="6" fill="#cfd6df" opacity="0.7"/><rect x="${WIDTH * 0.565}" y="652" width="50" height="12" rx="6" fill="#cfd6df" opacity="0.4"/>
    <g transform="translate(${WIDTH * 0.76} 860)"><circle r="190" fill="none" stroke="#0c0d10" stroke-width="46"/><rect x="-190" y="-14" width="380" height="40" rx="18" fill="#0c0d10"/><circle r="46" fill="#17181c"/><circle r="16" fill="${trim.accent}" opacity="0.8"/></g>
    <rect x="${WIDTH * 0.44}" y="860" width="${WIDTH * 0.12}" height="240" rx="30" fill="${darken(trim.dash, 0.2)}"/>
    ${seat(WIDTH * 0.22)}
    <defs>${linear('dash', [lighten(trim.dash, 0.15), trim.dash, darken(trim.dash, 0.6)])}${linear('seat', [lighten(trim.seat, 0.2), trim.seat, darken(trim.seat, 0.5)])}</defs>`
  return { svg: frame(sharedDefs(sky), body), focal: { x: 50, y: 62 } }
}

/** Close-ups: a wheel, a front lamp, the charging port, in the model's paint. */
function detailShot(shot: Extract<Shot, { kind: 'wheel' | 'lamp' | 'port' }>, seed: number): Picture {
  const rand = random(seed)
  const paint = PAINTS[shot.paint]
  const sky = SKIES.overcast
  const panel = `<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#panel)"/><defs>${linear('panel', [lighten(paint, 0.45), paint, darken(paint, 0.55)])}</defs>
    <path d="M0 ${HEIGHT * 0.32} Q${WIDTH * 0.5} ${HEIGHT * 0.22} ${WIDTH} ${HEIGHT * 0.36}" stroke="#fff" stroke-opacity="0.45" stroke-width="10" fill="none"/>
    <path d="M0 ${HEIGHT * 0.36} Q${WIDTH * 0.5} ${HEIGHT * 0.27} ${WIDTH} ${HEIGHT * 0.4}" stroke="#000" stroke-opacity="0.2" stroke-width="14" fill="none"/>`
  if (shot.kind === 'wheel') {
    const [cx, cy, r] = [WIDTH * 0.62, HEIGHT * 0.7, HEIGHT * 0.48]
    const spokes = shot.model.startsWith('vantor') ? 6 : 5
    const spokeArt = Array.from(
      { length: spokes },
      (_, i) =>
        `<path d="M-22 0 L-46 ${-r * 0.62} Q0 ${-r * 0.7} 46 ${-r * 0.62} L22 0Z" transform="rotate(${(i * 360) / spokes + rand() * 2})" fill="url(#spoke)"/>`,
    ).join('')
    const caliper = shot.model === 'aurelia-gt' ? '#c8963e' : '#5c6168'
    const body = `${panel}<circle cx="${cx}" cy="${cy}" r="${r + 40}" fill="#050506"/>
      <g transform="translate(${cx} ${cy})"><circle r="${r}" fill="#121214"/><circle r="${r * 0.95}" fill="none" stroke="#26272b" stroke-width="10"/>
      <circle r="${r * 0.72}" fill="#1b1d21"/><circle r="${r * 0.6}" fill="#34373d"/>${Array.from({ length: 24 }, (_, i) => `<circle cx="${r * 0.5 * Math.cos(i / 3.82)}" cy="${r * 0.5 * Math.sin(i / 3.82)}" r="6" fill="#1a1b1f"/>`).join('')}
      <path d="M${r * 0.25} ${-r * 0.58} A${r * 0.63} ${r * 0.63} 0 0 1 ${r * 0.63} ${-r * 0.05}" stroke="${caliper}" stroke-width="${r * 0.15}" fill="none"/>
      ${spokeArt}<circle r="${r * 0.15}" fill="#2a2d33"/><circle r="${r * 0.07}" fill="#c8a25a"/></g>
      <defs>${linear('spoke', ['#eef1f4', '#9aa2ac', '#4a5159'])}</defs>`
    return { svg: frame(sharedDefs(sky), body), focal: { x: pc(cx, WIDTH), y: pc(cy, HEIGHT) - 6 } }
  }
  if (shot.kind === 'lamp') {
    // The front view close up, its left lamp lit in the middle of the picture.
    const scale = 5.2
    const [l, top, , bottom] = endBox(shot.model)
    const [lx, ly] = [l + 60, bottom - (bottom - top) * 0.48]
    const view = endView(shot.model, paint, { sky: '#cfd8e3', lampsOn: true }, 'front', 'a')
    const body = `<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#sky)"/><g transform="translate(${WIDTH * 0.5 - lx * scale} ${HEIGHT * 0.55 - ly * scale}) scale(${scale})">${view}</g>`
    return { svg: frame(sharedDefs(SKIES.dusk), body), focal: { x: 50, y: 55 } }
  }
  const [px, py] = [WIDTH * 0.58, HEIGHT * 0.55]
  const body = `${panel}
    <g transform="translate(${px} ${py})"><rect x="-230" y="-170" width="460" height="340" rx="70" fill="#0d0e11"/>
    <rect x="-250" y="-190" width="500" height="380" rx="80" fill="none" stroke="#000" stroke-opacity="0.35" stroke-width="8"/>
    <circle r="120" fill="#1a1c20"/><circle r="128" fill="none" stroke="#3ddc84" stroke-width="8" opacity="0.9"/><circle r="150" fill="none" stroke="#3ddc84" stroke-width="30" opacity="0.15"/>
    ${[
      [-45, -40],
      [45, -40],
      [0, 10],
      [-50, 55],
      [50, 55],
    ]
      .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="20" fill="#07080a"/>`)
      .join('')}</g>
    <path d="M${px + 420} ${py - 260} l300 -120 l40 360 l-300 60Z" fill="${darken(paint, 0.2)}"/>`
  return { svg: frame(sharedDefs(sky), body), focal: { x: pc(px, WIDTH), y: pc(py, HEIGHT) } }
}

/** The picture for a shot; `seed` fixes its scatter (one per image, so two shots never look alike). */
export function drawShot(shot: Shot, seed: number): Picture {
  switch (shot.kind) {
    case 'side':
      return sideShot(shot, seed)
    case 'front':
    case 'rear':
      return endShot(shot, seed)
    case 'cabin':
      return cabinShot(shot, seed)
    default:
      return detailShot(shot, seed)
  }
}

/** Where a part of a side shot's car is, in percent of the picture (for hotspots on it). */
export function partInShot(shot: Extract<Shot, { kind: 'side' }>, part: Parameters<typeof carPart>[1]): { x: number; y: number } {
  const place = PLACEMENT[shot.place]
  const car = placeCar('', shot.model, WIDTH * place.centre, HEIGHT * place.ground, WIDTH * place.width, shot.place !== 'left')
  const [x, y] = car.at(carPart(shot.model, part))
  return { x: pc(x, WIDTH), y: pc(y, HEIGHT) }
}
