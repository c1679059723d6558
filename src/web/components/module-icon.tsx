import {
  ArrowLeftRight,
  Calculator,
  CalendarDays,
  CalendarRange,
  ChartLine,
  ClipboardList,
  Coins,
  HandCoins,
  LandPlot,
  Scale,
  Warehouse,
  Wheat,
  type LucideIcon,
} from 'lucide-react';
import type { ModuleId } from '@/domain/modules';

export const MODULE_ICONS: Record<ModuleId, LucideIcon> = {
  results: Calculator,
  supplementation: Wheat,
  'exchange-ratio': ArrowLeftRight,
  'supplementation-cost': Coins,
  budget: ClipboardList,
  stocking: LandPlot,
  'daily-rate': CalendarDays,
  'monthly-control': CalendarRange,
  'annual-results': ChartLine,
  inventory: Warehouse,
  weighing: Scale,
  premium: HandCoins,
};

export function ModuleIcon({ id, className }: { id: ModuleId; className?: string }) {
  const Icon = MODULE_ICONS[id];
  return <Icon className={className} aria-hidden="true" />;
}
