// Types of import-cycles.mjs (plain JavaScript, so `npm run lint` runs it with node alone) for its test.
export declare const ROOTS: string[];
export declare function findImportCycles(
  roots: string[],
  options?: { baseDir?: string; tsConfig?: string },
): Promise<string[][]>;
