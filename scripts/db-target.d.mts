// Types of db-target.mjs for the TypeScript scripts that import it (seed-demo.ts).
export interface DatabaseTarget {
  url: string;
  /** Where the database is, password hidden. */
  label: string;
  /** Whether it was already running (else started for the command). */
  running: boolean;
  dataDir: string;
  stop: () => Promise<void>;
}
export function databaseTarget(options?: { create?: boolean }): Promise<DatabaseTarget>;
