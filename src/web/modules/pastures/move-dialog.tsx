import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { MoveResult } from '@/domain/pastures/api';
import { moveSchemaUntil } from '@/domain/pastures/schemas';
import { formatDateBR, todayIn } from '@/domain/records/dates';
import { Alert } from '../../components/ui/alert';
import { FormDialog } from '../../components/ui/form-dialog';
import { FormField } from '../../components/ui/form-field';
import { SelectField } from '../../components/ui/select-field';
import { ApiError } from '../../lib/api';
import { lotChoicesQuery } from '../../lib/lot-choices';
import { showRecordError, useRecordForm } from '../../lib/use-record-form';
import { toastQueued } from '../../offline/queued';
import { paddockOptionsQuery, usePastureRecord } from './pastures-api';
import { headsText, moveResultText, paddockChoices, selectedText } from './moves-format';

/** What 'Mover para pasto' moves: animals picked, a whole lot, or a lot chosen in the dialog. */
export type MoveWhat =
  | { kind: 'animals'; animals: readonly { id: string; tag: string }[] }
  | { kind: 'lot'; lot: { id: string; name: string; heads: number | null } }
  | { kind: 'pick-lot' };

export const MOVED = 'Animais movidos';
const FORM_ID = 'pasture-move';
const VALIDATION = { title: 'Erro de validação', description: 'Verifique os campos destacados.' };
const FAILURE = {
  title: 'Erro ao mover os animais',
  description: 'Não foi possível mover os animais. Tente novamente.',
};

/** 'Animal 101', '12 animais selecionados', 'Lote 3: 120 cabeças'. */
export function moveWhatText(what: MoveWhat): string | undefined {
  if (what.kind === 'animals') {
    const [one] = what.animals;
    return what.animals.length === 1 && one
      ? `Animal ${one.tag}`
      : selectedText(what.animals.length);
  }
  if (what.kind === 'lot') {
    return what.lot.heads === null
      ? what.lot.name
      : `${what.lot.name}: ${headsText(what.lot.heads)}`;
  }
  return undefined;
}

/**
 * 'Mover para pasto' (issue 42 item 3): the animals (picked, or a lot's) into a paddock on a day;
 * each stays in one paddock at a time, the server closes their last stay. Through the outbox, so
 * a move made in the field offline goes when the connection returns. Mounted while open.
 */
export function MoveDialog({
  what,
  paddockId = '',
  onClose,
  onSaved,
}: {
  what: MoveWhat;
  /** The paddock chosen already (the paddock's page). */
  paddockId?: string;
  onClose: () => void;
  /** Sent and answered (not queued): a selection is cleared. */
  onSaved?: () => void;
}) {
  const today = todayIn(new Date());
  const schema = useMemo(() => moveSchemaUntil(today), [today]);
  const options = useQuery(paddockOptionsQuery);
  const lots = useQuery({ ...lotChoicesQuery, enabled: what.kind === 'pick-lot' });
  const record = usePastureRecord<MoveResult>();
  // A refusal the server explains (a 409, a 422): said in the dialog, which stays open.
  const [refusal, setRefusal] = useState<string | null>(null);
  const choices = paddockChoices(options.data?.paddocks ?? [], options.data?.retiros ?? []);
  const nameOf = (id: string) => options.data?.paddocks.find((p) => p.id === id)?.name ?? 'o pasto';

  const form = useRecordForm({
    formId: FORM_ID,
    schema,
    // 'animalIds' holds no value: it is where the schema says what to move is missing.
    initialValues: { paddockId, movedOn: today, lotId: '', animalIds: '' },
    toInput: (v) => ({
      paddockId: v.paddockId,
      movedOn: v.movedOn,
      ...(what.kind === 'animals' ? { animalIds: what.animals.map((a) => a.id) } : {}),
      ...(what.kind === 'lot' ? { lotId: what.lot.id } : {}),
      ...(what.kind === 'pick-lot' ? { lotId: v.lotId } : {}),
    }),
    validationToast: VALIDATION,
    onValid: (data, controls) => {
      setRefusal(null);
      const who =
        what.kind === 'pick-lot'
          ? (lots.data?.find((l) => l.id === data.lotId)?.name ?? 'Lote')
          : moveWhatText(what);
      record.mutate(
        {
          path: '/moves',
          body: data,
          summary: `Mover para ${nameOf(data.paddockId)}: ${who} (${formatDateBR(data.movedOn)})`,
        },
        {
          onSuccess: (saved) => {
            if (!saved.queued) onSaved?.();
            onClose();
            if (saved.queued) toastQueued(saved.reason, MOVED);
            else toast.success(MOVED, { description: moveResultText(saved.data) });
          },
          onError: (error) => {
            if (error instanceof ApiError && (error.status === 409 || error.status === 422)) {
              setRefusal(error.message);
            } else showRecordError(error, controls, FAILURE);
          },
        },
      );
    },
  });

  const noPaddocks = options.data && options.data.paddocks.length === 0;
  const openLots = (lots.data ?? []).filter((l) => !l.closedAt);
  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && onClose()}
      id={FORM_ID}
      title="Mover para pasto"
      formLabel="Movimentação dos animais"
      description={moveWhatText(what) ?? 'Os animais do lote escolhido vão para o pasto.'}
      submitLabel="Mover"
      pending={record.isPending}
      onSubmit={form.submit}
    >
      {refusal && (
        <Alert tone="error" role="alert">
          {refusal}
        </Alert>
      )}
      {what.kind === 'pick-lot' && (
        <SelectField
          id={`${FORM_ID}-lotId`}
          label="Lote"
          value={form.values.lotId ?? ''}
          error={form.errors.lotId ?? form.errors.animalIds}
          hint={lots.isPending ? 'Carregando os lotes...' : undefined}
          onChange={(e) => form.setValue('lotId', e.target.value)}
          options={[
            { value: '', label: 'Escolha o lote' },
            ...openLots.map((l) => ({ value: l.id, label: l.name })),
          ]}
        />
      )}
      {noPaddocks ? (
        <p className="text-sm text-stone-700">
          Você ainda não cadastrou nenhum pasto.{' '}
          <Link to="/pastos" className="font-medium text-green-800 underline underline-offset-4">
            Cadastre os pastos
          </Link>{' '}
          e volte para mover os animais.
        </p>
      ) : (
        <SelectField
          id={`${FORM_ID}-paddockId`}
          label="Pasto"
          value={form.values.paddockId ?? ''}
          error={form.errors.paddockId}
          hint={options.isPending ? 'Carregando os pastos...' : undefined}
          onChange={(e) => form.setValue('paddockId', e.target.value)}
          options={[{ value: '', label: 'Escolha o pasto' }, ...choices.plain]}
          groups={choices.groups}
        />
      )}
      <FormField label="Data" type="date" max={today} {...form.input('movedOn')} />
      {what.kind === 'animals' && form.errors.animalIds && (
        <p className="text-sm font-medium text-red-700">{form.errors.animalIds}</p>
      )}
    </FormDialog>
  );
}
