import { useEffect, useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { Weighing } from '@/domain/records/weighing';
import { Combobox } from '../../../components/ui/combobox';
import { lastLotOf } from './lot-helpers';
import { usePendingLots } from './lot-queries';
import { lotChoicesQuery } from '../../../lib/lot-choices';

interface LotSelectProps {
  id: string;
  name: string;
  value: string;
  error?: string;
  /** The person chose a lot. */
  onValueChange: (value: string) => void;
  /**
   * The animal's last lot, suggested: the form puts it in only while the person has not chosen
   * a lot themselves (issue 39 item 4). Without it the suggestion is set as a choice.
   */
  onSuggest?: (value: string) => void;
  /** The lot held was closed meanwhile: back to 'Sem lote' (by default as a choice). */
  onClosed?: () => void;
  /** The animal being typed: its last lot is suggested (the person can change it). */
  animalId: string;
  weighings: readonly Weighing[];
}

/**
 * 'Lote' of the weighing form, searched as you type: 'Sem lote', one of the farm's open lots, or
 * a new lot still waiting on the device ('(pendente)': its weighings wait behind it and are sent
 * with its id).
 */
export function LotSelect({
  animalId,
  weighings,
  onValueChange,
  onSuggest = onValueChange,
  onClosed,
  ...field
}: LotSelectProps) {
  const lotsAnswer = useQuery(lotChoicesQuery);
  const lots = lotsAnswer.data ?? [];
  // The open lots, and the new ones still waiting on the device (named by their entry's key).
  const pending = usePendingLots();
  const open = [
    ...lots.filter((lot) => lot.closedAt === null).map((lot) => ({ id: lot.id, label: lot.name })),
    ...pending.map((lot) => ({ id: lot.key, label: `${lot.name} (pendente)` })),
  ];
  const openIds = open.map((lot) => lot.id).join(',');
  const suggested = lastLotOf(weighings, animalId);
  const applied = useRef<string | null>(null);

  // When the typed animal changes to one already weighed, preselect its last (open) lot once.
  useEffect(() => {
    const key = `${animalId.trim()}|${suggested ?? ''}`;
    if (applied.current === key) return;
    if (suggested && openIds.split(',').includes(suggested)) {
      applied.current = key;
      onSuggest(suggested);
    }
  }, [animalId, suggested, openIds, onSuggest]);

  // A lot that is no longer open (closed meanwhile) cannot be chosen: back to 'Sem lote'.
  const loaded = lotsAnswer.data !== undefined;
  const value = open.some((lot) => lot.id === field.value) ? field.value : '';
  useEffect(() => {
    if (loaded && field.value !== '' && value === '') {
      if (onClosed) onClosed();
      else onValueChange('');
    }
  }, [loaded, field.value, value, onValueChange, onClosed]);
  const hint =
    suggested && suggested === value && value !== ''
      ? 'Último lote deste animal. Você pode trocar.'
      : undefined;

  return (
    <Combobox
      {...field}
      value={value}
      label="Lote"
      listLabel="Lotes abertos"
      hint={hint}
      options={[
        { value: '', label: 'Sem lote' },
        ...open.map((lot) => ({ value: lot.id, label: lot.label })),
      ]}
      onValueChange={onValueChange}
      placeholder="Digite o nome do lote"
      emptyText="Nenhum lote aberto com esse nome."
    />
  );
}
