import { todayIn } from '@/domain/records/dates';
import { transferSchemaUntil } from '@/domain/herd/schemas';
import { FormDialog } from '../../components/ui/form-dialog';
import { PaddockNames } from '../../components/paddock-names';
import { FormField } from '../../components/ui/form-field';
import { SelectField } from '../../components/ui/select-field';
import { useMe } from '../../lib/session';
import { useHerdEventForm } from './event-form';
import { eventOutcome, heads, LotField, type AnimalsDialogProps } from './herd-fields';
import { tagsInOrder } from './herd-format';

const FORM_ID = 'transfer';
const KEEP = '';
const NO_LOT = 'none';

/**
 * 'Transferir': the animals to a lot and/or a pasture, or to another farm of the account when the
 * person has one. Through the outbox.
 */
export function TransferDialog({
  open,
  onOpenChange,
  animals,
  onSaved,
}: AnimalsDialogProps<{ id: string; tag: string }>) {
  const me = useMe().data;
  // Between farms of one account: the server asks for Master and for the owner or manager of both.
  const otherFarms = me?.farm.seesMoney
    ? me.farms.filter((f) => f.id !== me.farm.id && f.role !== 'field')
    : [];
  const today = todayIn(new Date());
  const initial = { date: today, toLotId: KEEP, toPasture: '', toFarmId: '' };
  const {
    form,
    write: transfer,
    select,
  } = useHerdEventForm({
    formId: FORM_ID,
    path: '/api/animals/transfers',
    today,
    schemaUntil: transferSchemaUntil,
    initialValues: initial,
    toInput: (v) => ({
      date: v.date,
      animalIds: animals.map((a) => a.id),
      ...(v.toFarmId
        ? {}
        : {
            toLotId: v.toLotId === KEEP ? undefined : v.toLotId === NO_LOT ? null : v.toLotId,
            toPasture: v.toPasture?.trim() ? v.toPasture : undefined,
          }),
      toFarmId: v.toFarmId || undefined,
    }),
    summary: () => `Transferência de ${heads(animals.length)}`,
    outcome: (_data, controls) =>
      eventOutcome(
        controls,
        {
          saved: 'Transferência registrada',
          reset: initial,
          close: () => onOpenChange(false),
          after: onSaved,
        },
        {
          title: 'Erro ao transferir',
          description: 'Não foi possível registrar a transferência. Tente novamente.',
        },
      ),
  });
  // To another farm the lot and pasture are the other farm's business: the fields step aside.
  const toFarm = otherFarms.find((f) => f.id === form.values.toFarmId);
  const tags = `${tagsInOrder(animals).slice(0, 12).join(', ')}${animals.length > 12 ? '…' : ''}`;
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      id={FORM_ID}
      title="Transferir"
      description={`${otherFarms.length > 0 ? 'Troca de lote, de pasto ou de fazenda' : 'Troca de lote ou de pasto'} de ${heads(animals.length)}: ${tags}.`}
      submitLabel="Transferir"
      pending={transfer.isPending}
      onDiscard={form.discard}
      onSubmit={form.submit}
    >
      <FormField label="Data da transferência" type="date" max={today} {...form.input('date')} />
      {otherFarms.length > 0 && (
        <SelectField
          {...select('toFarmId')}
          label="Para outra fazenda"
          options={[
            { value: '', label: 'Nesta fazenda' },
            ...otherFarms.map((f) => ({ value: f.id, label: f.name })),
          ]}
          hint={
            toFarm
              ? `Os animais saem desta fazenda e entram em “${toFarm.name}” com os seus dados. Não dá para desfazer: para voltar, transfira de volta.`
              : undefined
          }
        />
      )}
      {!toFarm && (
        <>
          <LotField
            id={`${FORM_ID}-toLotId`}
            label="Para o lote"
            value={form.values.toLotId ?? ''}
            onChange={(v) => form.setValue('toLotId', v)}
            error={form.errors.toLotId}
            extra={[
              { value: KEEP, label: 'Manter o lote atual' },
              { value: NO_LOT, label: 'Tirar do lote' },
            ]}
          />
          <FormField
            label="Para o pasto"
            maxLength={60}
            list="transfer-paddock-names"
            autoComplete="off"
            hint="Deixe em branco para manter o pasto atual."
            {...form.input('toPasture')}
          />
          <PaddockNames id="transfer-paddock-names" />
        </>
      )}
    </FormDialog>
  );
}
