import { formatEid, normalizeEid } from '@/domain/herd/eid';
import { formatDateBR } from '@/domain/records/dates';
import { formatSinceLast } from '@/domain/records/weighing-gain';
import { ConfirmPrompt } from '../../components/ui/confirm-dialog';
import { formatKg } from './weighing-format';
import type { WeighingResult } from './weighing-save';

/** What the result line says of the weighing before, or that there is none. */
function compared(result: Extract<WeighingResult, { since: unknown }>): string {
  if (result.since === 'unknown') {
    return 'Sem conexão: a pesagem anterior deste animal não está neste aparelho.';
  }
  if (result.since === null) {
    return result.first
      ? 'Primeira pesagem deste animal.'
      : 'Nenhuma pesagem deste animal antes desta data.';
  }
  const { previous } = result.since;
  return `Anterior: ${formatKg(previous.weight)} em ${formatDateBR(previous.weighingDate)} · ${formatSinceLast(result.since)}`;
}

/**
 * The form's result line (issue 39 item 1): the weighing just handed over — being saved, saved
 * with its gain since the animal's weighing before it ('+38,5 kg em 45 dias · 0,856 kg/dia'),
 * kept on the device, or not saved. Polite: the person is already on the next animal.
 */
export function WeighingResultLine({ result }: { result: WeighingResult | null }) {
  return (
    // Always in the page, empty or not: a live region shown only when it has something to say
    // is not announced by every screen reader.
    <div role="status" aria-live="polite" aria-label="Última pesagem">
      {result && (
        <div className="flex flex-col gap-0.5 rounded-lg border border-stone-200 bg-stone-50 px-3 py-2 text-sm text-stone-800">
          <p className="font-medium break-words">
            {result.state === 'saving'
              ? `Salvando a pesagem de ${result.animalId}…`
              : result.state === 'failed'
                ? `A pesagem de ${result.animalId} não foi salva.`
                : `${result.animalId} · ${formatKg(result.weight)}${result.state === 'queued' ? ' · guardada no aparelho' : ''}`}
          </p>
          {(result.state === 'saved' || result.state === 'queued') && (
            <>
              <p className="tabular-nums">{compared(result)}</p>
              {result.registers && (
                <p className="text-stone-600">
                  Entrou no Rebanho: complete sexo, raça e idade em Rebanho.
                </p>
              )}
            </>
          )}
        </div>
      )}
    </div>
  );
}

/** 'O brinco 99999' or 'O EID 982 000123456789'. */
const named = (id: string) => {
  const eid = normalizeEid(id);
  return eid === id ? `O EID ${formatEid(eid)}` : `O brinco ${id}`;
};

/**
 * Before a weighing registers a new animal in a farm that keeps a registry (issue 39 item 1, as
 * the scale import says so before saving: decision 039). 'Corrigir' saves nothing and gives the
 * tag back, selected, to be typed again.
 */
export function UnknownTagPrompt({
  tag,
  fieldId,
  onConfirm,
  onCorrect,
}: {
  tag: string | null;
  fieldId: string;
  onConfirm: () => void;
  onCorrect: () => void;
}) {
  return (
    <ConfirmPrompt
      open={tag !== null}
      onOpenChange={(open) => !open && onCorrect()}
      title={`${named(tag ?? '')} não está no rebanho. Cadastrar como novo animal?`}
      description="Confira o número. Cadastrado, ele entra no Rebanho com a data desta pesagem; sexo, raça e idade ficam para completar depois."
      cancelLabel="Corrigir"
      confirmLabel="Cadastrar e salvar"
      tone="primary"
      onConfirm={onConfirm}
      focusOnClose={() => {
        const field = document.getElementById(fieldId);
        if (field instanceof HTMLInputElement) {
          field.focus();
          field.select();
        }
      }}
    />
  );
}
