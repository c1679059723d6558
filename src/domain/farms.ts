import { z } from 'zod';
import { carcassYieldSchema } from './herd/pricing';
import type { ModuleId } from './modules';
import { planHas, type SubscriptionPlan } from './plans';
import { optionalText, text } from './text';

/* Farms ('Fazendas'), their team ('Equipe') and API keys ('Integrações'): the rules and the
 * schemas shared by the server and the screens (docs/decisions/015-farms-team-and-api.md). */

export const FARM_ROLES = ['owner', 'manager', 'field'] as const;
export type FarmRole = (typeof FARM_ROLES)[number];
/** Roles an owner can give by invitation or change to (a farm has exactly one owner). */
export const INVITABLE_ROLES = ['manager', 'field'] as const;
export type InvitableRole = (typeof INVITABLE_ROLES)[number];

export const ROLE_LABELS: Record<FarmRole, string> = {
  owner: 'Proprietário',
  manager: 'Gerente',
  field: 'Campo',
};

/**
 * What 'Campo' does, in one text (issue 39 item 8): the invitation (page and e-mail) and the team
 * page say it, and the server keeps it (herd events without prices, decision 061).
 */
export const FIELD_ROLE_TEXT =
  'Registra o que acontece no campo: pesagens, nascimentos, mortes, aplicações sanitárias, ' +
  'mudanças de lote e de pasto, e animais que saem por venda ou chegam por compra, sem preço ' +
  '(o proprietário ou o gerente informa o preço depois). Também lança cabeças e pesos no ' +
  'inventário. Não vê preços nem outros valores em dinheiro.';

export const ROLE_DESCRIPTIONS: Record<FarmRole, string> = {
  owner: 'Tudo: registros, calculadoras, assinatura e equipe.',
  manager: 'Todos os registros e calculadoras da fazenda. Sem assinatura e sem equipe.',
  field: FIELD_ROLE_TEXT,
};

/** The modules a 'Campo' member opens: heads, weights and animals, no money. */
export const FIELD_MODULE_IDS = ['inventory', 'weighing'] as const satisfies readonly ModuleId[];

/** The modules a member opens on a farm: the farm plan's modules, narrowed by the role. */
export function modulesForRole(planModules: readonly ModuleId[], role: FarmRole): ModuleId[] {
  if (role !== 'field') return [...planModules];
  return planModules.filter((id) => (FIELD_MODULE_IDS as readonly string[]).includes(id));
}

/**
 * Why a member cannot open a module their role does not reach: it names the role and whom to ask,
 * never the plan (the plan is the owner's matter, not the member's).
 */
export function roleForbiddenMessage(role: FarmRole): string {
  return `Seu acesso nesta fazenda (${ROLE_LABELS[role]}) não inclui este módulo. Fale com o proprietário da fazenda.`;
}

/** A module the farm's plan does not open, as a member who is not the owner reads it. */
export const FARM_PLAN_MODULE_MESSAGE =
  'Este módulo não faz parte do plano desta fazenda. Fale com o proprietário da fazenda.';

/**
 * The toast after joining a farm: 'Você entrou na Fazenda de Sebastião' (a name that already
 * says 'Fazenda' is not repeated), else 'Você entrou na fazenda Boa Vista'.
 */
export function joinedFarmMessage(farmName: string): string {
  const name = farmName.trim();
  return /^fazenda\b/i.test(name) ? `Você entrou na ${name}` : `Você entrou na fazenda ${name}`;
}

/** Whether the role sees money figures (R$, margins, results). */
export function seesMoney(role: FarmRole): boolean {
  return role !== 'field';
}

/**
 * Whether a member may undo a record entered by mistake, a herd event or a sanitary application
 * (issue 38 item 5, decision 057): the owner and a 'Gerente' any; 'Campo' only what he recorded
 * himself (`authorId`, the record's `user_id`), and never a purchase or sale with a price — the
 * money of a sale is the owner's, and undoing one also clears the warning a later sale carries.
 */
export function mayUndo(
  role: FarmRole,
  userId: string,
  record: { authorId: string | null; priced: boolean },
): boolean {
  if (role !== 'field') return true;
  return record.authorId === userId && !record.priced;
}

/**
 * A price sent by a role that sees no money (403 on `price`): 'Campo' records a sale or purchase
 * without one, and the owner or a 'Gerente' completes it ('Preço a informar', decision 061).
 */
export function priceForbiddenMessage(role: FarmRole): string {
  return `Seu acesso nesta fazenda (${ROLE_LABELS[role]}) não inclui preços. Registre sem preço: o proprietário ou o gerente informa depois.`;
}

/** The refusal of an undo `mayUndo` does not allow (403). */
export function undoForbiddenMessage(role: FarmRole): string {
  return `Seu acesso nesta fazenda (${ROLE_LABELS[role]}) não permite desfazer este registro.`;
}

/** Plans that run several farms, a team and the integration API. */
export function isMultiFarmPlan(plan: SubscriptionPlan | null | undefined): boolean {
  return planHas(plan, 'master');
}

export const MULTI_FARM_MESSAGE =
  'Várias fazendas, equipe e integrações fazem parte do plano Master. Seus dados continuam disponíveis.';

/** The Brazilian states (UF). */
export const UFS = [
  'AC', 'AL', 'AP', 'AM', 'BA', 'CE', 'DF', 'ES', 'GO', 'MA', 'MT', 'MS', 'MG', 'PA', 'PB', 'PR',
  'PE', 'PI', 'RJ', 'RN', 'RS', 'RO', 'RR', 'SC', 'SP', 'SE', 'TO',
] as const; // prettier-ignore

/** The first farm's name: 'Fazenda de {primeiro nome}' (migration 0008 does the same in SQL). */
export function defaultFarmName(userName: string): string {
  const first = userName.trim().split(/\s+/)[0] ?? '';
  return first ? `Fazenda de ${first}`.slice(0, 100) : 'Minha fazenda';
}

/** A farm's details, as the 'Fazendas' form sends them. */
export const farmSchema = z.object({
  name: text('Nome da fazenda é obrigatório')
    .min(1, { error: 'Nome da fazenda é obrigatório' })
    .max(100, { error: 'Nome muito longo' }),
  city: optionalText('Cidade inválida', 80, 'Cidade muito longa'),
  state: z
    .enum(UFS, { error: 'Estado inválido' })
    .nullish()
    .or(z.literal('').transform(() => null))
    .transform((v) => v ?? null),
  /** Hectares; empty means not informed. */
  areaHectares: z
    .number({ error: 'Área inválida' })
    .gt(0, { error: 'Área deve ser maior que zero' })
    .max(10_000_000, { error: 'Área não pode exceder 10.000.000 ha' })
    .nullish()
    .transform((v) => v ?? null),
  /**
   * 'Rendimento de carcaça (%)' a sale by the arroba starts from (decision 060); null: 52 %.
   * Absent (a client that does not know the field), the farm's stays as it is.
   */
  carcassYield: carcassYieldSchema().nullable().optional(),
});
export type FarmInput = z.input<typeof farmSchema>;

export const inviteSchema = z.object({
  email: text('E-mail inválido')
    .max(254, { error: 'E-mail muito longo' })
    .pipe(z.email({ error: 'E-mail inválido' }))
    .transform((v) => v.toLowerCase()),
  role: z.enum(INVITABLE_ROLES, { error: 'Escolha o papel' }),
  /** How the e-mail greets the person (optional: 'Olá!' without it). */
  name: optionalText('Nome inválido', 100, 'Nome muito longo'),
});
export type InviteInput = z.input<typeof inviteSchema>;

export const memberRoleSchema = z.object({
  role: z.enum(INVITABLE_ROLES, { error: 'Escolha o papel' }),
});

export const activeFarmSchema = z.object({
  farmId: z
    .string({ error: 'Fazenda inválida' })
    .regex(/^[A-Za-z0-9_-]{1,100}$/, { error: 'Fazenda inválida' }),
});

export const API_KEY_ACCESS = ['read', 'read-write'] as const;
export type ApiKeyAccess = (typeof API_KEY_ACCESS)[number];
export const API_KEY_ACCESS_LABELS: Record<ApiKeyAccess, string> = {
  read: 'Somente leitura',
  'read-write': 'Leitura e escrita',
};

export const apiKeySchema = z.object({
  name: text('Nome é obrigatório')
    .min(1, { error: 'Nome é obrigatório' })
    .max(60, { error: 'Nome muito longo' }),
  access: z.enum(API_KEY_ACCESS, { error: 'Escolha o acesso' }),
});
export type ApiKeyInput = z.input<typeof apiKeySchema>;

/* What the API answers. */

/** A farm as the user sees it: what it is and the user's role there. */
export interface FarmBasics {
  id: string;
  name: string;
  city: string | null;
  state: string | null;
  areaHectares: number | null;
  role: FarmRole;
}

export interface FarmSummary extends FarmBasics {
  /** The plan the farm works under (its owner's). */
  plan: SubscriptionPlan | null;
  /** The farm's 'Rendimento de carcaça (%)' for sales by the arroba; null until set (52 %). */
  carcassYield?: number | null;
}

/** GET /api/farms */
export interface FarmsResponse {
  activeFarmId: string;
  farms: FarmSummary[];
  /** Whether this user may create another farm (an active MASTER subscription of their own). */
  canCreate: boolean;
}

export interface FarmMember {
  id: string;
  userId: string;
  name: string;
  email: string;
  role: FarmRole;
  createdAt: string;
}

export interface FarmInvitation {
  id: string;
  email: string;
  /** The name the owner gave when inviting, if any. */
  name: string | null;
  role: FarmRole;
  expiresAt: string;
  createdAt: string;
}

/** GET /api/farms/:id/team */
export interface TeamResponse {
  members: FarmMember[];
  invitations: FarmInvitation[];
  /** False below MASTER: the screen explains why inviting is blocked. */
  canInvite: boolean;
}

/** GET /api/invitations/:id (signed in as the invited address, or signed out with the link) */
export interface InvitationView {
  /** The invited address while the invitation can be used (the sign-up form fills it in). */
  email: string | null;
  /** The name the owner typed when inviting, while it can be used (fills 'Nome' on sign-up). */
  name: string | null;
  id: string;
  farmName: string;
  inviterName: string;
  role: FarmRole;
  status: 'pending' | 'accepted' | 'canceled' | 'rejected' | 'expired';
  expiresAt: string;
}

export interface ApiKeyView {
  id: string;
  name: string;
  /** The first characters, to recognise the key. */
  start: string | null;
  access: ApiKeyAccess;
  createdAt: string;
  lastUsedAt: string | null;
  revoked: boolean;
}

/** POST /api/farms/:id/api-keys: the key in full, shown once. */
export interface CreatedApiKey extends ApiKeyView {
  key: string;
}
