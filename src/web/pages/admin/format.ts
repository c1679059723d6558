import type { SubscriptionPlan, SubscriptionStatus } from '@/domain/plans';
import { PLANS, STATUS_LABELS, UNLIMITED_ANIMALS } from '@/domain/plans';
import { APP_TIME_ZONE, formatDateBR, todayIn } from '@/domain/records/dates';

export function planLabel(plan: SubscriptionPlan | null): string {
  if (plan === null) return 'Nenhum';
  if (plan === 'ADMIN') return 'Administrador';
  return PLANS[plan].name;
}

export function limitLabel(limit: number | null): string {
  if (limit === null) return '—';
  if (limit >= UNLIMITED_ANIMALS) return 'Ilimitado';
  return limit.toLocaleString('pt-BR');
}

export function statusLabel(status: SubscriptionStatus | null): string {
  return status === null ? '—' : STATUS_LABELS[status];
}

/** An instant as its São Paulo day: '2026-03-01T02:00:00Z' → '28/02/2026'. */
export function dayBR(instant: string): string {
  return formatDateBR(todayIn(new Date(instant)));
}

const timeFormat = new Intl.DateTimeFormat('pt-BR', {
  timeZone: APP_TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
});

/** An instant as São Paulo day and time: '28/02/2026 23:00'. */
export function dateTimeBR(instant: string): string {
  const date = new Date(instant);
  return `${dayBR(instant)} ${timeFormat.format(date)}`;
}
