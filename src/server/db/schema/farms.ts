import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { userRef } from './auth';

/* Farms, their members and invitations are better-auth's organization plugin tables, and API
 * keys its api-key plugin table (docs/decisions/015-farms-team-and-api.md). Property names are
 * the plugins' field names; column names are snake_case. A farm's owner is its one member with
 * role 'owner'; its plan is the owner's subscription. */

export const farms = pgTable(
  'farms',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    /** Required and unique by the plugin; we set it to the id (farms have no public address). */
    slug: text('slug').notNull().unique(),
    logo: text('logo'),
    metadata: text('metadata'),
    city: text('city'),
    /** Two-letter UF. */
    state: text('state'),
    /** Hectares; the stocking calculator offers it. */
    areaHectares: numeric('area_hectares', { mode: 'number' }),
    /** 'Rendimento de carcaça (%)' a sale by the arroba starts from; null: 52 (decision 060). */
    carcassYield: numeric('carcass_yield', { precision: 4, scale: 1, mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }),
  },
  (t) => [
    check('farms_state_check', sql`${t.state} is null or ${t.state} ~ '^[A-Z]{2}$'`),
    check('farms_area_check', sql`${t.areaHectares} is null or ${t.areaHectares} > 0`),
    check(
      'farms_carcass_yield_check',
      sql`${t.carcassYield} is null or ${t.carcassYield} between 40 and 70`,
    ),
  ],
);

export const farmMembers = pgTable(
  'farm_members',
  {
    id: text('id').primaryKey(),
    organizationId: text('organization_id')
      .notNull()
      .references(() => farms.id, { onDelete: 'cascade' }),
    userId: userRef(),
    role: text('role').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('farm_members_farm_user_key').on(t.organizationId, t.userId),
    index('farm_members_user_idx').on(t.userId, t.createdAt),
    check('farm_members_role_check', sql`${t.role} in ('owner', 'manager', 'field')`),
    // One owner per farm: the subscriber whose plan the farm works under.
    uniqueIndex('farm_members_one_owner_key')
      .on(t.organizationId)
      .where(sql`${t.role} = 'owner'`),
  ],
);

export const farmInvitations = pgTable(
  'farm_invitations',
  {
    id: text('id').primaryKey(),
    organizationId: text('organization_id')
      .notNull()
      .references(() => farms.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    role: text('role').notNull(),
    status: text('status').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    inviterId: userRef('inviter_id'),
    /** The name the owner typed when inviting ('Nome (opcional)'); fills the sign-up form. */
    inviteeName: text('invitee_name'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('farm_invitations_farm_idx').on(t.organizationId, t.status),
    index('farm_invitations_email_idx').on(t.email),
  ],
);

/** The api-key plugin's table; keys belong to a farm (`referenceId`), stored hashed (`key`). */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: text('id').primaryKey(),
    configId: text('config_id').notNull().default('default'),
    name: text('name'),
    start: text('start'),
    referenceId: text('reference_id')
      .notNull()
      .references(() => farms.id, { onDelete: 'cascade' }),
    prefix: text('prefix'),
    key: text('key').notNull(),
    refillInterval: integer('refill_interval'),
    refillAmount: integer('refill_amount'),
    lastRefillAt: timestamp('last_refill_at', { withTimezone: true }),
    enabled: boolean('enabled').default(true),
    rateLimitEnabled: boolean('rate_limit_enabled').default(true),
    rateLimitTimeWindow: integer('rate_limit_time_window'),
    rateLimitMax: integer('rate_limit_max'),
    requestCount: integer('request_count').default(0),
    remaining: integer('remaining'),
    lastRequest: timestamp('last_request', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    permissions: text('permissions'),
    metadata: text('metadata'),
  },
  (t) => [
    uniqueIndex('api_keys_key_key').on(t.key),
    index('api_keys_reference_idx').on(t.referenceId),
    index('api_keys_config_idx').on(t.configId),
  ],
);
