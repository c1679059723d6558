import { useRef, useState, type ComponentType } from 'react';
import { Link, useParams } from 'react-router';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import {
  ArrowLeft,
  ArrowRightLeft,
  Baby,
  BadgeDollarSign,
  Pencil,
  Skull,
  Syringe,
} from 'lucide-react';
import type { AnimalDetail } from '@/domain/herd/api';
import { planHas } from '@/domain/plans';
import { formatDateBR } from '@/domain/records/dates';
import { NotLoaded } from '../../components/load-state';
import { Alert } from '../../components/ui/alert';
import { morePages } from '../../components/load-more';
import { Button, buttonClasses } from '../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import { errorMessage } from '../../lib/api';
import { useMe } from '../../lib/session';
import { PendingRecords } from '../../offline/pending-records';
import { AnimalSheetLink } from '../../components/sanitary-links';
import { AnimalFacts } from './animal-facts';
import { AnimalTimeline } from './animal-timeline';
import { AnimalWeightChart } from './animal-weight-chart';
import { BirthDialog } from './birth-dialog';
import { DeathDialog } from './death-dialog';
import { animalQuery, timelineQuery } from './herd-api';
import { sexLabel, statusLabel } from './herd-format';
import { HerdShell } from './herd-shell';
import { SaleDialog } from './sale-dialog';
import { TransferDialog } from './transfer-dialog';
import { useFocusFallback } from './use-focus-fallback';
import { WithdrawalNotice } from './withdrawal-notice';

/**
 * The sanitary module's 'Registrar aplicação' for this animal. routes.tsx hands it in: a module
 * imports no other module (eslint.config.js), the routes put them together.
 */
export type AnimalApplicationDialog = ComponentType<{
  open: boolean;
  onOpenChange: (open: boolean) => void;
  animal?: { id: string; tag: string };
}>;

/**
 * The reproduction module's 'Reprodução' section (issue 41): a female's status and records, a
 * calf's weaning. Handed in by routes.tsx, as the sanitary dialog is.
 */
export type AnimalReproductionSection = ComponentType<{ animal: AnimalDetail }>;

/**
 * The pastures module's 'Pasto' section (issue 42): the paddock the animal is in and 'Mover para
 * pasto'. Handed in by routes.tsx, as the others are.
 */
export type AnimalPaddockSection = ComponentType<{
  animal: { id: string; tag: string; status: string };
}>;

/** What the other modules put on the animal's page. */
export interface AnimalPageParts {
  ApplicationDialog: AnimalApplicationDialog;
  ReproductionSection: AnimalReproductionSection;
  PaddockSection: AnimalPaddockSection;
}

type Open = 'birth' | 'sale' | 'death' | 'transfer' | 'application' | null;

const back = (
  <Link
    to="/rebanho"
    className={buttonClasses({ variant: 'ghost', size: 'sm', className: '-ml-3 w-fit' })}
  >
    <ArrowLeft aria-hidden="true" />
    Voltar ao rebanho
  </Link>
);

/** /rebanho/:id — one animal: its data, weights, history and, for a cow, her calves. */
export function AnimalPage(parts: AnimalPageParts) {
  const { id = '' } = useParams();
  const query = useQuery(animalQuery(id));
  const animal = query.data;
  return (
    <HerdShell back={back}>
      {animal ? (
        <AnimalView key={animal.id} animal={animal} {...parts} />
      ) : (
        <NotLoaded
          query={query}
          failed={{ title: 'Erro ao carregar o animal', description: errorMessage(query.error) }}
          loading="Carregando o animal..."
        />
      )}
    </HerdShell>
  );
}

function AnimalView({
  animal,
  ApplicationDialog,
  ReproductionSection,
  PaddockSection,
}: AnimalPageParts & { animal: AnimalDetail }) {
  const [open, setOpen] = useState<Open>(null);
  const timeline = useInfiniteQuery(timelineQuery(animal.id));
  const active = animal.status === 'active';
  // 'Sanidade' is Pro and Master's (the trial included), as the header's link and the dashboard say.
  const sanitary = planHas(useMe().data?.farm.plan, 'sanitary');
  // Sold or dead, the animal's event buttons leave the page: the focus goes to its name.
  const heading = useRef<HTMLHeadingElement>(null);
  useFocusFallback(animal.status, () => heading.current);
  const one = [
    {
      id: animal.id,
      tag: animal.tag,
      lastWeight: animal.lastWeight,
      withdrawalUntil: animal.withdrawalUntil,
    },
  ];
  const dialog = (kind: Open) => ({
    open: open === kind,
    onOpenChange: (o: boolean) => setOpen(o ? kind : null),
  });
  return (
    <>
      <div className="flex flex-col gap-3">
        <div className="flex flex-wrap items-center gap-2">
          <h1
            ref={heading}
            tabIndex={-1}
            className="min-w-0 text-2xl font-bold break-all text-stone-900 outline-none"
          >
            Animal {animal.tag}
          </h1>
          <span
            className={
              active
                ? 'rounded bg-green-100 px-2 py-0.5 text-sm font-semibold text-green-900'
                : 'rounded bg-stone-200 px-2 py-0.5 text-sm font-semibold text-stone-800'
            }
          >
            {statusLabel(animal.status)}
          </span>
        </div>
        <p className="text-stone-600">
          {[animal.sex ? sexLabel(animal.sex) : 'Sexo não informado', animal.category, animal.name]
            .filter(Boolean)
            .join(' · ')}
        </p>
        <div className="flex flex-wrap gap-2">
          {active && animal.sex === 'F' && (
            <Button onClick={() => setOpen('birth')}>
              <Baby aria-hidden="true" />
              Registrar nascimento
            </Button>
          )}
          {active && sanitary && (
            <Button variant="outline" onClick={() => setOpen('application')}>
              <Syringe aria-hidden="true" />
              Registrar aplicação
            </Button>
          )}
          {active && (
            <>
              <Button variant="outline" onClick={() => setOpen('sale')}>
                <BadgeDollarSign aria-hidden="true" />
                Registrar venda
              </Button>
              <Button variant="outline" onClick={() => setOpen('death')}>
                <Skull aria-hidden="true" />
                Registrar morte
              </Button>
              <Button variant="outline" onClick={() => setOpen('transfer')}>
                <ArrowRightLeft aria-hidden="true" />
                Transferir
              </Button>
            </>
          )}
          <Link
            to={`/rebanho/${animal.id}/editar`}
            className={buttonClasses({ variant: 'outline' })}
          >
            <Pencil aria-hidden="true" />
            Editar
          </Link>
          {sanitary && <AnimalSheetLink animalId={animal.id} className="self-center" />}
        </div>
      </div>
      {animal.withdrawal && <WithdrawalNotice withdrawal={animal.withdrawal} />}
      <PendingRecords kinds={['herd', 'sanitary', 'reproduction', 'pastures']} />
      {animal.sex === null && (
        <Alert tone="info">
          Sexo não informado: este animal foi cadastrado a partir das pesagens. Use “Editar” para
          informar o sexo, a raça e a idade — a categoria vem deles.
        </Alert>
      )}
      <AnimalFacts animal={animal} />
      <PaddockSection animal={animal} />
      <AnimalWeightChart animalId={animal.id} />
      <ReproductionSection animal={animal} />
      {animal.sex === 'F' && <Calves animal={animal} />}
      <Card>
        <CardHeader>
          <CardTitle>Histórico</CardTitle>
        </CardHeader>
        <CardContent>
          {timeline.isPending ? (
            <Spinner label="Carregando o histórico..." className="justify-start" />
          ) : timeline.isError && !timeline.data ? (
            <p className="text-stone-700">Não foi possível carregar o histórico.</p>
          ) : (
            <AnimalTimeline animal={one[0]!} data={timeline.data} more={morePages(timeline)} />
          )}
        </CardContent>
      </Card>
      <BirthDialog {...dialog('birth')} mother={one[0]} />
      <SaleDialog {...dialog('sale')} animals={one} />
      <DeathDialog {...dialog('death')} animal={one[0]!} />
      <TransferDialog {...dialog('transfer')} animals={one} />
      {sanitary && <ApplicationDialog {...dialog('application')} animal={one[0]} />}
    </>
  );
}

function Calves({ animal }: { animal: AnimalDetail }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle id="calves-title">Bezerros</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        {animal.calves.length === 0 ? (
          <p className="text-stone-600">Nenhum parto registrado.</p>
        ) : (
          <ul
            aria-labelledby="calves-title"
            className="divide-y divide-stone-100 rounded-lg border border-stone-200"
          >
            {animal.calves.map((calf) => (
              <li key={calf.id} className="flex flex-wrap items-baseline gap-x-3 px-3 py-2">
                <Link
                  to={`/rebanho/${calf.id}`}
                  className="font-semibold text-green-800 underline underline-offset-4"
                >
                  {calf.tag}
                </Link>
                <span className="text-stone-700">{sexLabel(calf.sex)}</span>
                <span className="text-stone-600 tabular-nums">
                  {calf.birthDate ? formatDateBR(calf.birthDate) : '—'}
                </span>
                {calf.status !== 'active' && (
                  <span className="text-sm text-stone-600">{statusLabel(calf.status)}</span>
                )}
              </li>
            ))}
          </ul>
        )}
        {animal.calvingIntervalsDays.length > 0 && (
          <p className="text-sm text-stone-700">
            Intervalo entre partos: {animal.calvingIntervalsDays.map((d) => `${d} dias`).join(', ')}
            {animal.calvingIntervalsDays.length > 1
              ? ` (média de ${Math.round(animal.calvingIntervalsDays.reduce((a, b) => a + b, 0) / animal.calvingIntervalsDays.length)} dias)`
              : ''}
            .
          </p>
        )}
      </CardContent>
    </Card>
  );
}
