import { useDeferredValue, useMemo, useState } from 'react';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { lotChoicesQuery } from '../../lib/lot-choices';
import { animalFiguresQuery } from './weighing-queries';
import { ExportButton } from '../../components/export-button';
import { HerdPerformanceTable } from './herd-performance-table';
import { PrintedPart } from '../../components/load-more';
import { PrintHeading, usePrintPart } from '../../components/print-report';
import { Button } from '../../components/ui/button';
import { Combobox } from '../../components/ui/combobox';
import { PaddockFilter } from '../../components/paddock-filter';
import { usePaddockOptions } from '../../lib/paddock-options';
import { useServerPage } from '../../lib/use-server-page';
import { Spinner } from '../../components/ui/spinner';
import { HeadedCard } from '../../components/ui/card';
import { Printer } from 'lucide-react';
import { formatNumber } from '@/domain/format';
import type { AnimalFigures, HerdTotals } from '@/domain/records/weighing-pages';

type PrintKind = 'animal' | 'herd';

const NONE: readonly AnimalFigures[] = [];

/**
 * A herd (or lot) of at most this many animals is printed whole: 'Imprimir relatório' reads its
 * remaining pages first (a few requests of one page each). A bigger one prints the pages shown,
 * saying how many of how many, under the totals of all of them.
 */
export const PRINT_WHOLE_MAX = 200;

/** '1.250 animais · GMD médio 0,712 kg/dia', over every animal of the herd or lot. */
function totalsText(totals: HerdTotals) {
  const animals = `${formatNumber(totals.animals, 0)} ${totals.animals === 1 ? 'animal' : 'animais'}`;
  return totals.averageDailyGain === null
    ? animals
    : `${animals} · GMD médio ${formatNumber(totals.averageDailyGain, 3)} kg/dia`;
}

/**
 * The weighing screen's reports (issue 12): 'Exportar CSV' of the weighings and of the lots, the printable
 * history of the selected animal (its chart and table, shown by the screen's performance card)
 * and 'Relatório do rebanho', the herd's performance table (or one lot's: 'Relatório de'),
 * printable on its own.
 */
export function WeighingReports({ selected }: { selected: string }) {
  const lots = useQuery(lotChoicesQuery).data ?? [];
  // The heading names the report being printed; printing starts once it has rendered.
  const [printing, setPrinting] = usePrintPart<PrintKind>();
  // '' is the whole herd; otherwise a lot's id: the table then covers that lot's weighings.
  const [lotId, setLotId] = useState('');
  const lot = lots.find((l) => l.id === lotId);
  // '' is every paddock; otherwise the animals now in that one ('Pasto', plan with 'Pastos').
  const [paddockId, setPaddockId] = useState('');
  const paddock = usePaddockOptions().paddocks.find((p) => p.id === paddockId);
  // The herd's or the lot's figures from the server, a page at a time ('Carregar mais').
  const figures = useInfiniteQuery(
    animalFiguresQuery(lot ? lot.id : '', paddock ? paddock.id : ''),
  );
  const totals = figures.data?.pages[0]?.totals;
  const [gathering, setGathering] = useState(false);
  const animals = useMemo(
    () => figures.data?.pages.flatMap((page) => page.items) ?? NONE,
    [figures.data],
  );
  // The report's rows (50 cards and a table: most of the screen's elements) render after the rest
  // of the screen, in the background, so that the sections above them show first; the server's
  // page has them at once, and React takes them over as they are.
  const serverPage = useServerPage();
  const shown = useDeferredValue(animals, serverPage ? animals : NONE);
  // Paper gets every row loaded, at once.
  const rows = printing ? animals : shown;
  const reportTitle =
    (lot ? `Relatório do lote ${lot.name}` : 'Relatório do rebanho') +
    (paddock ? ` no pasto ${paddock.name}` : '');

  /** Prints the report, after reading the pages not shown yet when the whole set is small. */
  const printHerd = async () => {
    if (figures.hasNextPage && totals && totals.animals <= PRINT_WHOLE_MAX) {
      setGathering(true);
      try {
        let result = await figures.fetchNextPage();
        while (result.hasNextPage && !result.isError) result = await result.fetchNextPage();
      } finally {
        setGathering(false);
      }
    }
    setPrinting('herd');
  };

  const heading =
    printing === 'herd'
      ? reportTitle
      : selected
        ? `Histórico de pesagens — animal ${selected}`
        : 'Controle de Pesagem';

  return (
    <>
      <div data-report="heading">
        <PrintHeading title={heading} />
      </div>
      <div className="mt-6 mb-4 flex flex-wrap items-center gap-3" data-print-hide>
        <ExportButton dataset="weighings" />
        <ExportButton dataset="lots" label="Exportar lotes (CSV)" withNote={false} />
        <Button
          variant="outline"
          size="sm"
          disabled={!selected}
          onClick={() => setPrinting('animal')}
          title={selected ? undefined : 'Selecione um animal para imprimir o histórico.'}
        >
          <Printer aria-hidden="true" />
          Imprimir histórico do animal
        </Button>
      </div>
      <section data-report="herd" data-render-near aria-labelledby="herd-report-title">
        <HeadedCard
          titleId="herd-report-title"
          title={reportTitle}
          action={
            <Button
              variant="outline"
              size="sm"
              disabled={animals.length === 0 || gathering}
              onClick={() => void printHerd()}
            >
              <Printer aria-hidden="true" />
              {gathering ? 'Preparando a impressão...' : 'Imprimir relatório'}
            </Button>
          }
          description={totals && totals.animals > 0 && totalsText(totals)}
          contentClassName="flex flex-col gap-4"
        >
          <div
            className="flex flex-col gap-3 empty:hidden sm:flex-row sm:items-start"
            data-print-hide
          >
            {lots.length > 0 && (
              <div className="flex min-w-0 flex-col sm:w-xs">
                <Combobox
                  id="report-lot"
                  label="Relatório de"
                  listLabel="Rebanho e lotes"
                  value={lotId}
                  onValueChange={setLotId}
                  options={[
                    { value: '', label: 'Todo o rebanho' },
                    ...lots.map((l) => ({ value: l.id, label: `Lote ${l.name}` })),
                  ]}
                  placeholder="Digite o nome do lote"
                  emptyText="Nenhum lote com esse nome."
                />
              </div>
            )}
            <PaddockFilter
              id="report-paddock"
              value={paddockId}
              onChange={setPaddockId}
              className="sm:w-xs"
            />
          </div>
          {figures.isPending && figures.fetchStatus === 'fetching' ? (
            <Spinner label="Carregando o relatório..." className="justify-start" />
          ) : rows === NONE && animals !== NONE ? null : (
            <HerdPerformanceTable animals={rows} forPaper={printing === 'herd'} />
          )}
          {figures.hasNextPage && totals && (
            <PrintedPart shown={animals.length} total={totals.animals} plural="animais" />
          )}
          {figures.hasNextPage && (
            <Button
              variant="outline"
              className="self-start"
              data-print-hide
              disabled={figures.isFetchingNextPage}
              onClick={() => void figures.fetchNextPage()}
            >
              {figures.isFetchingNextPage ? 'Carregando...' : 'Carregar mais animais'}
            </Button>
          )}
        </HeadedCard>
      </section>
    </>
  );
}
