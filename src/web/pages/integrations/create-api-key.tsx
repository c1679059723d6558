import { useState } from 'react';
import { Plus } from 'lucide-react';
import { toast } from 'sonner';
import {
  API_KEY_ACCESS,
  API_KEY_ACCESS_LABELS,
  apiKeySchema,
  type CreatedApiKey,
} from '@/domain/farms';
import { FormCard } from '../../components/form-card';
import { Button } from '../../components/ui/button';
import { FormField } from '../../components/ui/form-field';
import { SelectField } from '../../components/ui/select-field';
import { ApiError, errorMessage } from '../../lib/api';
import { useFieldForm } from '../../lib/use-field-form';
import { useCreateApiKey } from './integrations-api';
import { NewKeyDialog } from './new-key-dialog';

const FORM_ID = 'api-key';
const EMPTY = { name: '', access: 'read' };
const ACCESS_OPTIONS = API_KEY_ACCESS.map((access) => ({
  value: access,
  label: API_KEY_ACCESS_LABELS[access],
}));

/** 'Nova chave': a name and the access; the created key is shown once (NewKeyDialog). */
export function CreateApiKey({ farmId }: { farmId: string }) {
  const create = useCreateApiKey(farmId);
  const form = useFieldForm(FORM_ID, EMPTY);
  const [created, setCreated] = useState<CreatedApiKey | null>(null);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const data = form.validate(apiKeySchema, (v) => v);
    if (!data) return;
    create.mutate(data, {
      onSuccess: (key) => {
        form.reset(EMPTY);
        setCreated(key);
      },
      onError: (error) => {
        if (error instanceof ApiError && error.fields) form.showErrors(error.fields);
        else toast.error('Erro ao criar a chave', { description: errorMessage(error) });
      },
    });
  };

  return (
    <>
      <FormCard id={FORM_ID} title="Nova chave" onSubmit={submit}>
        <FormField
          label="Nome"
          hint="Para reconhecer a chave, ex.: Balança do curral"
          autoComplete="off"
          maxLength={60}
          {...form.input('name')}
        />
        <SelectField
          label="Acesso"
          options={ACCESS_OPTIONS}
          {...form.input('access')}
          onChange={(event) => form.setValue('access', event.target.value)}
        />
        <Button type="submit" className="w-full sm:w-fit" disabled={create.isPending}>
          <Plus aria-hidden="true" />
          {create.isPending ? 'Criando...' : 'Criar chave'}
        </Button>
      </FormCard>
      <NewKeyDialog apiKey={created} onClose={() => setCreated(null)} />
    </>
  );
}
