import { describe, expect, it } from 'vitest'
import { infoSystemProblems, modelTitle } from './options.ts'
import { infoSystem } from './template.ts'

describe('spec 2 §4, §5 Infotainment: the title and the checks', () => {
  it.each([
    ['Your {selectedOption}', 'Aurelia E5', 'Your Aurelia E5'],
    ['{selectedOption}', 'Vantor Ridge', 'Vantor Ridge'],
    ['{selectedOption} · {selectedOption}', 'E7', 'E7 · E7'],
    ['نظام {selectedOption}', 'أوريليا E5', 'نظام أوريليا E5'],
  ])('%j with %j reads %j', (template, option, title) => {
    expect(modelTitle(template, option)).toBe(title)
  })

  it('a model title without {selectedOption} is refused on save (spec 2 §5)', () => {
    expect(infoSystem.schema.safeParse({ model_title: 'Your vehicle' }).success).toBe(false)
    expect(infoSystem.schema.safeParse({ model_title: 'Your {selectedOption} today' }).success).toBe(true)
  })

  it.each([
    [{ model_title: 'Your {selectedOption}' }, [{ option_label: 'E5' }], []],
    [{ model_title: '' }, [{ option_label: 'E5' }], ['Model title must keep {selectedOption}: the chosen vehicle takes its place.']],
    [{ model_title: 'Your {selectedOption}' }, [], ['No option: add a group per vehicle, with the number of blocks it shows.']],
    [{ model_title: 'Your {selectedOption}' }, [{ option_label: ' ' }], ['Option 1 has no label.']],
    [{ model_title: 'Your {selectedOption}', button_label: '' }, [{ option_label: 'E5' }], ["Button is empty: 'Show me' needs a label."]],
  ])('fields %j with options %j: problems %j', (fields, options, problems) => {
    expect(infoSystemProblems(infoSystem.schema.parse(fields), options)).toEqual(problems)
  })
})
