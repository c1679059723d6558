import { useState } from 'react';
import { FileUp, X } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../../components/ui/card';
import { ImportColumns } from './import-columns';
import { ImportPreview } from './import-preview';
import { ImportReading } from './import-reading';
import { ImportSettings } from './import-settings';
import { useScaleImport } from './use-scale-import';

/**
 * 'Importar da balança' (issue 12 item 2): a scale's CSV file read in the browser, its columns
 * shown to remap, each line previewed against the farm (new, duplicate, invalid) and the new ones
 * saved in one request. Invalid lines block the save unless 'Ignorar linhas inválidas' is ticked;
 * then only the valid new lines are sent. Duplicates are never saved again.
 */
export function WeighingImport() {
  const [open, setOpen] = useState(false);
  if (!open) {
    return (
      <div className="lg:col-span-2">
        <Button variant="outline" onClick={() => setOpen(true)}>
          <FileUp aria-hidden="true" />
          Importar da balança
        </Button>
      </div>
    );
  }
  return <ImportCard onClose={() => setOpen(false)} />;
}

function ImportCard({ onClose }: { onClose: () => void }) {
  const imp = useScaleImport();
  const { file, mapping } = imp;
  return (
    <Card role="region" aria-labelledby="import-title" className="min-w-0 lg:col-span-2">
      <CardHeader className="flex-row items-start justify-between gap-3">
        <div className="flex flex-col gap-1.5">
          <CardTitle id="import-title">Importar da balança</CardTitle>
          <CardDescription>
            Envie o arquivo CSV exportado pelo indicador da balança (Tru-Test, Gallagher e outros).
            Linhas já importadas são reconhecidas e não se repetem.
          </CardDescription>
        </div>
        <Button variant="ghost" size="icon" aria-label="Fechar importação" onClick={onClose}>
          <X aria-hidden="true" />
        </Button>
      </CardHeader>
      <CardContent className="flex flex-col gap-5">
        <ImportSettings imp={imp} />

        {file && mapping && (
          <ImportReading
            headerLine={imp.headerLine}
            weightUnit={mapping.weightUnit}
            onWeightUnit={(weightUnit) => imp.setMapping((m) => m && { ...m, weightUnit })}
            dates={imp.dates}
            dateAnswer={imp.dateAnswer}
            onDateAnswer={imp.setDateAnswer}
          />
        )}

        {file && mapping && (
          <ImportColumns
            mapping={mapping}
            header={imp.header}
            sample={imp.sample}
            onRole={imp.setRole}
          />
        )}

        {file && mapping && <ImportPreview imp={imp} file={file} />}
      </CardContent>
    </Card>
  );
}
