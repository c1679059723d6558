import { parseDecimal } from '@/domain/number';
import { todayIn } from '@/domain/records/dates';
import { birthSchemaUntil } from '@/domain/herd/schemas';
import { NumberField } from '../../components/calculator/number-field';
import { FormDialog } from '../../components/ui/form-dialog';
import { FormField } from '../../components/ui/form-field';
import { useHerdEventForm } from './event-form';
import { AnimalPicker, BreedField, eventOutcome, LotField, SexField } from './herd-fields';

const FORM_ID = 'birth';

const initial = (motherId: string) => ({
  motherId,
  date: todayIn(new Date()),
  tag: '',
  eid: '',
  sex: '',
  breed: '',
  birthWeight: '',
  father: '',
  lotId: '',
});

/**
 * 'Registrar nascimento': a calf of the mother (preset from her page, or chosen among the farm's
 * females), linked to her. Through the outbox: recorded offline too, sent once.
 */
export function BirthDialog({
  open,
  onOpenChange,
  mother,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  mother?: { id: string; tag: string };
}) {
  const today = todayIn(new Date());
  const {
    form,
    write: birth,
    select,
  } = useHerdEventForm({
    formId: FORM_ID,
    path: '/api/animals/births',
    today,
    schemaUntil: birthSchemaUntil,
    initialValues: initial(mother?.id ?? ''),
    toInput: (v) => ({ ...v, birthWeight: parseDecimal(v.birthWeight) }),
    summary: (data) => `Nascimento do brinco ${data.tag}`,
    outcome: (_data, controls) =>
      eventOutcome(
        controls,
        {
          saved: 'Nascimento registrado',
          reset: initial(mother?.id ?? ''),
          close: () => onOpenChange(false),
        },
        {
          title: 'Erro ao registrar o nascimento',
          description: 'Não foi possível registrar o nascimento. Tente novamente.',
        },
      ),
  });
  const set = (path: string) => (value: string) => form.setValue(path, value);
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      id={FORM_ID}
      title="Registrar nascimento"
      description={mother ? `Bezerro da vaca ${mother.tag}.` : 'O bezerro fica ligado à mãe.'}
      submitLabel="Registrar nascimento"
      pending={birth.isPending}
      onDiscard={form.discard}
      onSubmit={form.submit}
    >
      {!mother && (
        <AnimalPicker
          id={`${FORM_ID}-motherId`}
          label="Mãe"
          sex="F"
          value={form.values.motherId ?? ''}
          onChange={set('motherId')}
          error={form.errors.motherId}
          next={`${FORM_ID}-date`}
        />
      )}
      <FormField label="Data do nascimento" type="date" max={today} {...form.input('date')} />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Brinco do bezerro" maxLength={30} {...form.input('tag')} />
        <FormField
          label="EID (opcional)"
          inputMode="numeric"
          maxLength={30}
          {...form.input('eid')}
        />
      </div>
      <SexField
        id={`${FORM_ID}-sex`}
        value={form.values.sex ?? ''}
        onChange={set('sex')}
        error={form.errors.sex}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <NumberField label="Peso ao nascer (kg)" step={0.1} {...form.number('birthWeight')} />
        <BreedField {...select('breed')} />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Pai" maxLength={60} {...form.input('father')} />
        <LotField
          id={`${FORM_ID}-lotId`}
          value={form.values.lotId ?? ''}
          onChange={set('lotId')}
          error={form.errors.lotId}
        />
      </div>
    </FormDialog>
  );
}
