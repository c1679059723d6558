import {
  decodeScaleFile,
  detectColumns,
  readScaleCsv,
  toWeighings,
  type ColumnMapping,
  type ScaleFile,
} from '@/domain/import/scale-csv';
import { FILE_TOO_BIG_MESSAGE, IMPORT_MAX_BYTES } from '@/domain/import/import-request';

/** A scale's file as read, with the name it was chosen under. */
export interface LoadedFile extends ScaleFile {
  name: string;
}

/** The chosen file read and its columns detected, or what is wrong with it. */
export async function readChosenFile(
  chosen: File,
  dates: { today: string; date: string },
): Promise<{ file: LoadedFile; mapping: ColumnMapping } | { error: string | null }> {
  // Said at once, before a byte is read: the server would refuse it after a long parse.
  if (chosen.size > IMPORT_MAX_BYTES) return { error: FILE_TOO_BIG_MESSAGE };
  const text = decodeScaleFile(new Uint8Array(await chosen.arrayBuffer()));
  const read = readScaleCsv(text);
  if ('error' in read) return { error: read.error };
  const mapping = detectColumns(read.rows.map((r) => r.cells));
  const tooMany = toWeighings(read.rows, mapping, dates);
  if (tooMany.length === 1 && !tooMany[0]!.weighing && tooMany[0]!.raw.length === 0) {
    return { error: tooMany[0]!.error ?? null };
  }
  return { file: { ...read, name: chosen.name }, mapping };
}
