export declare function failureSummary(output: string, maxLines?: number): string
