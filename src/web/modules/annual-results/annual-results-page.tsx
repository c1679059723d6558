/*
 * Module 'annual-results' ('Resultados Anuais'). The form is annual-results-form.tsx (its parts:
 * annual-figures.ts, use-year-sources.ts, annual-fields.tsx); the data hooks annual-results-api.ts.
 *   server routes  src/server/annual-results/routes.ts     store  src/server/annual-results/store.ts
 *   domain         src/domain/records/annual-results.ts, annual-sources.ts (the fields' sources)
 *   tests          src/server/annual-results/routes.test.ts, src/domain/records/annual-*.test.ts,
 *                  e2e/annual-results.spec.ts, e2e/annual-sources-phone.spec.ts
 */
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { todayIn } from '@/domain/records/dates';
import { ReportToolbar } from '../../components/export-button';
import { ModuleLayout } from '../../components/module-layout';
import { Spinner } from '../../components/ui/spinner';
import { annualRecordQuery } from './annual-results-api';
import { AnnualResultsForm } from './annual-results-form';
import { PendingRecords } from '../../offline/pending-records';
import { headedModule } from '../headings';

/** /module/annual-results — 'Resultados Anuais': opens on the current year's saved record. */
export default function AnnualResultsPage() {
  const [year] = useState(() => Number(todayIn(new Date()).slice(0, 4)));
  const saved = useQuery(annualRecordQuery(year));

  return (
    <ModuleLayout {...headedModule('annual-results')}>
      <ReportToolbar dataset="annual-results" printTitle={`Resultados anuais de ${year}`} />
      <div className="mb-6 empty:hidden">
        <PendingRecords kinds={['annual']} />
      </div>
      {saved.isPending ? (
        <Spinner label={`Carregando resultados de ${year}...`} className="py-10" />
      ) : (
        <AnnualResultsForm year={year} saved={saved.data ?? null} />
      )}
    </ModuleLayout>
  );
}
