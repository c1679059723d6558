import type { EntryType } from './constants';
import type { Cents } from './money';
import { ofxText, readOfxAmount, readOfxDate } from './ofx-values';

/*
 * Bank statements in OFX, as Brazilian banks export them (issue 43 item 4): OFX 1.x (SGML: a
 * header of `KEY:VALUE` lines, leaf tags never closed, `<TRNAMT>-12.50`) and OFX 2.x (XML). One
 * scan of the tags, no tree: the fields of each `<STMTTRN>` are gathered until it closes (or the
 * next one opens), and those of each statement (`<STMTRS>` of an account, `<CCSTMTRS>` of a credit
 * card) around them. A line whose date or amount cannot be read is reported with its position and
 * left out; the rest of the file is read.
 */

/** The largest file read (characters of the decoded text; ofx-decode.ts checks the bytes). */
export const OFX_MAX_CHARS = 10 * 1024 * 1024;
/** The most lines one file may carry. */
export const OFX_MAX_TRANSACTIONS = 20_000;

export const NOT_OFX_MESSAGE =
  'Este arquivo não é um extrato OFX. No site ou aplicativo do banco, exporte o extrato no formato OFX.';
export const OFX_TOO_BIG_MESSAGE =
  'O arquivo passa de 10 MB: exporte o extrato de um período menor.';
export const OFX_TOO_MANY_MESSAGE =
  'O extrato tem mais de 20.000 lançamentos: exporte um período menor.';
export const OFX_NO_STATEMENT_MESSAGE = 'O arquivo OFX não traz extrato de conta nem de cartão.';

/** One line of the statement, read. */
export interface OfxTransaction {
  /** Its place among the file's `<STMTTRN>`s, from 1. */
  index: number;
  /** The line of the file its `<STMTTRN>` opens on, from 1. */
  line: number;
  /** The bank's id of the line; null when the bank wrote none (Banco do Brasil's balance rows). */
  fitId: string | null;
  /**
   * What makes the line the same line in the next import of the same account: the FITID, or
   * (without one) its day, amount and text; '#2', '#3'… for a key seen before in this file.
   */
  key: string;
  /** 'YYYY-MM-DD', the day the bank wrote. */
  date: string;
  /** Signed: negative is money out. */
  amountCents: Cents;
  type: EntryType;
  /** TRNTYPE as written (CREDIT, DEBIT, PAYMENT, XFER…), upper case; null when absent. */
  trnType: string | null;
  /** NAME and MEMO together (one when they repeat each other), at most 200 characters. */
  description: string;
  checkNumber: string | null;
}

export interface OfxStatement {
  /** `<CCSTMTRS>`: a credit card's bill. */
  creditCard: boolean;
  bankId: string | null;
  branchId: string | null;
  accountId: string | null;
  accountType: string | null;
  /** CURDEF ('BRL'), null when absent. */
  currency: string | null;
  /** DTSTART and DTEND of the list. */
  start: string | null;
  end: string | null;
  /** LEDGERBAL: the balance and its day. */
  balance: { cents: Cents; date: string | null } | null;
  transactions: OfxTransaction[];
}

/** A line left out: which, where, and why, in Portuguese. */
export interface OfxProblem {
  index: number;
  line: number;
  field: 'DTPOSTED' | 'TRNAMT';
  message: string;
}

export type OfxParse =
  | {
      ok: true;
      /** 1 for SGML (1.x), 2 for XML (2.x). */
      version: 1 | 2;
      statements: OfxStatement[];
      problems: OfxProblem[];
      /** Lines that are no movement: balance rows ('Saldo anterior', 'S A L D O') and zeros. */
      ignored: number;
    }
  | { ok: false; message: string };

/** Banco do Brasil and others list the day's balance as a line: it is not a movement. */
const BALANCE_ROW =
  /^(saldo( anterior| do dia| final| atual| disponivel| bloqueado| total)?|s a l d o)$/;

const strip = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/** The text a line is known by: NAME and MEMO, one of them when it holds the other. */
function describe(name: string | null, memo: string | null, trnType: string | null): string {
  let text: string;
  if (name && memo)
    text = name.includes(memo) ? name : memo.includes(name) ? memo : `${name} - ${memo}`;
  else text = memo ?? name ?? (trnType ? `Lançamento ${trnType}` : 'Lançamento do extrato');
  return text.slice(0, 200).trim();
}

/** The fields of one statement around its lines. */
const STATEMENT_FIELDS = ['BANKID', 'BRANCHID', 'ACCTID', 'ACCTTYPE', 'CURDEF', 'DTSTART', 'DTEND'];

function newStatement(creditCard: boolean): OfxStatement {
  return {
    creditCard,
    bankId: null,
    branchId: null,
    accountId: null,
    accountType: null,
    currency: null,
    start: null,
    end: null,
    balance: null,
    transactions: [],
  };
}

/**
 * Reads an OFX statement (the decoded text: decodeOfx gives it from the file's bytes). Refuses
 * what is not OFX, more than 10 MB or more than 20.000 lines with a Portuguese message; a line
 * with a bad date or amount goes to `problems` with its position.
 * @example
 * parseOfx('OFXHEADER:100\n<OFX><BANKMSGSRSV1><STMTTRNRS><STMTRS><CURDEF>BRL<BANKTRANLIST>' +
 *   '<STMTTRN><TRNTYPE>DEBIT<DTPOSTED>20250107<TRNAMT>-12.50<FITID>1<MEMO>Tarifa' +
 *   '</STMTTRN></BANKTRANLIST></STMTRS></STMTTRNRS></BANKMSGSRSV1></OFX>')
 * //=> { ok: true, version: 1, statements: [{ …, transactions: [{ date: '2025-01-07',
 * //     amountCents: -1250, description: 'Tarifa', … }] }], problems: [], ignored: 0 }
 */
export function parseOfx(text: string): OfxParse {
  if (text.length > OFX_MAX_CHARS) return { ok: false, message: OFX_TOO_BIG_MESSAGE };
  const start = text.search(/<OFX>/i);
  if (start === -1) return { ok: false, message: NOT_OFX_MESSAGE };
  const head = text.slice(0, start);
  if (!/OFXHEADER/i.test(head) && head.replace(/<\?[^<>]*\?>|\uFEFF/g, '').trim() !== '') {
    return { ok: false, message: NOT_OFX_MESSAGE };
  }
  const version: 1 | 2 = /<\?OFX|<\?xml/i.test(head) ? 2 : 1;

  const statements: OfxStatement[] = [];
  const problems: OfxProblem[] = [];
  let ignored = 0;
  let statement: OfxStatement | null = null;
  let fields: Record<string, string> | null = null;
  let index = 0;
  let txnLine = 0;
  let inLedger = false;
  const keysSeen = new Map<string, number>();

  // Line numbers, counted as the scan moves forward.
  let countedTo = 0;
  let line = 1;
  const lineAt = (position: number) => {
    for (
      let i = text.indexOf('\n', countedTo);
      i !== -1 && i < position;
      i = text.indexOf('\n', i + 1)
    ) {
      line += 1;
    }
    countedTo = position;
    return line;
  };

  const current = () => {
    if (!statement) {
      statement = newStatement(false);
      statements.push(statement);
    }
    return statement;
  };

  const finish = () => {
    if (!fields) return;
    const t = fields;
    fields = null;
    const target = current();
    const date = readOfxDate(t.DTPOSTED ?? '');
    const amount = readOfxAmount(t.TRNAMT ?? '');
    const name = ofxText(t.NAME);
    const memo = ofxText(t.MEMO);
    const trnType = ofxText(t.TRNTYPE)?.toUpperCase().slice(0, 20) ?? null;
    const description = describe(name, memo, trnType);
    if (BALANCE_ROW.test(strip(description)) || (amount.ok && amount.cents === 0)) {
      ignored += 1;
      return;
    }
    if (!date) {
      problems.push({
        index,
        line: txnLine,
        field: 'DTPOSTED',
        message: `Linha ${txnLine} (lançamento ${index}): data inválida ${quote(t.DTPOSTED)}`,
      });
      return;
    }
    if (!amount.ok) {
      problems.push({
        index,
        line: txnLine,
        field: 'TRNAMT',
        message: `Linha ${txnLine} (lançamento ${index}): ${amount.reason} ${quote(t.TRNAMT)}`,
      });
      return;
    }
    const fitId = ofxText(t.FITID)?.slice(0, 255) ?? null;
    const base = fitId ?? `~${date}|${amount.cents}|${strip(description)}`;
    const scope = `${statements.indexOf(target)}:${base}`;
    const seen = (keysSeen.get(scope) ?? 0) + 1;
    keysSeen.set(scope, seen);
    target.transactions.push({
      index,
      line: txnLine,
      fitId,
      key: seen === 1 ? base : `${base}#${seen}`,
      date,
      amountCents: amount.cents,
      type: amount.cents > 0 ? 'income' : 'expense',
      trnType,
      description,
      checkNumber: ofxText(t.CHECKNUM)?.slice(0, 30) ?? null,
    });
  };

  // `[^<>]*`, not `[^>]*`: a '<' never closed must not make each later '<' scan to the end.
  const tag = /<(\/?)([A-Za-z][A-Za-z0-9_.]*)[^<>]*>([^<]*)/g;
  tag.lastIndex = start;
  for (let match = tag.exec(text); match; match = tag.exec(text)) {
    const closing = match[1] === '/';
    const name = match[2]!.toUpperCase();
    if (closing) {
      if (name === 'STMTTRN' || name === 'BANKTRANLIST') finish();
      else if (name === 'LEDGERBAL') inLedger = false;
      else if (name === 'STMTRS' || name === 'CCSTMTRS') {
        finish();
        statement = null;
      }
      continue;
    }
    if (name === 'STMTTRN') {
      finish();
      index += 1;
      if (index > OFX_MAX_TRANSACTIONS) return { ok: false, message: OFX_TOO_MANY_MESSAGE };
      txnLine = lineAt(match.index);
      fields = Object.create(null) as Record<string, string>;
      continue;
    }
    if (name === 'STMTRS' || name === 'CCSTMTRS') {
      finish();
      statement = newStatement(name === 'CCSTMTRS');
      statements.push(statement);
      continue;
    }
    const value = match[3]!.trim();
    if (name === 'LEDGERBAL') inLedger = true;
    else if (name === 'AVAILBAL') inLedger = false;
    if (value === '') continue;
    if (fields) {
      fields[name] ??= value;
    } else if (inLedger && statement) {
      readBalance(statement, name, value);
    } else if (statement && STATEMENT_FIELDS.includes(name)) {
      readStatementField(statement, name, value);
    }
  }
  finish();
  if (statements.length === 0) return { ok: false, message: OFX_NO_STATEMENT_MESSAGE };
  return { ok: true, version, statements, problems, ignored };
}

function readBalance(statement: OfxStatement, name: string, value: string) {
  if (name === 'BALAMT') {
    const amount = readOfxAmount(value);
    if (amount.ok)
      statement.balance = { cents: amount.cents, date: statement.balance?.date ?? null };
  } else if (name === 'DTASOF' && statement.balance) {
    statement.balance.date = readOfxDate(value);
  }
}

function readStatementField(statement: OfxStatement, name: string, value: string) {
  const text = ofxText(value)?.slice(0, 40) ?? null;
  if (name === 'BANKID') statement.bankId = text;
  else if (name === 'BRANCHID') statement.branchId = text;
  else if (name === 'ACCTID') statement.accountId = text;
  else if (name === 'ACCTTYPE') statement.accountType = text?.toUpperCase() ?? null;
  else if (name === 'CURDEF') statement.currency = text?.toUpperCase() ?? null;
  else if (name === 'DTSTART') statement.start = readOfxDate(value);
  else if (name === 'DTEND') statement.end = readOfxDate(value);
}

/** A field's raw value in a message: quoted, cleaned, cut at 30 characters; '(vazio)' if none. */
function quote(value: string | undefined): string {
  const text = ofxText(value);
  return text ? `"${text.slice(0, 30)}"` : '(vazio)';
}

/**
 * The account a statement is of, as one text: the key its lines' `key`s are unique within.
 * @example
 * statementAccountKey({ bankId: '001', branchId: '1234-5', accountId: '98765-4', creditCard: false })
 * //=> 'conta:001/1234-5/98765-4'
 */
export function statementAccountKey(
  s: Pick<OfxStatement, 'bankId' | 'branchId' | 'accountId' | 'creditCard'>,
): string {
  return `${s.creditCard ? 'cartao' : 'conta'}:${s.bankId ?? ''}/${s.branchId ?? ''}/${s.accountId ?? ''}`;
}

/**
 * Why a statement is not imported: its currency is not the real. Null for BRL or none given
 * (Brazilian banks often leave CURDEF out).
 */
export function foreignCurrencyMessage(statement: Pick<OfxStatement, 'currency'>): string | null {
  const currency = statement.currency;
  return currency && currency !== 'BRL'
    ? `O extrato está em ${currency}: só extratos em reais (BRL) são importados.`
    : null;
}
