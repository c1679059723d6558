import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { toast } from 'sonner';
import { Plus } from 'lucide-react';
import { REPRO_TOASTS } from '@/domain/reproduction/constants';
import type { Semen } from '@/domain/reproduction/api';
import { semenSchema } from '@/domain/reproduction/schemas';
import { NotLoaded } from '../../components/load-state';
import { Button } from '../../components/ui/button';
import { HeadedCard } from '../../components/ui/card';
import { FormField } from '../../components/ui/form-field';
import { ApiError, errorMessage } from '../../lib/api';
import { showRecordError, useRecordForm } from '../../lib/use-record-form';
import { RecordDialog } from './record-dialog';
import { semenQuery, useAddSemen } from './reproduction-api';

const FORM_ID = 'repro-semen';
const VALIDATION = { title: 'Erro de validação', description: 'Verifique os campos destacados.' };
const FAILURE = {
  title: 'Erro ao adicionar o sêmen',
  description: 'Não foi possível adicionar o sêmen. Tente novamente.',
};

/**
 * 'Sêmen' (issue 41): the farm's semen — touro, raça, central — the list 'Touro ou sêmen'
 * suggests from; a name typed there joins it by itself. Every member sees it and adds to it
 * ('Adicionar sêmen').
 */
export function SemenSection() {
  const query = useQuery(semenQuery);
  const [adding, setAdding] = useState(false);
  return (
    <HeadedCard
      title="Sêmen"
      titleId="semen-title"
      action={
        <Button variant="outline" onClick={() => setAdding(true)} className="max-sm:w-full">
          <Plus aria-hidden="true" />
          Adicionar sêmen
        </Button>
      }
    >
      {!query.data ? (
        <NotLoaded
          query={query}
          failed={{ title: 'Erro ao carregar o sêmen', description: errorMessage(query.error) }}
          loading="Carregando o sêmen..."
        />
      ) : query.data.length === 0 ? (
        <p className="text-stone-700">
          Nenhum sêmen cadastrado. O nome digitado em “Touro ou sêmen” entra aqui sozinho.
        </p>
      ) : (
        <ul
          aria-labelledby="semen-title"
          className="divide-y divide-stone-100 rounded-lg border border-stone-200"
        >
          {query.data.map((semen) => (
            <SemenItem key={semen.id} semen={semen} />
          ))}
        </ul>
      )}
      {adding && <SemenDialog onClose={() => setAdding(false)} />}
    </HeadedCard>
  );
}

function SemenItem({ semen }: { semen: Semen }) {
  const facts = [
    semen.breed && `Raça: ${semen.breed}`,
    semen.center && `Central: ${semen.center}`,
  ].filter(Boolean);
  return (
    <li className="flex flex-col gap-0.5 px-3 py-2">
      <span className="font-semibold break-words text-stone-900">{semen.bull}</span>
      {facts.length > 0 && (
        <span className="text-sm break-words text-stone-700">{facts.join(' · ')}</span>
      )}
    </li>
  );
}

/**
 * 'Adicionar sêmen': 'Touro' (its name), 'Raça' and 'Central' (optional); online. A bull already
 * on the list is said at 'Touro'.
 */
export function SemenDialog({ onClose }: { onClose: () => void }) {
  const add = useAddSemen();
  const form = useRecordForm({
    formId: FORM_ID,
    schema: semenSchema,
    initialValues: { bull: '', breed: '', center: '' },
    toInput: (v) => v,
    validationToast: VALIDATION,
    onValid: (data, controls) =>
      add.mutate(data, {
        onSuccess: (made) => {
          toast.success(REPRO_TOASTS.semenAdded, { description: made.bull });
          onClose();
        },
        onError: (error) => {
          // The server's 409 'Esse touro já está na lista de sêmen' names its field too.
          if (error instanceof ApiError && error.status < 500 && error.fields) {
            controls.showErrors(error.fields);
          } else showRecordError(error, controls, FAILURE);
        },
      }),
  });
  return (
    <RecordDialog
      formId={FORM_ID}
      title="Adicionar sêmen"
      description="O touro do sêmen que você usa, para escolher na inseminação."
      pending={add.isPending}
      onSubmit={form.submit}
      onClose={onClose}
    >
      <FormField label="Touro" maxLength={80} placeholder="Jaguar" {...form.input('bull')} />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Raça" maxLength={40} placeholder="Nelore" {...form.input('breed')} />
        <FormField label="Central" maxLength={80} {...form.input('center')} />
      </div>
    </RecordDialog>
  );
}
