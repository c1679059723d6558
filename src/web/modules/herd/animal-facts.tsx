import { Link } from 'react-router';
import type { AnimalDetail } from '@/domain/herd/api';
import { ORIGIN_LABELS } from '@/domain/herd/constants';
import { formatEid } from '@/domain/herd/eid';
import { formatNumber } from '@/domain/format';
import { formatDateBR } from '@/domain/records/dates';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { categoryText, formatAge, formatGmd, formatKg, sexLabel, statusLabel } from './herd-format';

function Fact({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div className="flex min-w-0 flex-col">
      <dt className="text-sm text-stone-600">{term}</dt>
      <dd className="font-medium break-words text-stone-900">{children}</dd>
    </div>
  );
}

/** The animal's data, age and category today, and its weights. */
export function AnimalFacts({ animal }: { animal: AnimalDetail }) {
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-start">
      <Card>
        <CardHeader>
          <CardTitle>Dados do animal</CardTitle>
        </CardHeader>
        <CardContent>
          <dl className="grid grid-cols-2 gap-x-4 gap-y-3 sm:grid-cols-3">
            <Fact term="Brinco">{animal.tag}</Fact>
            <Fact term="EID">{animal.eid ? formatEid(animal.eid) : '—'}</Fact>
            <Fact term="SISBOV">{animal.sisbov ?? '—'}</Fact>
            <Fact term="Nome">{animal.name ?? '—'}</Fact>
            <Fact term="Sexo">{sexLabel(animal.sex)}</Fact>
            <Fact term="Raça">{animal.breed ?? '—'}</Fact>
            <Fact term="Nascimento">
              {animal.birthDate ? formatDateBR(animal.birthDate) : '—'}
              {animal.birthEstimated ? ' (estimado)' : ''}
            </Fact>
            <Fact term="Idade">{formatAge(animal.ageMonths)}</Fact>
            <Fact term="Categoria">
              {categoryText(animal.category)}
              {animal.breeder && animal.category !== 'Touro' ? ' (reprodutor)' : ''}
            </Fact>
            <Fact term="Lote">{animal.lotName ?? '—'}</Fact>
            <Fact term="Pasto">{animal.pasture ?? '—'}</Fact>
            <Fact term="Pelagem">{animal.coat ?? '—'}</Fact>
            <Fact term="Mãe">
              {animal.mother ? (
                <Link
                  to={`/rebanho/${animal.mother.id}`}
                  className="text-green-800 underline underline-offset-4"
                >
                  {animal.mother.tag}
                </Link>
              ) : (
                '—'
              )}
            </Fact>
            <Fact term="Pai">{animal.father ?? '—'}</Fact>
            <Fact term="Origem">{animal.origin ? ORIGIN_LABELS[animal.origin] : '—'}</Fact>
            <Fact term="Entrada">{animal.entryDate ? formatDateBR(animal.entryDate) : '—'}</Fact>
            <Fact term="Situação">
              {statusLabel(animal.status)}
              {animal.exitDate ? ` em ${formatDateBR(animal.exitDate)}` : ''}
            </Fact>
          </dl>
          {animal.notes && (
            <p className="mt-4 text-sm break-words text-stone-700">{animal.notes}</p>
          )}
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Peso e ganho</CardTitle>
        </CardHeader>
        <CardContent>
          <dl className="grid grid-cols-2 gap-x-4 gap-y-3">
            <Fact term="Último peso">
              {formatKg(animal.lastWeight)}
              {animal.lastWeighingDate ? ` em ${formatDateBR(animal.lastWeighingDate)}` : ''}
            </Fact>
            <Fact term="Pesagens">{formatNumber(animal.weighings, 0)}</Fact>
            <Fact term="GMD na vida">{formatGmd(animal.gmdLife)}</Fact>
            <Fact term="GMD desde a pesagem anterior">{formatGmd(animal.gmdLast)}</Fact>
          </dl>
        </CardContent>
      </Card>
    </div>
  );
}
