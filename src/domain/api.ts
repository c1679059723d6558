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

/** GET /api/me */
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
