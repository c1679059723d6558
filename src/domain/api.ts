import type { ModuleId } from './modules';
import type { Access } from './plans';

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
  modules: ModuleId[];
  banners: Access['banners'];
}

/** GET /api/health */
export interface HealthResponse {
  status: 'ok' | 'degraded';
  database: 'up' | 'down';
}

/** GET /api/dashboard — the four stat cards (spec sections 2 "Dashboard" and 9). */
export interface DashboardResponse {
  /** Σ inventory quantity. */
  herdTotal: number;
  /** kg/day: per animal with ≥ 2 weighings over > 0 days, then averaged; null with none. */
  averageDailyGain: number | null;
  /** margin_percent of the latest result_calculations row; null with none. */
  marginPercent: number | null;
  /** Rows of result_calculations, budget_planning, monthly_control and annual_results. */
  reportsCount: number;
}
