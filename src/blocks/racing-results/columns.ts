/**
 * spec 2 §3.12 Racing Results: a results file's columns (ADR 166) and which of them the table
 * shows. Apart from results.ts, whose schema is zod: this runs in visitors' pages, which load no
 * zod (ADR 145).
 */
export const RESULT_COLUMNS = ['position', 'driver', 'team', 'laps', 'time', 'points'] as const
export type ResultColumn = (typeof RESULT_COLUMNS)[number]

/** The columns to show: those the file names, in the fixed order. */
export const shownColumns = (results: { columns: { readonly [C in ResultColumn]?: string | undefined } }): ResultColumn[] =>
  RESULT_COLUMNS.filter((c) => results.columns[c])
