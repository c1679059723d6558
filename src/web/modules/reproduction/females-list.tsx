import { useState } from 'react';
import { Link } from 'react-router';
import { useInfiniteQuery } from '@tanstack/react-query';
import { UserMinus } from 'lucide-react';
import {
  DIAGNOSIS_LABELS,
  REPRO_STATUSES,
  REPRO_STATUS_LABELS,
  type ReproStatus,
} from '@/domain/reproduction/constants';
import type { ExposedFemale } from '@/domain/reproduction/api';
import { formatDateBR } from '@/domain/records/dates';
import { LoadMore, morePages } from '../../components/load-more';
import { NotLoaded } from '../../components/load-state';
import { Button } from '../../components/ui/button';
import { HeadedCard } from '../../components/ui/card';
import { SelectField } from '../../components/ui/select-field';
import { errorMessage } from '../../lib/api';
import { femalesQuery } from './reproduction-api';
import type { Picked } from './repro-forms';
import { expectedCalvingText } from './repro-format';

/** The records a female's row opens. */
export type FemaleRecord = 'insemination' | 'cover' | 'diagnosis' | 'abortion';

const ROW_ACTIONS: { kind: FemaleRecord; short: string; label: string }[] = [
  { kind: 'insemination', short: 'Inseminação', label: 'Registrar inseminação' },
  { kind: 'cover', short: 'Cobertura', label: 'Registrar cobertura' },
  { kind: 'diagnosis', short: 'Diagnóstico', label: 'Registrar diagnóstico' },
  { kind: 'abortion', short: 'Aborto', label: 'Registrar aborto' },
];

/** 'IA em 01/11/2026 — Jaguar' or 'Monta de 01/11/2026 a 30/11/2026 — Touro 12'. */
function serviceLine(service: NonNullable<ExposedFemale['lastService']>): string {
  const when =
    service.kind === 'insemination'
      ? `IA em ${formatDateBR(service.date)}`
      : service.endsOn
        ? `Monta de ${formatDateBR(service.date)} a ${formatDateBR(service.endsOn)}`
        : `Monta desde ${formatDateBR(service.date)}`;
  return `${when} — ${service.sire}`;
}

/** The 'Situação' filter's id: where the focus goes once a female is taken out. */
export const FEMALES_FILTER_ID = 'repro-females-status';

/**
 * The season's exposed females, 50 a page from the server ('Carregar mais'), of one status or
 * all ('Situação'): each with her status, last service and diagnosis, 'Previsão de parto', a box
 * to select her and her records' buttons; 'Retirar da estação' when `onRemove` is given (the
 * owner and a Gerente).
 */
export function FemalesList({
  seasonId,
  selected,
  onToggle,
  onRecord,
  onRemove,
}: {
  seasonId: string;
  selected: ReadonlyMap<string, Picked>;
  onToggle: (female: Picked) => void;
  onRecord: (kind: FemaleRecord, female: Picked) => void;
  onRemove?: (female: Picked) => void;
}) {
  const [status, setStatus] = useState<ReproStatus | null>(null);
  const query = useInfiniteQuery(femalesQuery(seasonId, status));
  const rows = query.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <HeadedCard title="Fêmeas expostas" titleId="females-title">
      <div className="mb-3 max-w-xs">
        <SelectField
          id={FEMALES_FILTER_ID}
          label="Situação"
          value={status ?? ''}
          onChange={(e) => setStatus((e.target.value || null) as ReproStatus | null)}
          options={[
            { value: '', label: 'Todas' },
            ...REPRO_STATUSES.map((s) => ({ value: s, label: REPRO_STATUS_LABELS[s] })),
          ]}
        />
      </div>
      {!query.data ? (
        <NotLoaded
          query={query}
          failed={{ title: 'Erro ao carregar as fêmeas', description: errorMessage(query.error) }}
          loading="Carregando as fêmeas..."
        />
      ) : rows.length === 0 ? (
        <p className="text-stone-700">
          {status
            ? `Nenhuma fêmea ${REPRO_STATUS_LABELS[status].toLowerCase()} nesta estação.`
            : 'Nenhuma fêmea exposta ainda. Use “Expor fêmeas”.'}
        </p>
      ) : (
        <ul
          aria-labelledby="females-title"
          className="divide-y divide-stone-100 rounded-lg border border-stone-200"
        >
          {rows.map((female) => (
            <FemaleRow
              key={female.animalId}
              female={female}
              checked={selected.has(female.animalId)}
              onToggle={onToggle}
              onRecord={onRecord}
              onRemove={onRemove}
            />
          ))}
        </ul>
      )}
      <LoadMore more={morePages(query)} />
    </HeadedCard>
  );
}

function FemaleRow({
  female,
  checked,
  onToggle,
  onRecord,
  onRemove,
}: {
  female: ExposedFemale;
  checked: boolean;
  onToggle: (female: Picked) => void;
  onRecord: (kind: FemaleRecord, female: Picked) => void;
  onRemove?: (female: Picked) => void;
}) {
  const picked = { id: female.animalId, tag: female.tag };
  const diagnosis = female.lastDiagnosis;
  return (
    <li className="flex flex-col gap-2 px-3 py-2">
      <div className="flex min-w-0 flex-wrap items-center gap-x-3 gap-y-1">
        <label className="-m-2 flex size-11 shrink-0 cursor-pointer items-center justify-center">
          <input
            type="checkbox"
            aria-label={`Selecionar ${female.tag}`}
            checked={checked}
            onChange={() => onToggle(picked)}
            className="size-5 accent-green-700 pointer-coarse:size-6"
          />
        </label>
        <Link
          to={`/rebanho/${female.animalId}`}
          className="min-w-0 font-semibold break-all text-green-800 underline underline-offset-4"
        >
          {female.tag}
        </Link>
        {female.name && <span className="min-w-0 break-words text-stone-700">{female.name}</span>}
        <span className="text-sm text-stone-600">{female.category}</span>
        <span className="rounded bg-stone-100 px-2 py-0.5 text-sm font-semibold text-stone-900">
          {REPRO_STATUS_LABELS[female.status]}
        </span>
      </div>
      <div className="flex flex-col gap-0.5 text-sm text-stone-700">
        {female.lastService && <p className="break-words">{serviceLine(female.lastService)}</p>}
        {diagnosis && (
          <p>
            Diagnóstico em {formatDateBR(diagnosis.date)}: {DIAGNOSIS_LABELS[diagnosis.result]}
            {diagnosis.gestationDays !== null ? `, ${diagnosis.gestationDays} dias` : ''}
          </p>
        )}
        {female.expectedCalving && (
          <p className="font-medium text-stone-900">
            {expectedCalvingText(female.expectedCalving)}
          </p>
        )}
      </div>
      <div className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap">
        {ROW_ACTIONS.map((a) => (
          <Button
            key={a.kind}
            size="sm"
            variant="outline"
            aria-label={`${a.label}: ${female.tag}`}
            onClick={() => onRecord(a.kind, picked)}
          >
            {a.short}
          </Button>
        ))}
        {onRemove && (
          <Button
            size="sm"
            variant="ghost"
            aria-label={`Retirar da estação: ${female.tag}`}
            onClick={() => onRemove(picked)}
            className="col-span-2 text-red-700 hover:bg-red-50 hover:text-red-800"
          >
            <UserMinus aria-hidden="true" />
            Retirar da estação
          </Button>
        )}
      </div>
    </li>
  );
}
