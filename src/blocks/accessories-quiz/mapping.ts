/**
 * spec 1 §1 "an accessories-pack questionnaire": three questions lead to one recommended
 * accessories pack and one to consider as well. The spec says nothing more; the rules are ADR 153,
 * the whole table docs/tools/accessories-quiz.md and mapping.test.ts.
 */
export const CARGO = ['people', 'gear', 'dog', 'little'] as const
export const ROADS = ['town', 'country', 'snow'] as const
export const PRIORITIES = ['protect', 'space', 'comfort'] as const
export const PACKS = ['urban', 'family', 'adventure', 'pet', 'winter'] as const

export type Cargo = (typeof CARGO)[number]
export type Road = (typeof ROADS)[number]
export type Priority = (typeof PRIORITIES)[number]
export type Pack = (typeof PACKS)[number]
export interface AccessoriesAnswers {
  cargo: Cargo
  road: Road
  priority: Priority
}

/** The main pack, by the first rule that applies. */
function mainPack({ cargo, road, priority }: AccessoriesAnswers): Pack {
  // What rides in the car decides first where a pack is made for it: a dog's needs no other pack meets.
  if (cargo === 'dog') return 'pet'
  // Snow and ice next: traction is safety, the rest is comfort.
  if (road === 'snow') return 'winter'
  if (cargo === 'gear' || road === 'country') return 'adventure'
  if (cargo === 'people' || priority === 'space') return 'family'
  return 'urban'
}

/** The pack to consider as well: what the answers point to once the main pack's reason is set aside. */
function secondPack(answers: AccessoriesAnswers, main: Pack): Pack {
  const { cargo, road, priority } = answers
  if (main !== 'winter' && road === 'snow') return 'winter'
  if (main !== 'adventure' && (cargo === 'gear' || road === 'country')) return 'adventure'
  if (main !== 'family' && (cargo === 'people' || priority === 'space')) return 'family'
  if (main !== 'urban' && (road === 'town' || priority === 'protect')) return 'urban'
  return main === 'family' ? 'urban' : 'family'
}

/** spec 1 §1: the recommended accessories pack and one other to consider, never the same. */
export function recommendPack(answers: AccessoriesAnswers): { main: Pack; alternative: Pack } {
  const main = mainPack(answers)
  return { main, alternative: secondPack(answers, main) }
}

/** The answers from the chosen positions (answer y of question x), or null while one is missing. */
export function answersOf(chosen: readonly (number | undefined)[]): AccessoriesAnswers | null {
  const cargo = CARGO[chosen[0] ?? -1]
  const road = ROADS[chosen[1] ?? -1]
  const priority = PRIORITIES[chosen[2] ?? -1]
  return cargo && road && priority ? { cargo, road, priority } : null
}
