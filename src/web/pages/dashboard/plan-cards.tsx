import {
  FinanceIcon,
  PasturesIcon,
  ReproductionIcon,
  SanitaryIcon,
} from '../../components/farm-bar';
import { PlanPageCard } from './plan-page-card';

/**
 * 'Sanidade': vaccines, wormers and their calendar (issue 26), beside 'Rebanho'. On Starter the
 * card says it is Pro and Master's; its page tells how to get it.
 */
export function SanitaryCard({ included }: { included: boolean }) {
  return (
    <PlanPageCard
      icon={SanitaryIcon}
      to="/sanidade"
      name="Sanidade"
      idPrefix="sanitary"
      included={included}
      description="Vacinas, vermífugos e remédios de cada animal: o calendário, as aplicações atrasadas e a carência."
      lockedDescription="Vacinas, vermífugos e carência de cada animal. Disponível nos planos Pro e Master."
    />
  );
}

/** 'Reprodução' (issue 41): the breeding seasons, IATF, pregnancy checks and weaning; Pro and Master. */
export function ReproductionCard({ included }: { included: boolean }) {
  return (
    <PlanPageCard
      icon={ReproductionIcon}
      to="/reproducao"
      name="Reprodução"
      idPrefix="reproduction"
      included={included}
      description="Estação de monta, IATF, diagnóstico de prenhez, partos e desmame, com a previsão de parto."
      lockedDescription="Estação de monta, IATF e diagnóstico de prenhez. Disponível nos planos Pro e Master."
    />
  );
}

/** 'Pastos' (issue 42): who grazes where, rest and occupation, UA/ha; Pro and Master. */
export function PasturesCard({ included }: { included: boolean }) {
  return (
    <PlanPageCard
      icon={PasturesIcon}
      to="/pastos"
      name="Pastos"
      idPrefix="pastures"
      included={included}
      description="Que lote está em cada pasto, o descanso, a lotação em UA/ha e quando o pasto está pronto para entrada."
      lockedDescription="Ocupação, descanso e lotação de cada pasto. Disponível nos planos Pro e Master."
    />
  );
}

/**
 * 'Financeiro' (issue 43): the cash book fed by the herd and the cost of the arroba; Pro and
 * Master. The dashboard shows it only to those who see money (never to 'Campo').
 */
export function FinanceCard({ included }: { included: boolean }) {
  return (
    <PlanPageCard
      icon={FinanceIcon}
      to="/financeiro"
      name="Financeiro"
      idPrefix="finance"
      included={included}
      description="Receitas e despesas, o extrato do banco, o fluxo de caixa e o custo de cada arroba produzida; as vendas e compras do rebanho entram sozinhas."
      lockedDescription="Livro-caixa, fluxo de caixa e custo da arroba. Disponível nos planos Pro e Master."
    />
  );
}
