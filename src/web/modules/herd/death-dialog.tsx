import { todayIn } from '@/domain/records/dates';
import { DEATH_CAUSES } from '@/domain/herd/constants';
import { deathSchemaUntil } from '@/domain/herd/schemas';
import { FormDialog } from '../../components/ui/form-dialog';
import { FormField } from '../../components/ui/form-field';
import { SelectField } from '../../components/ui/select-field';
import { TextareaField } from '../../components/ui/textarea-field';
import { useHerdEventForm } from './event-form';
import { eventOutcome } from './herd-fields';

const FORM_ID = 'death';

/** 'Registrar morte' of one animal: the date, the cause and a note. Through the outbox. */
export function DeathDialog({
  open,
  onOpenChange,
  animal,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  animal: { id: string; tag: string };
}) {
  const today = todayIn(new Date());
  const initial = { animalId: animal.id, date: today, cause: '', note: '' };
  const {
    form,
    write: death,
    select,
  } = useHerdEventForm({
    formId: FORM_ID,
    path: '/api/animals/deaths',
    today,
    schemaUntil: deathSchemaUntil,
    initialValues: initial,
    toInput: (v) => v,
    summary: () => `Morte do animal ${animal.tag}`,
    outcome: (_data, controls) =>
      eventOutcome(
        controls,
        { saved: 'Morte registrada', reset: initial, close: () => onOpenChange(false) },
        {
          title: 'Erro ao registrar a morte',
          description: 'Não foi possível registrar a morte. Tente novamente.',
        },
      ),
  });
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      id={FORM_ID}
      title="Registrar morte"
      description={`O animal ${animal.tag} sai do rebanho ativo e mantém o seu histórico.`}
      submitLabel="Registrar morte"
      pending={death.isPending}
      onDiscard={form.discard}
      onSubmit={form.submit}
    >
      <FormField label="Data da morte" type="date" max={today} {...form.input('date')} />
      <SelectField
        {...select('cause')}
        label="Causa"
        options={[
          { value: '', label: 'Escolha a causa' },
          ...DEATH_CAUSES.map((c) => ({ value: c, label: c })),
        ]}
      />
      <TextareaField label="Observação (opcional)" {...form.input('note')} />
    </FormDialog>
  );
}
