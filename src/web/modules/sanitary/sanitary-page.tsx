import { useState } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Syringe } from 'lucide-react';
import { planHas } from '@/domain/plans';
import { todayIn } from '@/domain/records/dates';
import { SANITARY_PLAN_MESSAGE } from '@/domain/sanitary/constants';
import { PlanRequired } from '../../components/farm-page-shell';
import { Button, buttonClasses } from '../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { FormField } from '../../components/ui/form-field';
import { useMe } from '../../lib/session';
import { PendingRecords } from '../../offline/pending-records';
import { ApplicationsCsvLink, BrucellosisProofLink } from '../../components/sanitary-links';
import { ApplicationDialog } from './application-dialog';
import type { DuePreset } from './application-form';
import { ApplicationsList } from './applications-list';
import { CalendarSection } from './calendar-section';
import { ProductsSection } from './products-section';
import { ReminderToggle } from './reminder-toggle';
import { SanitaryCharts } from './sanitary-charts';
import { lotChoicesQuery } from '../../lib/lot-choices';
import { SanitaryShell } from './sanitary-shell';
import { PageTabs } from '../../components/page-tabs';
import { PaddockFilter } from '../../components/paddock-filter';
import { usePaddockOptions } from '../../lib/paddock-options';

/** Which application dialog is open: the plain one, or 'Registrar para todos' of a list. */
type Open = { due?: DuePreset } | null;

/** The page's tabs below 1024 px (issue 39): their names in the URL (?aba=) and their labels. */
const [CALENDAR, APPLICATIONS, PRODUCTS] = [
  { id: 'calendario', label: 'Calendário' },
  { id: 'aplicacoes', label: 'Aplicações' },
  { id: 'produtos', label: 'Produtos' },
] as const;

/**
 * /sanidade — 'Sanidade' (issue 26, decision 044): the calendar ('Atrasadas', 'Próximos 30
 * dias'), 'Registrar aplicação', the applications recorded and the farm's products. Pro, Master
 * and the trial; every member records applications, 'Campo' never sees a price. Below 1024 px in
 * tabs, opening on 'Calendário' (with the e-mail reminders); 'Aplicações' has the charts and the
 * reports, 'Produtos' the products and protocols. From 1024 px all of it, in that order (the same
 * tree at every width: the server renders it before the width is known, decision 080).
 */
export function SanitaryPage() {
  const me = useMe().data;
  const [open, setOpen] = useState<Open>(null);
  const included = planHas(me?.farm.plan, 'sanitary');
  // 'Pasto' ('Pastos', issue 42): '' is every paddock; otherwise the calendar and the
  // applications are those of the animals now in that one.
  const [paddockId, setPaddockId] = useState('');
  const found = usePaddockOptions().paddocks.find((p) => p.id === paddockId);
  const paddock = found && { id: found.id, name: found.name };
  // Read with the page, so the dialog's 'Lote' has them when the signal goes (kept offline).
  useQuery({ ...lotChoicesQuery, enabled: included });
  if (!me) return null;
  if (!included) return <SanitaryPlanRequired isOwner={me.farm.isOwner} />;
  return (
    <SanitaryShell>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="flex min-w-0 flex-col gap-1">
          <h1 className="text-2xl font-bold text-stone-900">Sanidade</h1>
          <p className="text-stone-600 max-sm:hidden">
            Vacinas, vermífugos e remédios de cada animal, com o calendário e a carência.
          </p>
        </div>
        <Button onClick={() => setOpen({})} className="w-full sm:w-auto">
          <Syringe aria-hidden="true" />
          Registrar aplicação
        </Button>
      </div>
      <PendingRecords kinds={['sanitary']} />
      <PaddockFilter id="sanitary-paddock" value={paddockId} onChange={setPaddockId} />
      <PageTabs
        label="Partes da Sanidade"
        tabs={[
          {
            ...CALENDAR,
            content: (
              <>
                <CalendarSection onApply={(due) => setOpen({ due })} paddock={paddock} />
                <ReminderToggle />
              </>
            ),
          },
          {
            ...APPLICATIONS,
            content: (
              <>
                <ApplicationsList paddockId={paddock?.id} />
                <SanitaryCharts />
                <ReportsSection />
              </>
            ),
          },
          {
            ...PRODUCTS,
            content: (
              <>
                <ProductsSection />
              </>
            ),
          },
        ]}
      />
      <ApplicationDialog
        open={open !== null}
        onOpenChange={(o) => !o && setOpen(null)}
        due={open?.due}
      />
    </SanitaryShell>
  );
}

/**
 * What the records give out (decision 044): the brucellosis proof of the semester, the
 * applications of a period as CSV (both days included; this year so far unless changed) and the
 * herd list narrowed to the animals 'Em carência'.
 */
function ReportsSection() {
  const today = todayIn(new Date());
  const [from, setFrom] = useState(`${today.slice(0, 4)}-01-01`);
  const [to, setTo] = useState(today);
  const period = from !== '' && to !== '' && from <= to;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Comprovantes e relatórios</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <div className="flex flex-col gap-2">
          <p className="text-stone-700">
            As fêmeas vacinadas contra brucelose no semestre, para imprimir ou baixar e levar ao
            serviço veterinário do estado.
          </p>
          <BrucellosisProofLink />
        </div>
        <div className="flex flex-col gap-2">
          <p className="text-stone-700">Os animais em carência hoje, na lista do rebanho.</p>
          <Link
            to="/rebanho?carencia=1"
            className={buttonClasses({ variant: 'outline', size: 'sm', className: 'w-fit' })}
          >
            Ver animais em carência
          </Link>
        </div>
        <div className="flex flex-col gap-2">
          <p className="text-stone-700">As aplicações de um período, em planilha (CSV).</p>
          <div className="grid max-w-md grid-cols-2 gap-3">
            <FormField
              id="sanitary-csv-from"
              label="De"
              type="date"
              max={to || today}
              value={from}
              onChange={(e) => setFrom(e.target.value)}
            />
            <FormField
              id="sanitary-csv-to"
              label="Até"
              type="date"
              min={from}
              max={today}
              value={to}
              onChange={(e) => setTo(e.target.value)}
            />
          </div>
          {period ? (
            <ApplicationsCsvLink from={from} to={to} />
          ) : (
            <p className="text-sm text-stone-600">Escolha o primeiro e o último dia do período.</p>
          )}
        </div>
      </CardContent>
    </Card>
  );
}

/** Starter: what the page is, and where to get it. */
function SanitaryPlanRequired({ isOwner }: { isOwner: boolean }) {
  return (
    <PlanRequired title="Sanidade" message={SANITARY_PLAN_MESSAGE} isOwner={isOwner}>
      Com ela você registra vacinas e vermífugos de cada animal, acompanha o calendário e sabe quais
      animais estão em carência.
    </PlanRequired>
  );
}
