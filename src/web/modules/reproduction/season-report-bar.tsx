import type { SeasonSummary } from '@/domain/reproduction/api';
import { ExportButton } from '../../components/export-button';
import { PrintButton, PrintHeading } from '../../components/print-report';
import { DiagnosisImport } from './diagnosis-import';

/**
 * The season's report (issue 41 item 10): its females and its records as CSV files, the page
 * printed as the season's report (the heading only paper shows), and the vet's file of checks
 * brought in ('Importar diagnósticos').
 */
export function SeasonReportBar({ season }: { season: Pick<SeasonSummary, 'id' | 'name'> }) {
  const query = `seasonId=${encodeURIComponent(season.id)}`;
  return (
    <>
      <PrintHeading title={`Reprodução — ${season.name}`} />
      <div className="flex flex-wrap items-center gap-2" data-print-hide>
        <ExportButton dataset="reproduction-females" label="Exportar fêmeas (CSV)" query={query} />
        <ExportButton
          dataset="reproduction-events"
          label="Exportar registros (CSV)"
          query={query}
          withNote={false}
        />
        <PrintButton />
        <DiagnosisImport seasonId={season.id} />
      </div>
    </>
  );
}
