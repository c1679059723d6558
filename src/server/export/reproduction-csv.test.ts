import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reproFarm } from '../reproduction/fixture';
import { downloadCsv } from '../test/exports';
import { json } from '../test/responses';

/*
 * The reproduction records' CSV files (issue 41 item 10): GET /api/export/reproduction-females.csv
 * (a season's females with status, last service, diagnosis and 'Previsão de parto', the list's
 * filters) and reproduction-events.csv (the module's records), streamed, pt-BR, every role.
 */

let f: Awaited<ReturnType<typeof reproFarm>>;
let season = '';
beforeAll(async () => {
  f = await reproFarm('repro-csv');
  season = await f.season('Estação 2025', '2025-03-01', '2025-05-31');
  const cows = [await f.animal(), await f.animal(), await f.animal({ breed: 'Angus' })];
  await json(f.send('owner', 'POST', `/seasons/${season}/exposures`, { animalIds: cows }), 200);
  const service = { date: '2025-03-10', sire: { semen: 'Trovão' }, inseminator: 'Zé' };
  await json(f.send('field', 'POST', '/inseminations', { animalIds: cows, ...service }, 'ia'), 201);
  await json(
    f.send('field', 'POST', '/natural-services', {
      animalIds: [cows[1]],
      bullName: 'Tufão',
      startsOn: '2025-04-01',
      endsOn: '2025-05-10',
    }),
    201,
  );
  const check = (animalId: string, result: string, gestationDays: number | null, key: string) =>
    json(
      f.send(
        'field',
        'POST',
        '/diagnoses',
        { animalId, date: '2025-06-09', result, gestationDays },
        key,
      ),
      201,
    );
  await check(cows[0]!, 'pregnant', 91, 'd1');
  await check(cows[1]!, 'pregnant', null, 'd2');
  await check(cows[2]!, 'empty', null, 'd3');
});
afterAll(() => f.t.close());

const download = (who: 'owner' | 'field', file: string) => downloadCsv(f.t, f.as[who], file);

describe('GET /api/export/reproduction-females.csv', () => {
  it("writes the season's females with their status, service, diagnosis and forecast", async () => {
    const { res, lines } = await download('field', `reproduction-females.csv?seasonId=${season}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(/filename="femeas-estacao-.*\.csv"/);
    expect(lines[0]).toBe(
      'Brinco;Nome;Categoria;Situação;Último serviço;Data do serviço;Fim da monta;Touro ou sêmen;Inseminador;Diagnóstico;Data do diagnóstico;Dias de gestação;Previsão de parto;Previsão de parto (até)',
    );
    // 10/03 + 293 days (Nelore); a repasse without days: the bull's window + 293; Angus empty.
    expect(lines.slice(1, 4)).toEqual([
      'REPRO-CSV-1;;Novilha;Prenhe;IA;10/03/2025;;Trovão;Zé;Prenhe;09/06/2025;91;28/12/2025;',
      'REPRO-CSV-2;;Novilha;Prenhe;Monta natural;01/04/2025;10/05/2025;Tufão;;Prenhe;09/06/2025;;19/01/2026;27/02/2026',
      'REPRO-CSV-3;;Novilha;Descarte sugerido;IA;10/03/2025;;Trovão;Zé;Vazia;09/06/2025;;;',
    ]);
    expect(lines.at(-1)).toBe('');
  });

  it("takes the list's filters; refuses a bad season or filter", async () => {
    const pregnant = await download(
      'owner',
      `reproduction-females.csv?seasonId=${season}&status=pregnant`,
    );
    expect(pregnant.lines.slice(1, -1).map((l) => l.split(';')[0])).toEqual([
      'REPRO-CSV-1',
      'REPRO-CSV-2',
    ]);
    expect((await download('owner', 'reproduction-females.csv')).res.status).toBe(400);
    expect(
      (await download('owner', `reproduction-females.csv?seasonId=${season}&status=gorda`)).res
        .status,
    ).toBe(400);
    const unknown = await download(
      'owner',
      'reproduction-females.csv?seasonId=00000000-0000-4000-8000-000000000000',
    );
    expect(unknown.res.status).toBe(404);
    // Another farm's owner does not read this season.
    const other = await downloadCsv(
      f.t,
      f.as.outsider,
      `reproduction-females.csv?seasonId=${season}`,
    );
    expect(other.res.status).toBe(404);
  });
});

describe('GET /api/export/reproduction-events.csv', () => {
  it("writes the module's records by date, undone ones marked", async () => {
    const { res, lines } = await download('owner', `reproduction-events.csv?seasonId=${season}`);
    expect(res.status).toBe(200);
    expect(lines[0]).toBe(
      'Data;Brinco;Registro;Estação;Touro ou sêmen;Inseminador;Fim da monta;Resultado;Dias de gestação;Previsão de parto;Previsão de parto (até);Peso ao desmame (kg);Idade ao desmame (dias);Peso ajustado aos 205 dias (kg);Peso ao nascer presumido;Observações;Desfeito;Motivo (desfeito)',
    );
    expect(lines).toHaveLength(1 + 7 + 1);
    expect(lines[1]).toBe(
      '10/03/2025;REPRO-CSV-1;Inseminação;Estação 2025;Trovão;Zé;;;;;;;;;;;Não;',
    );
    expect(lines).toContain(
      '09/06/2025;REPRO-CSV-1;Diagnóstico;Estação 2025;;;;Prenhe;91;28/12/2025;;;;;;;Não;',
    );
    const all = await download('field', 'reproduction-events.csv');
    expect(all.lines).toHaveLength(9);
    expect((await download('owner', 'reproduction-events.csv?seasonId=x')).res.status).toBe(400);
  });
});

describe("GET /api/export/reproduction-calvings.csv and reproduction-to-wean.csv: the season's lists", () => {
  it("'Previsão de partos' by month, as the chart's table reads it", async () => {
    const answer = await json(f.send('owner', 'GET', `/seasons/${season}/calvings-by-month`), 200);
    const months = (answer as { items: { month: string; heads: number; calved: number }[] }).items;
    expect(months.length).toBeGreaterThan(0);
    const { res, lines } = await download('field', `reproduction-calvings.csv?seasonId=${season}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(/previsao-partos/);
    expect(lines[0]).toBe('Mês;Partos previstos;Já paridas');
    expect(lines.slice(1, -1)).toEqual(
      months.map((m) => `${m.month.slice(5)}/${m.month.slice(0, 4)};${m.heads};${m.calved}`),
    );
  });

  it("'A desmamar': its header, no calf before the season's calvings; a season of no one is 404", async () => {
    const { res, lines } = await download('owner', `reproduction-to-wean.csv?seasonId=${season}`);
    expect(res.status).toBe(200);
    expect(lines).toEqual(['Brinco;Nome;Sexo;Nascimento;Idade (meses);Mãe', '']);
    const none = '00000000-0000-4000-8000-000000000000';
    expect((await download('owner', `reproduction-to-wean.csv?seasonId=${none}`)).res.status).toBe(
      404,
    );
    expect((await download('owner', 'reproduction-calvings.csv?seasonId=x')).res.status).toBe(400);
  });
});
