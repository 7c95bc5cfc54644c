import { describe, expect, it } from 'vitest'
import { answersOf, CARGO, PRIORITIES, recommendPack, ROADS, type AccessoriesAnswers, type Pack } from './mapping.ts'

// docs/tools/accessories-quiz.md (ADR 153): the whole table, 4 × 3 × 3 answers.
describe('spec 1 §1 accessories-pack questionnaire: answers → the pack and one to consider', () => {
  it.each<[AccessoriesAnswers['cargo'], AccessoriesAnswers['road'], AccessoriesAnswers['priority'], Pack, Pack]>([
    ['people', 'town', 'protect', 'family', 'urban'],
    ['people', 'town', 'space', 'family', 'urban'],
    ['people', 'town', 'comfort', 'family', 'urban'],
    ['people', 'country', 'protect', 'adventure', 'family'],
    ['people', 'country', 'space', 'adventure', 'family'],
    ['people', 'country', 'comfort', 'adventure', 'family'],
    ['people', 'snow', 'protect', 'winter', 'family'],
    ['people', 'snow', 'space', 'winter', 'family'],
    ['people', 'snow', 'comfort', 'winter', 'family'],
    ['gear', 'town', 'protect', 'adventure', 'urban'],
    ['gear', 'town', 'space', 'adventure', 'family'],
    ['gear', 'town', 'comfort', 'adventure', 'urban'],
    ['gear', 'country', 'protect', 'adventure', 'urban'],
    ['gear', 'country', 'space', 'adventure', 'family'],
    ['gear', 'country', 'comfort', 'adventure', 'family'],
    ['gear', 'snow', 'protect', 'winter', 'adventure'],
    ['gear', 'snow', 'space', 'winter', 'adventure'],
    ['gear', 'snow', 'comfort', 'winter', 'adventure'],
    ['dog', 'town', 'protect', 'pet', 'urban'],
    ['dog', 'town', 'space', 'pet', 'family'],
    ['dog', 'town', 'comfort', 'pet', 'urban'],
    ['dog', 'country', 'protect', 'pet', 'adventure'],
    ['dog', 'country', 'space', 'pet', 'adventure'],
    ['dog', 'country', 'comfort', 'pet', 'adventure'],
    ['dog', 'snow', 'protect', 'pet', 'winter'],
    ['dog', 'snow', 'space', 'pet', 'winter'],
    ['dog', 'snow', 'comfort', 'pet', 'winter'],
    ['little', 'town', 'protect', 'urban', 'family'],
    ['little', 'town', 'space', 'family', 'urban'],
    ['little', 'town', 'comfort', 'urban', 'family'],
    ['little', 'country', 'protect', 'adventure', 'urban'],
    ['little', 'country', 'space', 'adventure', 'family'],
    ['little', 'country', 'comfort', 'adventure', 'family'],
    ['little', 'snow', 'protect', 'winter', 'urban'],
    ['little', 'snow', 'space', 'winter', 'family'],
    ['little', 'snow', 'comfort', 'winter', 'family'],
  ])('%s, %s roads, %s → %s, also %s', (cargo, road, priority, main, alternative) => {
    expect(recommendPack({ cargo, road, priority })).toEqual({ main, alternative })
  })

  it('never suggests the main pack again', () => {
    for (const cargo of CARGO)
      for (const road of ROADS)
        for (const priority of PRIORITIES) {
          const { main, alternative } = recommendPack({ cargo, road, priority })
          expect(alternative).not.toBe(main)
        }
  })

  it.each([
    [[2, 0, 1], { cargo: 'dog', road: 'town', priority: 'space' }],
    [[3, 2, 2], { cargo: 'little', road: 'snow', priority: 'comfort' }],
    [[0, 1, undefined], null],
    [[4, 0, 0], null],
    [[0, 3, 0], null],
  ])('answers at %j → %j', (chosen, answers) => {
    expect(answersOf(chosen)).toEqual(answers)
  })
})
