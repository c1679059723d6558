import { LoaderCircle, Save } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Label } from '../../../components/ui/label';

export const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * The end of the preview: 'Ignorar linhas inválidas' when some are, what blocks the save, and
 * 'Salvar N pesagens'.
 */
export function ImportSave({
  invalid,
  newCount,
  ignoreInvalid,
  onIgnoreInvalid,
  blocked,
  canSave,
  saving,
  onSave,
}: {
  invalid: boolean;
  newCount: number;
  ignoreInvalid: boolean;
  onIgnoreInvalid: (ignore: boolean) => void;
  blocked: boolean;
  canSave: boolean;
  saving: boolean;
  onSave: () => void;
}) {
  return (
    <>
      {invalid && (
        <div className="flex flex-col gap-2">
          <div className="flex items-center gap-2">
            <input
              id="import-ignore-invalid"
              type="checkbox"
              className="size-5 accent-green-700"
              checked={ignoreInvalid}
              onChange={(e) => onIgnoreInvalid(e.target.checked)}
            />
            <Label htmlFor="import-ignore-invalid">Ignorar linhas inválidas</Label>
          </div>
          {blocked && (
            <p className="text-sm text-red-800">
              Corrija o arquivo ou marque “Ignorar linhas inválidas” para salvar as demais.
            </p>
          )}
        </div>
      )}
      <div>
        <Button onClick={onSave} disabled={!canSave}>
          {saving ? (
            <LoaderCircle className="animate-spin" aria-hidden="true" />
          ) : (
            <Save aria-hidden="true" />
          )}
          {`Salvar ${plural(newCount, 'pesagem', 'pesagens')}`}
        </Button>
      </div>
    </>
  );
}
