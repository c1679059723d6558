import { useState, type ChangeEvent, type FormEvent } from 'react';
import { FileUp } from 'lucide-react';
import { toast } from 'sonner';
import type { ShapesImportResult } from '@/domain/pastures/api';
import { shapesImportSchema } from '@/domain/pastures/schemas';
import { type ImportedShape, type ShapesRead } from '@/domain/pastures/shapes';
import { readShapesFile } from '@/domain/pastures/shapefile';
import { formatNumber } from '@/domain/format';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { FormDialog } from '../../components/ui/form-dialog';
import { FormField } from '../../components/ui/form-field';
import { Spinner } from '../../components/ui/spinner';
import { errorMessage } from '../../lib/api';
import { useImportShapes } from './moves-api';
import { usePastureManager } from './pastures-api';

/*
 * 'Importar mapa' (issue 42 item 2): paddock boundaries from a Google Earth KML, a GeoJSON or the
 * CAR's shapefile, read and checked on this device; the preview shows each shape's name, its area
 * on the map and whether it can be kept. The good ones are sent (POST /shapes), matched to the
 * paddocks by name there; those with a problem are left out. The owner's and a Gerente's.
 */

export const IMPORTED = 'Pastos importados';
const FORM_ID = 'shapes-import';
const MAX_FILE_BYTES = 20 * 1024 * 1024;
const MAX_NAME = 60;

/** The file's shapes: a KML, a GeoJSON or the CAR's zipped shapefile, read in the browser. */
const readFile = async (file: File): Promise<ShapesRead> =>
  readShapesFile(file.name, new Uint8Array(await file.arrayBuffer()));

/** A shape with why it stays out, the file's checks and this import's (the name's length, twins). */
interface PreviewShape extends ImportedShape {
  key: number;
}

function withImportChecks(shapes: readonly ImportedShape[]): PreviewShape[] {
  const seen = new Set<string>();
  return shapes.map((shape, key) => {
    const name = shape.name.trim().toLocaleLowerCase('pt-BR');
    const problem =
      shape.problem ??
      (shape.name.length > MAX_NAME
        ? `Nome com mais de ${MAX_NAME} letras: encurte no arquivo.`
        : seen.has(name)
          ? `Nome repetido no arquivo: ${shape.name}.`
          : null);
    seen.add(name);
    return { ...shape, key, problem };
  });
}

const pastos = (n: number) => (n === 1 ? '1 pasto' : `${formatNumber(n, 0)} pastos`);

/** '2 pastos novos e 1 atualizado.' */
function importedText({ created, updated }: ShapesImportResult): string {
  const parts = [
    created > 0 ? `${pastos(created)} ${created === 1 ? 'novo' : 'novos'}` : null,
    updated > 0 ? `${pastos(updated)} ${updated === 1 ? 'atualizado' : 'atualizados'}` : null,
  ].filter(Boolean);
  return parts.length === 0 ? 'Nenhum pasto mudou.' : `${parts.join(' e ')}.`;
}

/** 'Importar mapa' and its dialog; nothing for 'Campo'. */
export function ShapesImport({ className }: { className?: string }) {
  const manager = usePastureManager();
  const [open, setOpen] = useState(false);
  if (!manager) return null;
  return (
    <>
      <Button variant="outline" className={className} onClick={() => setOpen(true)}>
        <FileUp aria-hidden="true" />
        Importar mapa
      </Button>
      {open && <ShapesImportDialog onClose={() => setOpen(false)} />}
    </>
  );
}

function ShapesImportDialog({ onClose }: { onClose: () => void }) {
  const save = useImportShapes();
  const [reading, setReading] = useState(false);
  const [read, setRead] = useState<{ ok: true; shapes: PreviewShape[] } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const good = read?.shapes.filter((s) => !s.problem) ?? [];
  const bad = (read?.shapes.length ?? 0) - good.length;

  async function onFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    setRead(null);
    setProblem(null);
    if (!file) return;
    if (file.size > MAX_FILE_BYTES) {
      setProblem('Arquivo grande demais: no máximo 20 MB.');
      return;
    }
    setReading(true);
    try {
      const result = await readFile(file);
      if (result.ok) setRead({ ok: true, shapes: withImportChecks(result.shapes) });
      else setProblem(result.message);
    } catch {
      setProblem('Não foi possível ler o arquivo.');
    } finally {
      setReading(false);
    }
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!read) return setProblem('Escolha o arquivo do mapa.');
    if (good.length === 0)
      return setProblem('Nenhum contorno pode ser importado: corrija o arquivo.');
    const parsed = shapesImportSchema.safeParse({
      shapes: good.map((s) => ({ name: s.name, ring: s.ring })),
    });
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? 'Contornos inválidos.');
      return;
    }
    save.mutate(parsed.data, {
      onSuccess: (result) => {
        toast.success(IMPORTED, { description: importedText(result) });
        onClose();
      },
      onError: (error) => setProblem(errorMessage(error)),
    });
  }

  return (
    <FormDialog
      open
      onOpenChange={(next) => !next && onClose()}
      id={FORM_ID}
      title="Importar mapa"
      description="Os contornos dos pastos, de um KML (Google Earth), GeoJSON ou do shapefile do CAR. Cada contorno vai para o pasto de mesmo nome; os nomes novos viram pastos."
      submitLabel={read ? `Importar ${pastos(good.length)}` : 'Importar'}
      pending={save.isPending}
      onSubmit={onSubmit}
      wide
    >
      <FormField
        id={`${FORM_ID}-file`}
        label="Arquivo do mapa (KML, GeoJSON ou shapefile do CAR em .zip)"
        type="file"
        accept=".kml,.geojson,.json,.zip,application/vnd.google-earth.kml+xml,application/geo+json,application/json,application/zip"
        className="cursor-pointer px-1.5 py-1 text-sm text-stone-700 file:mr-3 file:h-8 file:cursor-pointer file:rounded-md file:border-0 file:bg-green-700 file:px-3 file:text-sm file:font-medium file:text-white hover:file:bg-green-800"
        onChange={(e) => void onFile(e)}
      />
      {reading && <Spinner label="Lendo o arquivo..." className="justify-start" />}
      {problem && (
        <Alert tone="error" role="alert">
          {problem}
        </Alert>
      )}
      {read && <Preview shapes={read.shapes} good={good.length} bad={bad} />}
    </FormDialog>
  );
}

function Preview({ shapes, good, bad }: { shapes: PreviewShape[]; good: number; bad: number }) {
  return (
    <section aria-label="Prévia do mapa" className="flex min-w-0 flex-col gap-2">
      <p className="text-sm text-stone-800" aria-live="polite">
        Prontos: <strong>{formatNumber(good, 0)}</strong> · Com problema (ficam de fora):{' '}
        <strong>{formatNumber(bad, 0)}</strong>
      </p>
      {/* Scrolls when long: focusable, so a keyboard scrolls it too. */}
      <div
        className="max-h-80 overflow-auto rounded-lg border border-stone-200 focus-visible:ring-2 focus-visible:ring-green-700 focus-visible:outline-none"
        role="region"
        aria-label="Contornos do arquivo"
        tabIndex={0}
      >
        <table className="w-full border-collapse text-sm">
          <thead className="sticky top-0 border-b border-stone-300 bg-stone-50 text-stone-700">
            <tr>
              <th scope="col" className="px-2 py-2 text-left font-semibold">
                Nome
              </th>
              <th scope="col" className="px-2 py-2 text-right font-semibold">
                Área no mapa (ha)
              </th>
              <th scope="col" className="px-2 py-2 text-left font-semibold">
                Situação
              </th>
            </tr>
          </thead>
          <tbody>
            {shapes.map((s) => (
              <tr key={s.key} className="border-b border-stone-100 align-top">
                <th scope="row" className="px-2 py-1.5 text-left font-medium break-words">
                  {s.name}
                </th>
                <td className="px-2 py-1.5 text-right tabular-nums">
                  {s.problem ? '—' : formatNumber(s.areaHa, 2)}
                </td>
                <td
                  className={
                    s.problem
                      ? 'px-2 py-1.5 break-words text-red-800'
                      : 'px-2 py-1.5 text-green-800'
                  }
                >
                  {s.problem ?? 'OK'}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
