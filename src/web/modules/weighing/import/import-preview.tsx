import { LoaderCircle } from 'lucide-react';
import { formatNumber } from '@/domain/format';
import { Alert } from '../../../components/ui/alert';
import { isApiError } from '../../../lib/api';
import { ImportLinesTable } from './import-lines-table';
import { ImportSave, plural } from './import-save';
import { ImportUnknownAnimals } from './import-unknown-animals';
import type { LoadedFile } from './import-file';
import type { ScaleImport } from './use-scale-import';

/**
 * 'Prévia de <arquivo>': the lines counted as the server sees them (new, duplicate, invalid),
 * the weights converted from pounds, the animals not in the herd, the lines and the save.
 */
export function ImportPreview({ imp, file }: { imp: ScaleImport; file: LoadedFile }) {
  return (
    <section aria-labelledby="import-preview" className="flex flex-col gap-3">
      <h3 id="import-preview" className="text-base font-semibold text-stone-900">
        Prévia de {file.name}
      </h3>
      {imp.preview.isError && (
        <Alert tone="error" role="alert">
          {isApiError(imp.preview.error)
            ? imp.preview.error.message
            : 'Não foi possível conferir as linhas.'}
        </Alert>
      )}
      {imp.valid.length > 0 && imp.preview.isPending ? (
        <p className="flex items-center gap-2 text-sm text-stone-700" role="status">
          <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
          Conferindo as linhas...
        </p>
      ) : (
        <p className="text-sm font-medium text-stone-900" role="status">
          {plural(imp.counts?.new ?? 0, 'nova', 'novas')},{' '}
          {plural(imp.counts?.duplicates ?? 0, 'duplicada', 'duplicadas')},{' '}
          {plural(imp.counts?.invalid ?? imp.invalidLocal, 'inválida', 'inválidas')}
        </p>
      )}
      {imp.pounds > 0 && (
        <p className="text-sm text-stone-700">
          {imp.pounds === 1
            ? '1 peso convertido de libras (lb) para kg.'
            : `${formatNumber(imp.pounds, 0)} pesos convertidos de libras (lb) para kg.`}
        </p>
      )}
      <ImportUnknownAnimals unknown={imp.preview.data?.unknownAnimals} />
      <ImportLinesTable lines={imp.lines} statusOf={imp.statusOf} />
      <ImportSave
        invalid={imp.counts !== null && imp.counts.invalid > 0}
        newCount={imp.counts?.new ?? 0}
        ignoreInvalid={imp.ignoreInvalid}
        onIgnoreInvalid={imp.setIgnoreInvalid}
        blocked={imp.blocked}
        canSave={imp.canSave}
        saving={imp.save.isPending}
        onSave={imp.onSave}
      />
    </section>
  );
}
