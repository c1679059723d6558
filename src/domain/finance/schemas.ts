import { z } from 'zod';
import { int, num } from '../calculators/common';
import { FUTURE_DATE_MESSAGE, id, isoDate } from '../herd/schemas';
import { isIsoDate } from '../records/dates';
import { optionalField } from '../optional-field';
import { text } from '../text';
import { addMonthsClamped } from './calendar';
import {
  ACCOUNT_KINDS,
  ENTRY_STATUSES,
  ENTRY_TYPES,
  MAX_FUNRURAL_RATE,
  MAX_INSTALMENTS,
} from './constants';
import {
  AMOUNT_DECIMALS_MESSAGE,
  AMOUNT_INVALID_MESSAGE,
  AMOUNT_POSITIVE_MESSAGE,
  AMOUNT_REQUIRED_MESSAGE,
  AMOUNT_TOO_HIGH_MESSAGE,
  INSTALMENTS_MESSAGE,
  INSTALMENTS_TOO_SMALL_MESSAGE,
  MAX_CENTS,
  reaisToCents,
  type Cents,
} from './money';

/*
 * What the 'Financeiro' forms and routes accept (issue 43). Shared by the browser and the server;
 * a realized entry's date is checked against São Paulo's today with the `...Until(today)`
 * builders, as the herd's are. 'Valor (R$)' comes in as reais, as every money field of the app
 * (the form reads the text with parseDecimal), and goes out as `amountCents`, whole centavos.
 */

export const DUE_DATE_REQUIRED_MESSAGE = 'Informe o vencimento do que está previsto';
export const DUE_BEFORE_DATE_MESSAGE = 'O vencimento não pode ser antes da data';
export const INSTALMENTS_EXPENSE_MESSAGE = 'Só despesas são parceladas';
export const INSTALMENTS_PLANNED_MESSAGE =
  'Despesa parcelada é lançada como prevista: marque cada parcela como paga quando pagar';
export const INSTALMENTS_PAST_2100_MESSAGE = 'A última parcela passaria de 2100';

/**
 * 'Valor (R$)': a number of reais > 0, up to R$ 999.999.999,99 (or the `max` given, in centavos,
 * with its message), with at most 2 decimals; out as whole centavos.
 * @example
 * amountField().parse(1234.56) //=> 123456
 */
export function amountField(max: Cents = MAX_CENTS, tooHigh = AMOUNT_TOO_HIGH_MESSAGE) {
  return z
    .number({
      error: (issue) =>
        issue.input === undefined || issue.input === null || issue.input === ''
          ? AMOUNT_REQUIRED_MESSAGE
          : AMOUNT_INVALID_MESSAGE,
    })
    .gt(0, { error: AMOUNT_POSITIVE_MESSAGE })
    .max(max / 100, { error: tooHigh })
    .transform((reais, ctx) => {
      const cents = reaisToCents(reais);
      if (cents === null) {
        ctx.addIssue({ code: 'custom', message: AMOUNT_DECIMALS_MESSAGE });
        return z.NEVER;
      }
      return cents;
    });
}

/** 'Centro de custo': the farm, one of its lots, or one of its paddocks. */
const costCenterValue = z.discriminatedUnion(
  'type',
  [
    z.object({ type: z.literal('farm') }),
    z.object({ type: z.literal('lot'), id: id('Lote não encontrado.') }),
    z.object({ type: z.literal('paddock'), id: id('Pasto não encontrado') }),
  ],
  { error: 'Centro de custo inválido' },
);

/** 'Centro de custo' of an entry: the farm when not given. */
export const costCenterSchema = costCenterValue.default({ type: 'farm' });
export type CostCenter = z.output<typeof costCenterSchema>;

const description = () =>
  text('Informe a descrição')
    .min(1, { error: 'Informe a descrição' })
    .max(200, { error: 'Descrição muito longa' });

const optionalDate = () =>
  z
    .string({ error: 'Data inválida' })
    .refine((d) => d === '' || (isIsoDate(d) && d >= '1980-01-01' && d <= '2100-12-31'), {
      error: 'Data inválida',
    })
    .nullish()
    .transform((d) => (d ? d : null));

/** The fields an entry has, new or edited. */
const entryFields = {
  /** 'Nova receita' or 'Nova despesa'; the server checks the category is of the same kind. */
  type: z.enum(ENTRY_TYPES, { error: 'Tipo inválido' }),
  date: isoDate('Informe a data'),
  description: description(),
  amount: amountField(),
  accountId: id('Escolha a categoria'),
  costCenter: costCenterSchema,
  status: z.enum(ENTRY_STATUSES, { error: 'Escolha a situação' }),
  /** 'Vencimento': required when 'Previsto'; dropped when 'Realizado'. */
  dueDate: optionalDate(),
};

interface EntryShape {
  type: 'income' | 'expense';
  date: string;
  amount: number;
  status: 'realized' | 'planned';
  dueDate: string | null;
}

function entryRules(today: string) {
  return (e: EntryShape, ctx: z.RefinementCtx) => {
    if (e.status === 'realized' && e.date > today) {
      ctx.addIssue({ code: 'custom', path: ['date'], message: FUTURE_DATE_MESSAGE });
    }
    if (e.status === 'planned' && e.dueDate === null) {
      ctx.addIssue({ code: 'custom', path: ['dueDate'], message: DUE_DATE_REQUIRED_MESSAGE });
    }
    if (e.status === 'planned' && e.dueDate !== null && e.dueDate < e.date) {
      ctx.addIssue({ code: 'custom', path: ['dueDate'], message: DUE_BEFORE_DATE_MESSAGE });
    }
  };
}

/** The entry as stored: `amount` (reais in) becomes `amountCents`; a realized one has no due date. */
function toStored<T extends EntryShape>({ amount, ...rest }: T) {
  return {
    ...rest,
    amountCents: amount,
    dueDate: rest.status === 'realized' ? null : rest.dueDate,
  };
}

/**
 * 'Nova receita' and 'Nova despesa' on `today` ('YYYY-MM-DD', São Paulo). An expense may come in
 * 'Parcelas' (1 to 120): then it is 'Previsto', 'Vencimento' is the first instalment's, and the
 * server splits `amountCents` with splitInstalments (money.ts).
 */
export function entrySchemaUntil(today: string) {
  return z
    .object({
      ...entryFields,
      instalments: int(INSTALMENTS_MESSAGE)
        .min(1, { error: INSTALMENTS_MESSAGE })
        .max(MAX_INSTALMENTS, { error: INSTALMENTS_MESSAGE })
        .default(1),
    })
    .superRefine((e, ctx) => {
      entryRules(today)(e, ctx);
      if (e.instalments === 1) return;
      if (e.type !== 'expense') {
        ctx.addIssue({
          code: 'custom',
          path: ['instalments'],
          message: INSTALMENTS_EXPENSE_MESSAGE,
        });
      } else if (e.status !== 'planned') {
        ctx.addIssue({ code: 'custom', path: ['status'], message: INSTALMENTS_PLANNED_MESSAGE });
      } else if (e.amount < e.instalments) {
        ctx.addIssue({
          code: 'custom',
          path: ['instalments'],
          message: INSTALMENTS_TOO_SMALL_MESSAGE,
        });
      } else if (
        e.dueDate !== null &&
        addMonthsClamped(e.dueDate, e.instalments - 1) > '2100-12-31'
      ) {
        ctx.addIssue({
          code: 'custom',
          path: ['instalments'],
          message: INSTALMENTS_PAST_2100_MESSAGE,
        });
      }
    })
    .transform(toStored);
}
export type EntryInput = z.input<ReturnType<typeof entrySchemaUntil>>;
export type EntryData = z.output<ReturnType<typeof entrySchemaUntil>>;

/** 'Editar lançamento': the same fields, one entry (an instalment is edited on its own). */
export function entryUpdateSchemaUntil(today: string) {
  return z.object(entryFields).superRefine(entryRules(today)).transform(toStored);
}
export type EntryUpdateData = z.output<ReturnType<typeof entryUpdateSchemaUntil>>;

/**
 * 'Marcar como pago' / 'Marcar como recebido': a foreseen entry becomes realized on a day, with
 * the amount actually paid when it differs (interest, a discount); null keeps the foreseen one.
 */
export function settleSchemaUntil(today: string) {
  return z
    .object({
      date: isoDate('Informe a data').refine((d) => d <= today, { error: FUTURE_DATE_MESSAGE }),
      amount: optionalField(amountField()),
    })
    .transform(({ date, amount }) => ({ date, amountCents: amount }));
}
export type SettleData = z.output<ReturnType<typeof settleSchemaUntil>>;

const accountName = () =>
  text('Informe o nome da conta')
    .min(1, { error: 'Informe o nome da conta' })
    .max(60, { error: 'Nome muito longo' });

/** 'Nova conta' of the plano de contas: its group follows its kind (GROUP_OF_KIND). */
export const accountCreateSchema = z.object({
  name: accountName(),
  kind: z.enum(ACCOUNT_KINDS, { error: 'Escolha o tipo da conta' }),
});
export type AccountCreateData = z.output<typeof accountCreateSchema>;

/** 'Renomear conta': a seeded account keeps its key (and group), the name is the farm's. */
export const accountRenameSchema = z.object({ name: accountName() });
export type AccountRenameData = z.output<typeof accountRenameSchema>;

/** Whether a number has at most 2 decimals (1.5 and 2.05 do, 1.555 does not). */
const twoDecimals = (value: number) => reaisToCents(value) !== null;

/** The farm's finance settings: the 'Funrural' rate (%) of a frigorífico sale. */
export const financeSettingsSchema = z.object({
  funruralRate: num()
    .min(0, { error: 'A alíquota não pode ser negativa', abort: true })
    .max(MAX_FUNRURAL_RATE, { error: 'Alíquota de no máximo 10%', abort: true })
    .refine(twoDecimals, { error: 'Alíquota com no máximo 2 casas decimais' }),
});
export type FinanceSettingsData = z.output<typeof financeSettingsSchema>;

/** Most lines one categorisation sends: a page of the review list, many times over. */
export const CATEGORISE_MAX = 1000;

/**
 * 'Categorizar' after an OFX import: each imported line (now an 'Extrato' entry with a guessed
 * category) gets its category, and its cost center when given.
 */
export const bankCategorisationSchema = z.object({
  items: z
    .array(
      z.object({
        entryId: id('Lançamento não encontrado'),
        accountId: id('Escolha a categoria'),
        /** Not given: the entry keeps its cost center. */
        costCenter: costCenterValue.optional(),
      }),
      { error: 'Escolha os lançamentos' },
    )
    .min(1, { error: 'Escolha pelo menos um lançamento' })
    .max(CATEGORISE_MAX, { error: 'No máximo 1.000 lançamentos de uma vez' })
    .refine((items) => new Set(items.map((i) => i.entryId)).size === items.length, {
      error: 'Lançamento repetido na lista',
    }),
});
export type BankCategorisationData = z.output<typeof bankCategorisationSchema>;

/**
 * 'Conciliar': a bank line is the payment of a 'Do rebanho' (or typed) entry. The entry stays
 * (its category, its link to the herd's event) and is realized on the bank's day; the bank line
 * is attached to it (its FITID kept, so it is never imported again) and stops counting.
 */
export const reconcileSchema = z
  .object({
    bankEntryId: id('Linha do extrato não encontrada'),
    entryId: id('Lançamento não encontrado'),
  })
  .refine((r) => r.bankEntryId !== r.entryId, {
    error: 'Escolha outro lançamento para conciliar',
    path: ['entryId'],
  });
export type ReconcileData = z.output<typeof reconcileSchema>;
