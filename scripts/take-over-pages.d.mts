// Types of take-over-pages.mjs for the TypeScript that imports it (chunk-groups.ts).
export declare const TAKE_OVER_PAGES: Record<string, string[]>;
