import { useNavigate } from 'react-router';
import { REPRO_TOASTS, USUAL_SEASON_NOTE } from '@/domain/reproduction/constants';
import type { SeasonSummary } from '@/domain/reproduction/api';
import { seasonSchema } from '@/domain/reproduction/schemas';
import { FormField } from '../../components/ui/form-field';
import { RecordDialog } from './record-dialog';
import { failureOf, useReproForm } from './use-repro-form';

const FORM_ID = 'repro-season';
const EDIT_FAILURE = {
  title: 'Erro ao salvar a estação',
  description: 'Não foi possível salvar a estação. Tente novamente.',
};

/**
 * 'Nova estação' (issue 41 item 2): 'Nome', 'Início', 'Fim'; the usual lengths are said, never
 * enforced. Saved, the season's page opens. Given a `season`, 'Editar estação' (the owner's and a
 * Gerente's): the same fields filled with its values, saved over it (PUT), the page read again.
 */
export function SeasonDialog({
  season,
  onClose,
}: {
  season?: Pick<SeasonSummary, 'id' | 'name' | 'startsOn' | 'endsOn'>;
  onClose: () => void;
}) {
  const navigate = useNavigate();
  const { form, pending } = useReproForm<typeof seasonSchema, SeasonSummary>({
    formId: FORM_ID,
    schema: seasonSchema,
    initialValues: {
      name: season?.name ?? '',
      startsOn: season?.startsOn ?? '',
      endsOn: season?.endsOn ?? '',
    },
    toInput: (v) => v,
    toWrite: (data) =>
      season
        ? {
            path: `/seasons/${season.id}`,
            method: 'PUT',
            body: data,
            summary: `Estação alterada: ${data.name}`,
          }
        : { path: '/seasons', body: data, summary: `Estação ${data.name}` },
    saved: season ? REPRO_TOASTS.seasonUpdated : REPRO_TOASTS.seasonCreated,
    failure: season ? EDIT_FAILURE : failureOf('a estação'),
    onSaved: season ? undefined : (made) => void navigate(`/reproducao/estacoes/${made.id}`),
    onDone: onClose,
  });
  return (
    <RecordDialog
      formId={FORM_ID}
      onClose={onClose}
      title={season ? 'Editar estação' : 'Nova estação'}
      description="A estação de monta: o período em que as fêmeas expostas são inseminadas ou cobertas."
      submitLabel={season ? 'Salvar estação' : 'Criar estação'}
      pending={pending}
      onSubmit={form.submit}
    >
      <FormField
        label="Nome"
        maxLength={80}
        placeholder="Estação 2026/27"
        {...form.input('name')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Início" type="date" {...form.input('startsOn')} />
        <FormField label="Fim" type="date" min={form.values.startsOn} {...form.input('endsOn')} />
      </div>
      <p className="text-sm text-stone-700">{USUAL_SEASON_NOTE}</p>
    </RecordDialog>
  );
}
