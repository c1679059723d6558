import { parseDecimal } from '@/domain/number';
import { todayIn } from '@/domain/records/dates';
import { expandTagRange, parseTagList } from '@/domain/herd/herd-tags';
import { purchaseSchemaUntil } from '@/domain/herd/schemas';
import { NumberField } from '../../components/calculator/number-field';
import { FormDialog } from '../../components/ui/form-dialog';
import { FormField } from '../../components/ui/form-field';
import { Radio } from '../../components/ui/radio';
import { TextareaField } from '../../components/ui/textarea-field';
import { useMe } from '../../lib/session';
import { useHerdEventForm } from './event-form';
import { PriceFields, priceInput, priceValues } from './price-fields';
import { BreedField, eventOutcome, heads, LotField, SexField } from './herd-fields';

const FORM_ID = 'purchase';
// The field that shows the brincos' error carries the id of `tags`, so that a failed check moves
// the focus to it (the form focuses the first field in error by its path's id).
const TAGS_FIELD = `${FORM_ID}-tags`;

const initial = () => ({
  mode: 'range',
  date: todayIn(new Date()),
  from: '',
  to: '',
  list: '',
  tags: '',
  sex: '',
  breed: '',
  birthDate: '',
  ageMonths: '',
  weight: '',
  ...priceValues('purchase', null),
  seller: '',
  gta: '',
  lotId: '',
});

/** The brincos typed: a range ('Do brinco' / 'Até o brinco') or a pasted list. */
function readTags(v: Record<string, string>) {
  if (v.mode === 'list') return parseTagList(v.list ?? '');
  if (!v.from?.trim()) return { ok: false as const, message: 'Informe o primeiro brinco' };
  return expandTagRange(v.from, v.to?.trim() ? v.to : v.from);
}

/**
 * 'Registrar compra': one animal or many (a range of brincos or a pasted list), sex, breed, age,
 * weight, price by the head, the kg or the reposição arroba with the total before confirming
 * (not for 'Campo', who records it without a price), seller and GTA. Through the outbox.
 */
export function PurchaseDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const seesMoney = useMe().data?.farm.seesMoney ?? false;
  const today = todayIn(new Date());
  const {
    form,
    write: purchase,
    select,
  } = useHerdEventForm({
    formId: FORM_ID,
    path: '/api/animals/purchases',
    today,
    schemaUntil: purchaseSchemaUntil,
    initialValues: initial(),
    toInput: (v) => {
      const tags = readTags(v);
      return {
        date: v.date,
        // A wrong range or list: the schema's own message lands on the field below.
        tags: tags.ok ? tags.tags : [],
        sex: v.sex,
        breed: v.breed,
        birthDate: v.birthDate,
        ageMonths: parseDecimal(v.ageMonths),
        weight: parseDecimal(v.weight),
        ...priceInput(v, 'purchase', seesMoney),
        seller: v.seller,
        gta: v.gta,
        lotId: v.lotId,
      };
    },
    summary: (data) => `Compra de ${heads(data.tags.length)}`,
    outcome: (_data, controls) =>
      eventOutcome(
        controls,
        { saved: 'Compra registrada', reset: initial(), close: () => onOpenChange(false) },
        {
          title: 'Erro ao registrar a compra',
          description: 'Não foi possível registrar a compra. Tente novamente.',
        },
      ),
  });
  const reading = readTags(form.values);
  const tagsError = form.errors.tags;
  const typed = form.values.mode === 'list' ? form.values.list : form.values.from;
  const preview = reading.ok
    ? `${reading.tags.length} ${reading.tags.length === 1 ? 'animal' : 'animais'}`
    : typed
      ? reading.message
      : undefined;
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      id={FORM_ID}
      title="Registrar compra"
      description="Um animal ou muitos de uma vez: uma faixa de brincos ou uma lista colada."
      submitLabel="Registrar compra"
      pending={purchase.isPending}
      onDiscard={form.discard}
      onSubmit={form.submit}
      wide
    >
      <FormField label="Data da compra" type="date" max={today} {...form.input('date')} />
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-medium text-stone-900">Brincos</legend>
        <div className="flex flex-wrap gap-x-6">
          {[
            { value: 'range', label: 'Faixa de brincos' },
            { value: 'list', label: 'Lista colada' },
          ].map((m) => (
            <label key={m.value} className="flex min-h-11 cursor-pointer items-center gap-2">
              <Radio
                name={`${FORM_ID}-mode`}
                checked={form.values.mode === m.value}
                onChange={() => form.setValue('mode', m.value)}
              />
              {m.label}
            </label>
          ))}
        </div>
        {form.values.mode === 'list' ? (
          <TextareaField
            label="Lista de brincos"
            hint="Um por linha, ou separados por vírgula ou ponto e vírgula."
            maxLength={60_000}
            rows={4}
            {...form.input('list')}
            id={TAGS_FIELD}
            error={tagsError}
          />
        ) : (
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField
              label="Do brinco"
              maxLength={30}
              {...form.input('from')}
              id={TAGS_FIELD}
              error={tagsError}
            />
            <FormField
              label="Até o brinco"
              maxLength={30}
              hint="Em branco: um animal só."
              {...form.input('to')}
            />
          </div>
        )}
        {preview && (
          <p className="text-sm text-stone-700" aria-live="polite">
            {preview}
          </p>
        )}
      </fieldset>
      <SexField
        id={`${FORM_ID}-sex`}
        value={form.values.sex ?? ''}
        onChange={(v) => form.setValue('sex', v)}
        error={form.errors.sex}
      />
      <div className="grid gap-4 sm:grid-cols-3">
        <BreedField {...select('breed')} />
        <FormField
          label="Data de nascimento"
          type="date"
          max={today}
          {...form.input('birthDate')}
        />
        <NumberField label="Idade estimada (meses)" {...form.number('ageMonths')} />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <NumberField
          label="Peso médio (kg)"
          step={0.1}
          usual="liveWeight"
          {...form.number('weight')}
        />
        <LotField
          id={`${FORM_ID}-lotId`}
          value={form.values.lotId ?? ''}
          onChange={(v) => form.setValue('lotId', v)}
          error={form.errors.lotId}
        />
      </div>
      {seesMoney && (
        <PriceFields
          formId={FORM_ID}
          form={form}
          of="purchase"
          heads={reading.ok ? reading.tags.length : null}
          weight={form.values.weight ?? ''}
        />
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Vendedor" maxLength={80} {...form.input('seller')} />
        <FormField label="Número da GTA" maxLength={30} {...form.input('gta')} />
      </div>
    </FormDialog>
  );
}
