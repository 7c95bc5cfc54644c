export declare const SUBJECT_LIMIT: number
export declare const COMMIT_SUBJECTS_SINCE: string
export declare const longSubjects: (lines: string[], limit?: number) => string[]
