import type { Db } from '../db/client';
import { weighingsCsvStream } from './weighings-csv';

/** The export's own reads (issue 24 item 5): the big datasets stream from a cursor. */
export function exportStore(db: Db) {
  return {
    /** The farm's weighings CSV, read from a cursor as the response is sent. */
    weighingsCsv: (farmId: string) => weighingsCsvStream(db.$client, farmId),
  };
}
