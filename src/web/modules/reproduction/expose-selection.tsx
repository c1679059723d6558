import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { HeartHandshake } from 'lucide-react';
import { z } from 'zod';
import { animalIds, id } from '@/domain/herd/schemas';
import { planHas } from '@/domain/plans';
import { todayIn } from '@/domain/records/dates';
import type { ExposeResult } from '@/domain/reproduction/api';
import { REPRO_TOASTS } from '@/domain/reproduction/constants';
import { Button } from '../../components/ui/button';
import { SelectField } from '../../components/ui/select-field';
import { useMe } from '../../lib/session';
import { seasonsQuery } from './reproduction-api';
import { exposeResultText } from './repro-format';
import { RecordDialog } from './record-dialog';
import { failureOf, useReproForm } from './use-repro-form';

/*
 * 'Expor fêmeas' from the herd list's selection (issue 41 item 2): the selected females added to
 * a breeding season chosen here. The herd module shows it in its selection bar (the routes hand
 * it in: a module imports no other), on a farm whose plan has 'Reprodução'.
 */

/** What the herd's selection says of each animal. */
export interface SelectedAnimal {
  id: string;
  tag: string;
  sex: 'M' | 'F' | null;
}

const FORM_ID = 'repro-expose-selection';
const selectionSchema = z.object({ seasonId: id('Escolha a estação'), animalIds: animalIds() });

/** The selection bar's 'Expor fêmeas' and its dialog; nothing on a plan without the module. */
export function ExposeSelection({
  animals,
  onDone,
  className,
}: {
  animals: readonly SelectedAnimal[];
  onDone: () => void;
  className?: string;
}) {
  const me = useMe().data;
  const [open, setOpen] = useState(false);
  if (!planHas(me?.farm.plan, 'reproduction')) return null;
  const females = animals.filter((a) => a.sex === 'F');
  return (
    <>
      <Button
        size="sm"
        variant="outline"
        onClick={() => setOpen(true)}
        disabled={females.length === 0}
        title={females.length === 0 ? 'Selecione ao menos uma fêmea' : undefined}
        className={className}
      >
        <HeartHandshake aria-hidden="true" />
        {/* On a phone the bar is one row: 'Expor' shows, the name stays whole. */}
        <span>
          Expor<span className="max-sm:sr-only"> fêmeas</span>
        </span>
      </Button>
      {open && (
        <ExposeSelectionDialog
          females={females}
          others={animals.length - females.length}
          onClose={() => setOpen(false)}
          onSaved={onDone}
        />
      )}
    </>
  );
}

function ExposeSelectionDialog({
  females,
  others,
  onClose,
  onSaved,
}: {
  females: readonly SelectedAnimal[];
  others: number;
  onClose: () => void;
  onSaved: () => void;
}) {
  const seasons = useQuery(seasonsQuery);
  const today = todayIn(new Date());
  // The seasons not over yet first; the newest of them is the usual choice.
  const open = (seasons.data ?? []).filter((s) => s.endsOn >= today);
  const choices = open.length > 0 ? open : (seasons.data ?? []);
  const [seasonId, setSeasonId] = useState<string | null>(null);
  const chosen = seasonId ?? choices[0]?.id ?? '';
  const season = seasons.data?.find((s) => s.id === chosen);
  const { form, pending } = useReproForm<typeof selectionSchema, ExposeResult>({
    formId: FORM_ID,
    schema: selectionSchema,
    initialValues: {},
    toInput: () => ({ seasonId: chosen, animalIds: females.map((f) => f.id) }),
    toWrite: ({ seasonId: target, animalIds: ids }) => ({
      path: `/seasons/${target}/exposures`,
      body: { animalIds: ids },
      summary: `Fêmeas expostas na ${season?.name ?? 'estação'}`,
    }),
    saved: REPRO_TOASTS.exposed,
    failure: failureOf('as fêmeas expostas'),
    describe: exposeResultText,
    onSaved,
    onDone: onClose,
  });
  const count =
    females.length === 1 ? '1 fêmea selecionada' : `${females.length} fêmeas selecionadas`;
  const left =
    others === 0
      ? ''
      : others === 1
        ? ' 1 macho (ou sem sexo) fica de fora.'
        : ` ${others} machos (ou sem sexo) ficam de fora.`;
  return (
    <RecordDialog
      formId={FORM_ID}
      onClose={onClose}
      title="Expor fêmeas"
      description={`${count} entram na estação escolhida.${left}`}
      pending={pending}
      onSubmit={form.submit}
    >
      {seasons.isPending ? (
        <p className="text-sm text-stone-600">Carregando as estações...</p>
      ) : choices.length === 0 ? (
        <p className="text-sm text-stone-700">
          Nenhuma estação de monta criada. Crie a estação em Reprodução e volte para expor as
          fêmeas.
        </p>
      ) : (
        <SelectField
          id={`${FORM_ID}-seasonId`}
          label="Estação"
          value={chosen}
          error={form.errors.seasonId ?? form.errors.animalIds}
          onChange={(e) => setSeasonId(e.target.value)}
          options={choices.map((s) => ({ value: s.id, label: s.name }))}
        />
      )}
    </RecordDialog>
  );
}
