import { describe, expect, it } from 'vitest';
import type { PaddockView } from '../pastures/api';
import { csvHeader, csvRow, toCsv } from './csv';
import {
  occupationColumns,
  occupationCsvQuerySchema,
  paddockColumns,
  paddocksCsvQuerySchema,
} from './pastures';

const paddock: PaddockView = {
  id: '00000000-0000-4000-8000-000000000001',
  name: 'Piquete 1',
  areaHa: 12.5,
  shapeAreaHa: 12.3456,
  forage: 'Mombaça',
  grazingMethod: 'rotational',
  retiro: 'Sede',
  capacityRainy: 3,
  capacityDry: 1.5,
  restDays: 30,
  hasShape: true,
  state: { kind: 'occupied', days: 5, lotName: 'Lote 3', heads: 120 },
  units: 106.66666,
  uaPerHa: 8.5333328,
  season: 'dry',
  overCapacity: true,
  lastHeight: { heightCm: 42.5, measuredOn: '2026-06-01' },
  ready: false,
};

describe('the paddock file', () => {
  it('writes the list as its screen shows it, with a decimal comma', () => {
    expect(csvHeader(paddockColumns)).toBe(
      '\uFEFFNome;Retiro;Forrageira;Método de pastejo;Área (ha);Área do mapa (ha);Capacidade águas (UA/ha);Capacidade seca (UA/ha);Situação;Cabeças;UA;UA/ha;Última altura (cm);Pronto para entrada\r\n',
    );
    expect(csvRow(paddockColumns, paddock)).toBe(
      'Piquete 1;Sede;Mombaça;Rotacionado;12,5;12,35;3;1,5;Ocupado há 5 dias (Lote 3, 120 cabeças);120;106,67;8,53;42,5;Não\r\n',
    );
  });

  it('says a resting or never grazed paddock in words, and leaves what is unknown empty', () => {
    const resting: PaddockView = {
      ...paddock,
      retiro: null,
      areaHa: null,
      shapeAreaHa: null,
      capacityRainy: null,
      capacityDry: null,
      grazingMethod: 'continuous',
      state: { kind: 'resting', days: 1, lotName: null, heads: 0 },
      units: 0,
      uaPerHa: null,
      lastHeight: null,
      ready: true,
    };
    expect(csvRow(paddockColumns, resting)).toBe(
      'Piquete 1;;Mombaça;Contínuo;;;;;Em descanso há 1 dia;0;0;;;Sim\r\n',
    );
    const never = { ...resting, state: { kind: 'never', days: 0, lotName: null, heads: 0 } };
    expect(csvRow(paddockColumns, never as PaddockView)).toContain('Sem ocupação registrada');
  });

  it("takes the list's filters, not its page", () => {
    expect(paddocksCsvQuerySchema.parse({ q: 'Piq', state: 'ready', cursor: 'x' })).toEqual({
      q: 'Piq',
      state: 'ready',
    });
    expect(paddocksCsvQuerySchema.safeParse({ state: 'cheio' }).success).toBe(false);
  });
});

describe('the occupation history file', () => {
  it('writes each stay with its dates as dd/mm/aaaa, empty while still in', () => {
    const rows = [
      {
        paddockName: 'Invernada A',
        lotName: 'Lote 3',
        enteredOn: '2026-06-01',
        leftOn: null,
        heads: 2,
        units: 750 / 450,
      },
      {
        paddockName: '=Pasto',
        lotName: null,
        enteredOn: '2025-02-01',
        leftOn: '2026-01-31',
        heads: 1,
        units: 0.5,
      },
    ];
    expect(toCsv(occupationColumns, rows)).toBe(
      '\uFEFFPasto;Lote;Entrada;Saída;Cabeças;UA\r\n' +
        'Invernada A;Lote 3;01/06/2026;;2;1,67\r\n' +
        "'=Pasto;;01/02/2025;31/01/2026;1;0,5\r\n",
    );
  });

  it('takes one paddock or none', () => {
    expect(occupationCsvQuerySchema.parse({})).toEqual({});
    expect(occupationCsvQuerySchema.safeParse({ paddockId: 'x' }).success).toBe(false);
  });
});
