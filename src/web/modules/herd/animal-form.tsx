import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { LoaderCircle, Save } from 'lucide-react';
import type { AnimalDetail } from '@/domain/herd/api';
import { birthDateFromAge, deriveCategory } from '@/domain/herd/category';
import {
  CATEGORIES,
  CATEGORY_SEX,
  ORIGIN_LABELS,
  ORIGINS,
  type Sex,
} from '@/domain/herd/constants';
import { formatEid } from '@/domain/herd/eid';
import { animalSchemaUntil } from '@/domain/herd/schemas';
import { parseDecimal } from '@/domain/number';
import { todayIn } from '@/domain/records/dates';
import { NumberField } from '../../components/calculator/number-field';
import { FormCard } from '../../components/form-card';
import { Button } from '../../components/ui/button';
import { PaddockNames } from '../../components/paddock-names';
import { FormField } from '../../components/ui/form-field';
import { SelectField } from '../../components/ui/select-field';
import { TextareaField } from '../../components/ui/textarea-field';
import { useRecordForm } from '../../lib/use-record-form';
import { useSaveAnimal } from './herd-api';
import {
  AnimalPicker,
  BreedField,
  LotField,
  selectOf,
  SexField,
  showHerdError,
  toastSaved,
  VALIDATION,
} from './herd-fields';

const FORM_ID = 'animal';

/** What a new animal's form starts with: a brinco or EID read elsewhere (`?brinco=`, `?eid=`). */
export interface AnimalPrefill {
  tag?: string;
  eid?: string;
}

function initialValues(animal?: AnimalDetail, prefill: AnimalPrefill = {}) {
  return {
    tag: animal?.tag ?? prefill.tag ?? '',
    eid: animal?.eid ? formatEid(animal.eid) : (prefill.eid ?? ''),
    sisbov: animal?.sisbov ?? '',
    name: animal?.name ?? '',
    sex: animal?.sex ?? '',
    breed: animal?.breed ?? '',
    birthDate: animal?.birthDate ?? '',
    ageMonths: '',
    category: animal?.categoryOverride ?? '',
    breeder: animal?.breeder ? 'true' : '',
    coat: animal?.coat ?? '',
    motherId: animal?.mother?.id ?? '',
    father: animal?.father ?? '',
    lotId: animal?.lotId ?? '',
    pasture: animal?.pasture ?? '',
    origin: animal?.origin ?? '',
    entryDate: animal?.entryDate ?? '',
    notes: animal?.notes ?? '',
  };
}

/**
 * 'Cadastrar animal' and 'Editar': every field of the animal, checked with the domain's schema,
 * the server's field errors by their fields. Saved, it opens the animal's page; without a
 * connection it is kept on the device ('Sem conexão agora') and the herd's list (or the animal's
 * page) shows it waiting.
 */
export function AnimalForm({
  animal,
  prefill,
}: {
  animal?: AnimalDetail;
  prefill?: AnimalPrefill;
}) {
  const navigate = useNavigate();
  const today = todayIn(new Date());
  const schema = useMemo(() => animalSchemaUntil(today), [today]);
  const save = useSaveAnimal(animal?.id);
  const form = useRecordForm({
    formId: FORM_ID,
    schema,
    initialValues: initialValues(animal, prefill),
    toInput: (v) => ({
      ...v,
      ageMonths: v.birthDate ? null : parseDecimal(v.ageMonths),
      breeder: v.sex === 'M' && v.breeder === 'true',
      origin: v.origin || null,
    }),
    validationToast: VALIDATION,
    onValid: (data, controls) =>
      save.mutate(data, {
        onSuccess: (saved) => {
          toastSaved(saved, animal ? 'Animal atualizado' : 'Animal cadastrado');
          // Kept on the device, a new animal has no page yet: the herd lists it as waiting.
          if (saved.queued) void navigate(animal ? `/rebanho/${animal.id}` : '/rebanho');
          else void navigate(`/rebanho/${saved.data.id}`);
        },
        onError: (error) =>
          showHerdError(error, controls, {
            title: 'Erro ao salvar',
            description: 'Não foi possível salvar o animal. Tente novamente.',
          }),
      }),
  });
  const v = form.values;
  const select = selectOf(FORM_ID, form);
  const set = (path: string) => (value: string) => form.setValue(path, value);
  const sex = (v.sex || null) as Sex | null;
  const age = parseDecimal(v.ageMonths);
  const birth =
    v.birthDate ||
    (age !== undefined && Number.isInteger(age) && age >= 0 ? birthDateFromAge(age, today) : null);
  const derived = sex
    ? deriveCategory(
        {
          sex,
          birthDate: birth,
          breeder: v.breeder === 'true',
          hasCalved: (animal?.calves.length ?? 0) > 0,
          override: null,
        },
        today,
      )
    : null;
  const categories = CATEGORIES.filter((c) => !sex || CATEGORY_SEX[c] === sex);

  return (
    <FormCard
      id={FORM_ID}
      title={animal ? `Editar animal ${animal.tag}` : 'Cadastrar animal'}
      onSubmit={form.submit}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Brinco" maxLength={30} autoComplete="off" {...form.input('tag')} />
        <FormField label="Nome" maxLength={60} {...form.input('name')} />
        <FormField
          label="EID"
          inputMode="numeric"
          maxLength={30}
          autoComplete="off"
          hint="15 dígitos, com ou sem espaços."
          {...form.input('eid')}
        />
        <FormField
          label="SISBOV"
          inputMode="numeric"
          maxLength={20}
          autoComplete="off"
          hint="15 dígitos (opcional)."
          {...form.input('sisbov')}
        />
      </div>
      <SexField
        id={`${FORM_ID}-sex`}
        value={v.sex ?? ''}
        onChange={set('sex')}
        error={form.errors.sex}
      />
      {v.sex === 'M' && (
        <label className="flex min-h-11 cursor-pointer items-center gap-3">
          <input
            id={`${FORM_ID}-breeder`}
            type="checkbox"
            checked={v.breeder === 'true'}
            onChange={(e) => form.setValue('breeder', e.target.checked ? 'true' : '')}
            className="size-5 accent-green-700"
          />
          Reprodutor
        </label>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <BreedField {...select('breed')} />
        <FormField label="Pelagem" maxLength={40} {...form.input('coat')} />
        <FormField
          label="Data de nascimento"
          type="date"
          max={today}
          {...form.input('birthDate')}
        />
        <NumberField
          label="Idade estimada (meses)"
          hint={v.birthDate ? 'A data de nascimento já diz a idade.' : 'Quando não se sabe a data.'}
          {...form.number('ageMonths')}
        />
      </div>
      <SelectField
        {...select('category')}
        label="Categoria"
        hint="Calculada pelo sexo e pela idade; escolha outra só para corrigir."
        options={[
          { value: '', label: `Automática: ${derived ?? 'sem categoria'}` },
          ...categories.map((c) => ({ value: c, label: c })),
        ]}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <AnimalPicker
          id={`${FORM_ID}-motherId`}
          label="Mãe"
          sex="F"
          value={v.motherId ?? ''}
          onChange={set('motherId')}
          error={form.errors.motherId}
          initial={animal?.mother}
          next={`${FORM_ID}-father`}
        />
        <FormField
          label="Pai"
          maxLength={60}
          hint="Brinco, nome ou código do sêmen."
          {...form.input('father')}
        />
        <LotField
          id={`${FORM_ID}-lotId`}
          value={v.lotId ?? ''}
          onChange={set('lotId')}
          error={form.errors.lotId}
        />
        <FormField
          label="Pasto"
          maxLength={60}
          list="animal-paddock-names"
          autoComplete="off"
          {...form.input('pasture')}
        />
        <PaddockNames id="animal-paddock-names" />
        <SelectField
          {...select('origin')}
          label="Origem"
          options={[
            { value: '', label: 'Não informada' },
            ...ORIGINS.map((o) => ({ value: o, label: ORIGIN_LABELS[o] })),
          ]}
        />
        {v.origin === 'bought' && (
          <FormField label="Data de entrada" type="date" max={today} {...form.input('entryDate')} />
        )}
      </div>
      <TextareaField label="Observações" {...form.input('notes')} />
      <Button type="submit" size="lg" className="w-full sm:w-fit" disabled={save.isPending}>
        {save.isPending ? (
          <LoaderCircle className="animate-spin" aria-hidden="true" />
        ) : (
          <Save aria-hidden="true" />
        )}
        {animal ? 'Salvar alterações' : 'Cadastrar animal'}
      </Button>
    </FormCard>
  );
}
