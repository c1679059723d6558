import { useMemo, useState, type ChangeEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { toast } from 'sonner';
import {
  dataRows,
  fileDateOrder,
  headerCells,
  toWeighings,
  type ColumnMapping,
  type ColumnRole,
  type DateOrder,
  type ImportLine,
} from '@/domain/import/scale-csv';
import { todayIn } from '@/domain/records/dates';
import { formatNumber } from '@/domain/format';
import { isApiError } from '../../../lib/api';
import { withRole } from './import-columns';
import { lineStatuses } from './import-lines-table';
import { readChosenFile, type LoadedFile } from './import-file';
import { importBody, importPreviewQuery, openLotsQuery, useSaveImport } from './import-queries';

/**
 * What 'Importar da balança' holds: the file and its columns, the date and lot the lines take,
 * the lines read and the server's preview of them, and the save of the new ones.
 */
export function useScaleImport() {
  const today = todayIn(new Date());
  const [file, setFile] = useState<LoadedFile | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [mapping, setMapping] = useState<ColumnMapping | null>(null);
  const [date, setDate] = useState(today);
  const [batchId, setBatchId] = useState('');
  const [ignoreInvalid, setIgnoreInvalid] = useState(false);
  // The answer to 'As datas estão como dia/mês ou mês/dia?' (asked when every date reads both ways).
  const [dateAnswer, setDateAnswer] = useState<DateOrder>('dmy');
  const [inputKey, setInputKey] = useState(0);
  const lots = useQuery(openLotsQuery);
  const save = useSaveImport();

  const dates = useMemo(
    () => (file && mapping ? fileDateOrder(file.rows, mapping) : 'dmy'),
    [file, mapping],
  );
  const lines = useMemo<ImportLine[]>(
    () =>
      file && mapping
        ? toWeighings(file.rows, mapping, { today, date, dateOrder: dateAnswer })
        : [],
    [file, mapping, today, date, dateAnswer],
  );
  const pounds = useMemo(
    () => lines.filter((l) => l.weighing?.pounds !== undefined).length,
    [lines],
  );
  const valid = useMemo(() => lines.flatMap((l) => (l.weighing ? [l.weighing] : [])), [lines]);
  const preview = useQuery(importPreviewQuery(valid, batchId || null));

  async function onFile(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.target.files?.[0];
    setFile(null);
    setMapping(null);
    setFileError(null);
    setDateAnswer('dmy');
    if (!chosen) return;
    const read = await readChosenFile(chosen, { today, date });
    if ('error' in read) {
      setFileError(read.error);
      return;
    }
    setFile(read.file);
    setMapping(read.mapping);
  }

  const setRole = (column: number, role: ColumnRole) =>
    setMapping((m) => m && withRole(m, column, role));

  const statusOf = lineStatuses(lines, preview.data?.items);
  const invalidLocal = lines.length - valid.length;
  const counts = preview.data
    ? {
        new: preview.data.new,
        duplicates: preview.data.duplicates,
        invalid: preview.data.invalid + invalidLocal,
      }
    : null;
  const blocked = counts !== null && counts.invalid > 0 && !ignoreInvalid;
  const canSave = counts !== null && counts.new > 0 && !blocked && !save.isPending;

  function onSave() {
    if (!preview.data) return;
    const newOnes = valid.filter((_, i) => preview.data.items[i]?.status === 'new');
    save.mutate(importBody(newOnes, batchId || null), {
      onSuccess: (result) => {
        toast.success(
          result.created === 1 ? '1 pesagem importada.' : `${result.created} pesagens importadas.`,
          result.registered > 0
            ? {
                description:
                  result.registered === 1
                    ? '1 animal cadastrado no Rebanho.'
                    : `${formatNumber(result.registered, 0)} animais cadastrados no Rebanho.`,
              }
            : undefined,
        );
        setFile(null);
        setMapping(null);
        setInputKey((k) => k + 1);
      },
      onError: (error) =>
        toast.error('Não foi possível importar', {
          description: isApiError(error) ? error.message : 'Tente novamente.',
        }),
    });
  }

  const header = file && mapping ? headerCells(file.rows, mapping) : null;
  const sample = file && mapping ? dataRows(file.rows, mapping)[0]?.cells : undefined;
  const headerLine =
    file && mapping?.hasHeader && mapping.skip > 0 ? (file.rows[mapping.skip]?.line ?? null) : null;

  return {
    today,
    file,
    fileError,
    onFile,
    inputKey,
    mapping,
    setMapping,
    setRole,
    header,
    sample,
    headerLine,
    date,
    setDate,
    dates,
    dateAnswer,
    setDateAnswer,
    lots,
    batchId,
    setBatchId,
    lines,
    pounds,
    valid,
    preview,
    statusOf,
    invalidLocal,
    counts,
    ignoreInvalid,
    setIgnoreInvalid,
    blocked,
    canSave,
    save,
    onSave,
  };
}

/** What the import holds and does (useScaleImport), for its parts. */
export type ScaleImport = ReturnType<typeof useScaleImport>;
