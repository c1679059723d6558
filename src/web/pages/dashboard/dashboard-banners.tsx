import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { MeResponse } from '@/domain/api';
import { formatNumber } from '@/domain/format';
import { Alert, type AlertTone } from '../../components/ui/alert';
import { buttonClasses } from '../../components/ui/button';

/** "falta 1 dia" / "faltam 3 dias". */
export function trialText(days: number): string {
  return days === 1
    ? 'Teste grátis: falta 1 dia do período Pro.'
    : `Teste grátis: faltam ${days} dias do período Pro.`;
}

function Banner({
  tone,
  children,
  action,
}: {
  tone: AlertTone;
  children: ReactNode;
  action?: ReactNode;
}) {
  return (
    <Alert tone={tone}>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div>{children}</div>
        {action}
      </div>
    </Alert>
  );
}

/**
 * The subscription and role notices above the module grid (spec "Dashboard"). On a farm someone
 * else owns, the plan is the owner's: a lapsed one is said with whom to talk to, with no offer.
 */
export function DashboardBanners({
  banners,
  isOwner = true,
}: {
  banners: MeResponse['banners'];
  isOwner?: boolean;
}) {
  const { admin, inactive, animalLimit, starterNote, trialDaysLeft } = banners;
  if (!admin && !inactive && animalLimit === null && !starterNote && trialDaysLeft === null) {
    return null;
  }

  return (
    <div className="flex flex-col gap-3">
      {admin && (
        <Banner
          tone="success"
          action={
            <Link to="/admin" className={buttonClasses({ size: 'sm' })}>
              Painel Administrativo
            </Link>
          }
        >
          <p className="font-semibold">Você é administrador</p>
        </Banner>
      )}
      {inactive && !isOwner && (
        <Banner tone="warning">
          <p>
            A assinatura desta fazenda está inativa: novos registros ficam bloqueados. Fale com o
            proprietário da fazenda.
          </p>
        </Banner>
      )}
      {inactive && isOwner && (
        <Banner
          tone="warning"
          action={
            <Link to="/pricing?plan=PRO" className={buttonClasses({ size: 'sm' })}>
              Ver Planos
            </Link>
          }
        >
          <p>
            Sua assinatura está inativa. Assine um plano para continuar usando todos os recursos.
          </p>
        </Banner>
      )}
      {trialDaysLeft !== null && (
        <Banner tone="info">
          <p>{trialText(trialDaysLeft)}</p>
        </Banner>
      )}
      {animalLimit !== null && (
        <Banner tone="info">
          <p>Seu plano permite até {formatNumber(animalLimit, 0)} animais.</p>
        </Banner>
      )}
      {starterNote && (
        <Banner
          tone="info"
          action={
            <Link
              to="/pricing?plan=PRO"
              className={buttonClasses({ size: 'sm', variant: 'outline' })}
            >
              Fazer upgrade
            </Link>
          }
        >
          <p>
            Plano Starter: 5 módulos disponíveis. Faça upgrade para o Pro e tenha acesso aos 12
            módulos.
          </p>
        </Banner>
      )}
    </div>
  );
}
