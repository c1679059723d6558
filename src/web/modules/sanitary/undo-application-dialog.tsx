import { toast } from 'sonner';
import { formatNumber } from '@/domain/format';
import { UndoDialog } from '../../components/undo-dialog';
import { ApiError } from '../../lib/api';
import { showSaveError } from '../../lib/use-record-form';
import { toastQueued } from '../../offline/queued';
import { useUndoApplication } from './sanitary-api';

const FAILURE = {
  title: 'Erro ao desfazer',
  description: 'Não foi possível desfazer a aplicação. Tente novamente.',
};

/** The application 'Desfazer' was pressed on, as the list knows it. */
export interface UndoingApplication {
  id: string;
  /** How the list names it: 'Ivermectina 1% em B-12 (10/06/2026)'. */
  label: string;
  tag: string;
  /** The applications of its recording still standing (decision 063). */
  groupSize: number;
  priorHistory: boolean;
}

const heads = (n: number) => (n === 1 ? '1 animal' : `${formatNumber(n, 0)} animais`);

/**
 * 'Desfazer' an application entered by mistake (the shared undo dialog): asks the reason
 * ('Motivo'); the row stays, marked undone, and the animal's withdrawal goes back to what the
 * other applications say. One recorded for several animals (a lot, a list, a marking before the
 * registration) asks whether only this animal's or the whole goes (decision 063), never
 * assuming. An undo the server refuses to the caller's role (403: 'Campo' on another's
 * application, decision 057) says why in the dialog.
 */
export function UndoApplicationDialog({
  application,
  onOpenChange,
}: {
  /** The application; null closes the dialog. */
  application: UndoingApplication | null;
  onOpenChange: (open: boolean) => void;
}) {
  const undo = useUndoApplication();
  const several = application !== null && application.groupSize > 1;
  return (
    <UndoDialog
      formId="sanitary-undo"
      title="Desfazer aplicação"
      recordId={application?.id ?? null}
      description={
        application
          ? `${application.label}${several ? `, registrada para ${heads(application.groupSize)}` : ''}: a aplicação deixa de contar (e a carência dela também), e o motivo fica registrado.`
          : undefined
      }
      choice={
        several
          ? {
              legend: 'O que desfazer',
              options: [
                { value: 'one', label: `Só a do ${application.tag}` },
                {
                  value: 'whole',
                  label: `${application.priorHistory ? 'Toda a marcação antes do cadastro' : 'A aplicação inteira'} (${heads(application.groupSize)})`,
                },
              ],
              required: 'Escolha o que desfazer',
            }
          : undefined
      }
      pending={undo.isPending}
      onOpenChange={onOpenChange}
      onUndo={(data, controls) => {
        if (!application) return;
        const whole = several && data.choice === 'whole';
        undo.mutate(
          {
            id: application.id,
            reason: data.reason,
            wholeGroup: whole,
            summary: whole
              ? `Desfazer: ${application.label} e as outras ${formatNumber(application.groupSize - 1, 0)}`
              : `Desfazer: ${application.label}`,
          },
          {
            onSuccess: (saved) => {
              const done = whole ? 'Aplicações desfeitas' : 'Aplicação desfeita';
              if (saved.queued) toastQueued(saved.reason, done);
              else if (whole) toast.success(done, { description: heads(saved.data.undone) });
              else toast.success(done);
              controls.done();
            },
            onError: (error) => {
              if (error instanceof ApiError && error.status === 403) {
                controls.refuse(error.message);
              } else if (error instanceof ApiError && error.status === 404) {
                toast.error(FAILURE.title, { description: error.message });
              } else showSaveError(error, controls, FAILURE);
            },
          },
        );
      }}
    />
  );
}
