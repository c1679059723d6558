// Types of chunk-groups.mjs for the TypeScript that imports it (vite.config.ts, its test).
export interface ModuleLinks {
  importers: readonly string[];
  importedIds: readonly string[];
  dynamicallyImportedIds: readonly string[];
  dynamicImporters: readonly string[];
  /** The module's code, once transformed (imports as written). */
  code: string | null;
}
export interface ModuleGraph {
  getModuleInfo(id: string): ModuleLinks | null;
}
export declare function chunkGroups(web: string): (id: string, graph: ModuleGraph) => string | null;
export declare function chunkCycle(
  manifest: Record<string, { file: string; imports?: string[] }>,
): string[] | null;
