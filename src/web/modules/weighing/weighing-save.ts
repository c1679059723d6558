import { useRef, useState } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { Weighing, WeighingData } from '@/domain/records/weighing';
import { sinceLast, type SinceLast } from '@/domain/records/weighing-gain';
import { weighedIdStatus } from '../../lib/herd-registry';
import { toastSaveFailure } from '../../lib/saving';
import {
  showSaveError,
  type RecordFormControls,
  type RecordValues,
} from '../../lib/use-record-form';
import { toastQueued } from '../../offline/queued';
import { useRefreshLotsAfterWeighing } from './lots/lot-queries';
import { animalHistoryQuery, useCreateWeighing, usePendingWeighings } from './weighing-queries';

/** The fields one animal's weighing owns: emptied for the next animal once it is handed over. */
const PER_ANIMAL = ['animalId', 'weight', 'notes'] as const;

/** What the form's result line says of the last weighing handed over. */
export type WeighingResult = {
  animalId: string;
  weight: number;
  /** Saved as a new animal of 'Rebanho', as the person confirmed. */
  registers: boolean;
} & (
  | { state: 'saving' | 'failed' }
  | {
      state: 'saved' | 'queued';
      /** Against the weighing before it; null: none before it; 'unknown': offline, nothing kept. */
      since: SinceLast | null | 'unknown';
      /** Whether the animal had other weighings (a first one is said so). */
      first: boolean;
    }
);

interface FormControls extends RecordFormControls {
  values: RecordValues;
  setValue: (path: string, text: string) => void;
  fill: (values: RecordValues) => void;
}

/** The animal's weighings this device knows before the save: the cached page and the waiting. */
function knownBefore(client: QueryClient, animalId: string, waiting: readonly Weighing[]) {
  const cached = client.getQueryData(animalHistoryQuery(animalId).queryKey);
  const own = waiting.filter((w) => w.animalId === animalId);
  return {
    items: [...(cached?.items ?? []), ...own],
    known: cached !== undefined || own.length > 0,
  };
}

/**
 * The chute's save (issue 39 item 1). A tag that would register a new animal in a farm that
 * keeps a registry is asked about first ('Cadastrar e salvar' / 'Corrigir'). Handed over, the
 * weighing's own fields (animal, weight, notes) empty and the focus goes back to 'Identificação
 * do Animal', so the next tag typed or scanned is exactly that tag; the date and the lot stay.
 * Saved, the result line compares it with the animal's weighing before it: online from its
 * history read again, offline from the history this device kept and the weighings waiting here.
 */
export function useWeighingSave(form: FormControls, animalFieldId: string) {
  const client = useQueryClient();
  const create = useCreateWeighing();
  const refreshLots = useRefreshLotsAfterWeighing();
  const waiting = usePendingWeighings();
  const [result, setResult] = useState<WeighingResult | null>(null);
  const [asking, setAsking] = useState<{ weighing: WeighingData; sent: RecordValues } | null>(null);
  const checking = useRef(false);
  const [busy, setBusy] = useState(false);
  // The values as they are now, for an answer that arrives after the person went on typing.
  const latest = useRef(form.values);
  latest.current = form.values;

  const send = (weighing: WeighingData, sent: RecordValues, registers: boolean) => {
    const { animalId, weight } = weighing;
    // Whatever was typed since the press stays; the rest of this animal's fields empty.
    const handed = PER_ANIMAL.filter((path) => (latest.current[path] ?? '') === (sent[path] ?? ''));
    form.fill(Object.fromEntries(handed.map((path) => [path, ''])));
    if (handed.includes('animalId')) document.getElementById(animalFieldId)?.focus();
    const before = knownBefore(client, animalId, waiting);
    const base = { animalId, weight, registers };
    setResult({ ...base, state: 'saving' });
    create.mutate(weighing, {
      onSuccess: async (saved) => {
        if (saved.queued) {
          toastQueued(saved.reason, 'Pesagem guardada no aparelho');
          setResult({
            ...base,
            state: 'queued',
            since: before.known ? sinceLast(before.items, weighing) : 'unknown',
            first: before.known && before.items.length === 0,
          });
          return;
        }
        toast.success('Pesagem registrada', {
          description: 'Pesagem salva com sucesso no banco de dados!',
        });
        if (weighing.batchId) refreshLots();
        let others = before.items;
        try {
          const history = await client.fetchQuery({
            ...animalHistoryQuery(animalId),
            staleTime: 0,
            networkMode: 'always',
            retry: false,
          });
          others = history.items.filter((w) => w.id !== saved.data.id);
        } catch {
          // The history could not be read again: the one this device had.
        }
        setResult({
          ...base,
          state: 'saved',
          since: sinceLast(others, weighing),
          first: others.length === 0,
        });
      },
      onError: (error) => {
        setResult({ ...base, state: 'failed' });
        // Back in the form, unless the person has started on the next animal.
        if (PER_ANIMAL.every((path) => (latest.current[path] ?? '') === '')) {
          for (const path of PER_ANIMAL) form.setValue(path, sent[path] ?? '');
          showSaveError(error, form, {
            title: 'Erro ao salvar',
            description: 'Não foi possível salvar a pesagem. Tente novamente.',
          });
        } else {
          toastSaveFailure(error, {
            title: 'Erro ao salvar',
            description: `Não foi possível salvar a pesagem de ${animalId}. Tente novamente.`,
          });
        }
      },
    });
  };

  /** The form's checked weighing, as typed (`sent`): asked about when it is a new animal. */
  const submit = async (weighing: WeighingData, sent: RecordValues) => {
    if (checking.current) return;
    checking.current = true;
    setBusy(true);
    try {
      // One already waiting on this device under that id was asked about (or could not be).
      const status = waiting.some((w) => w.animalId === weighing.animalId)
        ? 'known'
        : await weighedIdStatus(client, weighing.animalId);
      if (status === 'new') setAsking({ weighing, sent });
      else send(weighing, sent, false);
    } finally {
      checking.current = false;
      setBusy(false);
    }
  };

  return {
    submit,
    result,
    saving: busy || create.isPending,
    /** The tag asked about, while the question is open. */
    asking: asking?.weighing.animalId ?? null,
    /** 'Cadastrar e salvar'. */
    confirm: () => {
      if (asking) send(asking.weighing, asking.sent, true);
      setAsking(null);
    },
    /** 'Corrigir' (or Escape): nothing saved. */
    correct: () => setAsking(null),
  };
}
