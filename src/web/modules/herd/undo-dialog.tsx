import type { HerdEventKind } from '@/domain/herd/api';
import {
  partialUndoAllowed,
  takeOutLabel,
  undoQuestion,
  wholeEventLabel,
} from '@/domain/herd/undo';
import { UndoDialog as UndoRecordDialog } from '../../components/undo-dialog';
import { ApiError } from '../../lib/api';
import { useUndoEvent } from './herd-api';
import { showHerdError, toastSaved } from './herd-fields';

/** The event 'Desfazer' was pressed on, as the animal's history knows it. */
export interface UndoingEvent {
  id: string;
  /** How the history names it: 'Venda em 10/06/2025'. */
  label: string;
  kind: HerdEventKind;
  /** Its animals still in it, when the server said (decision 063). */
  animals?: { count: number; tags: string[] };
  /** The animal whose page it is: offered alone where the kind allows. */
  animal: { id: string; tag: string };
  toOtherFarm: boolean;
}

const ONE = 'one';
const WHOLE = 'whole';

/**
 * 'Desfazer' an event entered by mistake. An event of several animals names them all ('Desfazer
 * a venda de 3 animais: 00001, 00002, 00003?') and, for a sale, purchase or move, asks whether to
 * take out only this animal ('Tirar só o 00002 desta venda') or undo the whole event — never
 * chosen for the person (decision 063). The reason is kept in the history; a refusal of the server
 * to the caller's role (decision 057) is said in the dialog.
 */
export function UndoDialog({
  event,
  onOpenChange,
  onSaved,
}: {
  /** The event to undo; null closes the dialog. */
  event: UndoingEvent | null;
  onOpenChange: (open: boolean) => void;
  onSaved?: () => void;
}) {
  const undo = useUndoEvent();
  const count = event?.animals?.count ?? 1;
  const several = event !== null && count > 1;
  const partial = several && partialUndoAllowed(event.kind, event.toOtherFarm);
  const description = !event
    ? undefined
    : several
      ? `${undoQuestion(event.kind, count, event.animals!.tags)} O motivo fica no histórico.`
      : `${event.label}: o que ele mudou volta a ser como antes, e o motivo fica no histórico.`;
  return (
    <UndoRecordDialog
      formId="undo"
      title="Desfazer evento"
      recordId={event?.id ?? null}
      description={description}
      choice={
        partial
          ? {
              legend: 'O que desfazer',
              options: [
                { value: ONE, label: takeOutLabel(event.kind, event.animal.tag) },
                { value: WHOLE, label: wholeEventLabel(event.kind, count) },
              ],
              required: 'Escolha o que desfazer',
            }
          : undefined
      }
      pending={undo.isPending}
      onOpenChange={onOpenChange}
      onUndo={(data, controls) => {
        if (!event) return;
        const one = partial && data.choice === ONE;
        undo.mutate(
          {
            eventId: event.id,
            reason: data.reason,
            animalId: one ? event.animal.id : null,
            summary: one ? takeOutLabel(event.kind, event.animal.tag) : `Desfazer: ${event.label}`,
          },
          {
            onSuccess: (saved) => {
              toastSaved(saved, one ? `Desfeito só para o ${event.animal.tag}` : 'Evento desfeito');
              controls.done();
              onSaved?.();
            },
            onError: (error) =>
              error instanceof ApiError && error.status === 403
                ? controls.refuse(error.message)
                : showHerdError(error, controls, {
                    title: 'Erro ao desfazer',
                    description: 'Não foi possível desfazer o evento. Tente novamente.',
                  }),
          },
        );
      }}
    />
  );
}
