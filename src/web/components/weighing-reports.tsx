import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { herdPerformance } from '@/domain/records/herd-performance';
import { weighingsQuery } from '../modules/weighing/weighing-queries';
import { ExportButton } from './export-button';
import { HerdPerformanceTable } from './herd-performance-table';
import { PrintHeading } from './print-report';
import { Button } from './ui/button';
import { Card, CardContent, CardHeader, CardTitle } from './ui/card';
import { Printer } from 'lucide-react';

type PrintKind = 'animal' | 'herd';

/**
 * Prints one report of the page: print.css reads `data-print-report` on <html> to leave the
 * rest of the page off the paper, and the attribute goes once the dialog closes.
 */
function printReport(kind: PrintKind, done: () => void) {
  const root = document.documentElement;
  root.dataset.printReport = kind;
  const clear = () => {
    delete root.dataset.printReport;
    window.removeEventListener('afterprint', clear);
    done();
  };
  // Some phones return from print() before printing: the page stays as printed until afterprint.
  window.addEventListener('afterprint', clear);
  window.print();
}

/**
 * The weighing screen's reports (issue 12): 'Exportar CSV' of the weighings and of the lots, the printable
 * history of the selected animal (its chart and table, shown by the screen's performance card)
 * and 'Relatório do rebanho', the herd's performance table, printable on its own.
 */
export function WeighingReports({ selected }: { selected: string }) {
  const query = useQuery(weighingsQuery);
  const [printing, setPrinting] = useState<PrintKind | null>(null);
  const animals = herdPerformance(query.data ?? []);

  // The heading names the report being printed; printing starts once it has rendered.
  useEffect(() => {
    if (printing) printReport(printing, () => setPrinting(null));
  }, [printing]);

  const heading =
    printing === 'herd'
      ? 'Relatório do rebanho'
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
      <section data-report="herd" aria-labelledby="herd-report-title">
        <Card>
          <CardHeader>
            <div className="flex flex-wrap items-center justify-between gap-3">
              <CardTitle id="herd-report-title">Relatório do rebanho</CardTitle>
              <Button
                variant="outline"
                size="sm"
                disabled={animals.length === 0}
                onClick={() => setPrinting('herd')}
              >
                <Printer aria-hidden="true" />
                Imprimir relatório
              </Button>
            </div>
          </CardHeader>
          <CardContent>
            <HerdPerformanceTable animals={animals} />
          </CardContent>
        </Card>
      </section>
    </>
  );
}
