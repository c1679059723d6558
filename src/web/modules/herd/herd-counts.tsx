import { useQuery } from '@tanstack/react-query';
import { CATEGORIES, GTA_AGE_BANDS, SEXES } from '@/domain/herd/constants';
import { formatNumber } from '@/domain/format';
import { LoadFailed } from '../../components/load-state';
import { coveredNote, headCountParts } from '@/domain/herd/head-count';
import { HeadedCard } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import { herdCountsQuery } from './herd-api';

const count = (n: number | undefined) => formatNumber(n ?? 0, 0);

/**
 * The farm's herd today (decision 062: the registry's animals + the typed inventory rows they do
 * not cover, its parts said when the inventory adds any), then the registry's active animals by
 * category and by sex in the GTA's age bands.
 */
export function HerdCounts() {
  const query = useQuery(herdCountsQuery);
  const counts = query.data;
  // An answer kept from before decision 062 has no head count: the registry's animals then.
  const herd = counts?.herd;
  const parts = herd && herd.typed + herd.covered > 0 ? headCountParts(herd) : '';
  const covered = herd ? coveredNote(herd) : '';
  return (
    <HeadedCard
      titleId="herd-counts-title"
      title={<>Rebanho ativo{counts ? `: ${count(herd?.total ?? counts.active)} cabeças` : ''}</>}
      description={(parts || covered) && <>{[parts, covered].filter(Boolean).join('. ')}.</>}
    >
      {!counts ? (
        query.isError ? (
          <LoadFailed
            title="Erro ao carregar as contagens"
            description="Não foi possível carregar as contagens do rebanho."
            onRetry={() => void query.refetch()}
            retrying={query.isFetching}
          />
        ) : (
          <Spinner label="Carregando as contagens..." className="justify-start" />
        )
      ) : (
        <div className="grid gap-6 lg:grid-cols-2">
          <section aria-labelledby="herd-by-category">
            <h3 id="herd-by-category" className="mb-2 font-medium text-stone-800">
              Por categoria{parts ? ' (no Rebanho)' : ''}
            </h3>
            <dl className="grid grid-cols-3 gap-2 sm:grid-cols-4">
              {[...CATEGORIES, 'Sem categoria' as const]
                .filter((c) => c !== 'Sem categoria' || (counts.byCategory[c] ?? 0) > 0)
                .map((c) => (
                  <div key={c} className="min-w-0 rounded-lg bg-stone-50 px-2.5 py-2 sm:px-3">
                    <dt className="text-sm text-stone-600">{c}</dt>
                    <dd className="text-lg font-semibold text-stone-900 tabular-nums">
                      {count(counts.byCategory[c])}
                    </dd>
                  </div>
                ))}
            </dl>
          </section>
          <section aria-labelledby="herd-by-age" className="min-w-0">
            <h3 id="herd-by-age" className="mb-2 font-medium text-stone-800">
              Por sexo e idade (faixas da GTA)
            </h3>
            <table className="w-full text-sm tabular-nums">
              <thead>
                <tr className="text-left text-stone-600">
                  <th scope="col" className="py-1 pr-2 font-medium">
                    Idade
                  </th>
                  {SEXES.map((s) => (
                    <th key={s} scope="col" className="py-1 pr-2 text-right font-medium">
                      {s === 'M' ? 'Machos' : 'Fêmeas'}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody className="divide-y divide-stone-100">
                {[...GTA_AGE_BANDS, { id: 'unknown' as const, label: 'Idade desconhecida' }]
                  .filter(
                    (b) => b.id !== 'unknown' || counts.gta.M.unknown + counts.gta.F.unknown > 0,
                  )
                  .map((band) => (
                    <tr key={band.id}>
                      <th scope="row" className="py-1.5 pr-2 text-left font-normal text-stone-700">
                        {band.label}
                      </th>
                      {SEXES.map((s) => (
                        <td key={s} className="py-1.5 pr-2 text-right font-semibold text-stone-900">
                          {count(counts.gta[s][band.id])}
                        </td>
                      ))}
                    </tr>
                  ))}
              </tbody>
            </table>
            {counts.sexUnknown > 0 && (
              <p className="mt-2 text-sm text-stone-700">
                {counts.sexUnknown === 1
                  ? '1 animal com sexo não informado (fora das faixas da GTA).'
                  : `${count(counts.sexUnknown)} animais com sexo não informado (fora das faixas da GTA).`}
              </p>
            )}
          </section>
        </div>
      )}
    </HeadedCard>
  );
}
