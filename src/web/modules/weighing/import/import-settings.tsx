import { Combobox } from '../../../components/ui/combobox';
import { FormField } from '../../../components/ui/form-field';
import type { ScaleImport } from './use-scale-import';

/** The import's choices: the scale's file, the date of lines without one, and the lot. */
export function ImportSettings({ imp }: { imp: ScaleImport }) {
  const openLots = imp.lots.data ?? [];
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FormField
        key={imp.inputKey}
        id="import-file"
        label="Arquivo CSV da balança"
        type="file"
        accept=".csv,.txt,text/csv,text/plain"
        // The browser's own file button, styled like the app's buttons: still one labelled,
        // keyboard-reachable input (Tab, then Enter or Space opens the picker).
        className="cursor-pointer px-1.5 py-1 text-sm text-stone-700 file:mr-3 file:h-8 file:cursor-pointer file:rounded-md file:border-0 file:bg-green-700 file:px-3 file:text-sm file:font-medium file:text-white hover:file:bg-green-800"
        onChange={(e) => void imp.onFile(e)}
        error={imp.fileError ?? undefined}
      />
      <FormField
        id="import-date"
        label="Data das pesagens"
        type="date"
        max={imp.today}
        value={imp.date}
        onChange={(e) => imp.setDate(e.target.value)}
        hint="Usada nas linhas sem data."
      />
      {imp.lots.isSuccess && openLots.length > 0 && (
        <Combobox
          id="import-lot"
          label="Lote"
          listLabel="Lotes abertos"
          value={imp.batchId}
          onValueChange={imp.setBatchId}
          options={[
            { value: '', label: 'Sem lote' },
            ...openLots.map((lot) => ({ value: lot.id, label: lot.name })),
          ]}
          placeholder="Digite o nome do lote"
          emptyText="Nenhum lote aberto com esse nome."
        />
      )}
    </div>
  );
}
