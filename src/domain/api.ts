import type { HeadCount } from './herd/head-count';
import type { FarmBasics, FarmRole } from './farms';
import type { ModuleId } from './modules';
import type { Access, SubscriptionPlan } from './plans';

/** The JSON error shape of every API failure (architecture.md "API contract"). */
export interface ApiErrorBody {
  error: {
    code: string;
    message: string;
    fields?: Record<string, string>;
  };
}

/** GET /api/me answers MeResponse for a signed-in user and `null` for a visitor. */
export type MeAnswer = MeResponse | null;

/** GET /api/me, signed in. */
export interface MeResponse {
  user: { id: string; name: string; email: string; createdAt: string };
  isAdmin: boolean;
  subscription: Access['subscription'];
  /** The modules open on the active farm: its plan's, narrowed by the user's role there. */
  modules: ModuleId[];
  banners: Access['banners'];
  /** The farm this session works on; records and the dashboard are this farm's. */
  farm: ActiveFarm;
  /** Every farm the user belongs to (the header's switcher shows when there are two or more). */
  farms: { id: string; name: string; role: FarmRole }[];
}

export interface ActiveFarm extends FarmBasics {
  /** False for 'Campo': no money figure, no financial module. */
  seesMoney: boolean;
  /** Whether the user owns the farm (billing, team and integrations are the owner's). */
  isOwner: boolean;
  /** The plan the farm works under (its owner's), for 'Consultoria mensal' and the team screen. */
  plan: SubscriptionPlan | null;
  /** 'Rendimento de carcaça (%)' a sale by the arroba starts from; null until set (52 %). */
  carcassYield?: number | null;
}

/** GET /api/health */
export interface HealthResponse {
  status: 'ok' | 'degraded';
  database: 'up' | 'down';
}

/** GET /api/dashboard — the four stat cards (spec sections 2 "Dashboard" and 9). */
export interface DashboardResponse {
  /** The herd today (decision 062): the registry's animals + the typed rows it does not cover. */
  herdTotal: number;
  /** Where `herdTotal` comes from: its parts, as every screen shows them. */
  herd: HeadCount;
  /** kg/day: per animal with ≥ 2 weighings over > 0 days, then averaged; null with none. */
  averageDailyGain: number | null;
  /** margin_percent of the latest result_calculations row; null with none (and for 'Campo'). */
  marginPercent: number | null;
  /** When the margin's result calculation was saved (ISO); null with no margin. */
  marginAt: string | null;
  /** Rows of result_calculations, budget_planning, monthly_control and annual_results; null for 'Campo'. */
  reportsCount: number | null;
  /**
   * Sales and purchases recorded without a price ('Vendas sem preço: 2', decision 061); null for
   * 'Campo' (and from a server before issue 39).
   */
  unpriced?: { sales: number; purchases: number } | null;
  /** 'farm': the active farm's figures; 'all': every farm of the user ('Todas as fazendas'). */
  scope: 'farm' | 'all';
}
