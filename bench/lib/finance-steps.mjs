// 'Financeiro' at size in bench:bigfarm (issue 43 item 8): the statements' EXPLAINs and times
// (finance-statements.mjs), an OFX of 5,000 lines imported through the API (under 5 s), and the
// screens as steps: /financeiro opened ('Lançamentos': a page of the 50,000 entries shown with
// the totals of all) and its 'Fluxo de caixa'. Imports the server's TypeScript: run under tsx.
import { sgmlStatement } from '../../src/domain/finance/ofx.fixture.ts';
import { timedPlans } from './explain.mjs';
import { financeStatements, topUpFinance } from './finance-statements.mjs';

export const OFX_LINES = 5_000;
const OFX_TARGET_MS = 5_000;

/**
 * Tops the book up to 50,000 entries, EXPLAINs the statements (plans through `log`), prints each
 * one's median time and gives the plans and the misses (those at `targetMs` or over).
 */
export async function explainFinance(database, farmId, targetMs, { log = console.log } = {}) {
  const entries = await topUpFinance(database.pool, farmId);
  // No miss for a sequential scan of finance_entries: the bench's farm is the whole table, and a
  // pass over a farm's book reads it all (on a shared database the farm's indexes are taken).
  return timedPlans(
    database.pool,
    await financeStatements(database, farmId),
    `'Financeiro' statements (${entries.toLocaleString('en')} entries)`,
    targetMs,
    { log },
  );
}

/** A statement of `lines` lines, each its own FITID (a bank's month of a busy account). */
export function bigOfx(lines = OFX_LINES) {
  return sgmlStatement(
    Array.from({ length: lines }, (_, i) => {
      const day = String(1 + (i % 28)).padStart(2, '0');
      const cents = 100 + ((i * 7919) % 900_000);
      const amount = `${i % 5 === 0 ? '' : '-'}${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
      return {
        date: `202501${day}120000[-3:BRT]`,
        amount,
        fitId: `BENCH${String(i).padStart(6, '0')}`,
        memo: `PIX ${i % 5 === 0 ? 'RECEBIDO' : 'ENVIADO'} FORNECEDOR ${i % 40}`,
      };
    }),
  );
}

/**
 * Imports an OFX of 5,000 lines as the screen does (the file's bytes as the body), then the same
 * file again (every line already there): each one's time; misses over 5 s or not a 201.
 */
export async function importBigOfx(baseUrl, cookie) {
  const body = bigOfx();
  const misses = [];
  const runs = [];
  for (const label of ['new lines', 'the same file again']) {
    const started = performance.now();
    const res = await fetch(`${baseUrl}/api/finance/imports/ofx`, {
      method: 'POST',
      headers: { cookie, origin: baseUrl, 'content-type': 'application/x-ofx' },
      body,
    });
    const said = await res.json().catch(() => ({}));
    const ms = performance.now() - started;
    runs.push({ label, ms, status: res.status, said });
    console.log(
      `  OFX of ${OFX_LINES.toLocaleString('en')} lines (${label}): ${ms.toFixed(0)} ms, HTTP ` +
        `${res.status} ${JSON.stringify(said).slice(0, 120)}`,
    );
    if (res.status !== 201) misses.push(`OFX import (${label}): HTTP ${res.status}`);
    else if (!(ms < OFX_TARGET_MS)) misses.push(`OFX import (${label}): ${ms.toFixed(0)} ms`);
  }
  return { runs, misses };
}

/** The steps, as bench:bigfarm's (the page, what it does, `{ newTab: true }`). */
export function financeSteps(baseUrl) {
  return [
    [
      '/financeiro (open)',
      async (page) => {
        await page.goto(`${baseUrl}/financeiro`);
        await page
          .getByRole('list', { name: 'Lançamentos' })
          .or(page.getByRole('table', { name: /Lançamentos/ }))
          .filter({ visible: true })
          .getByText(/^Lançamento \d+$/)
          .first()
          .waitFor();
      },
      { newTab: true },
    ],
    [
      'financeiro: Fluxo de caixa',
      async (page) => {
        await page.getByRole('link', { name: 'Fluxo de caixa', exact: true }).click();
        await page
          .getByRole('list', { name: 'Fluxo de caixa por mês' })
          .or(page.getByRole('region', { name: 'Fluxo de caixa por mês' }))
          .filter({ visible: true })
          .first()
          .waitFor();
      },
    ],
  ];
}
