import { describe, expect, it } from 'vitest';
import {
  diagnosisSchemaUntil,
  EXPOSE_WHAT_MESSAGE,
  exposeSchema,
  inseminationSchemaUntil,
  naturalServiceSchemaUntil,
  SERVICE_COST_TOO_HIGH_MESSAGE,
} from '@/domain/reproduction/schemas';
import {
  coverInitial,
  diagnosisInitial,
  exposeInitial,
  inseminationInitial,
  serviceCostHint,
  toCoverInput,
  toDiagnosisInput,
  toExposeInput,
  toInseminationInput,
} from './repro-forms';

const TODAY = '2026-11-21';
const COW = { id: '0b7c2d9e-1f3a-4c5b-8d6e-7f8091a2b3c4', tag: '101' };
const BULL = '1a2b3c4d-1f3a-4c5b-8d6e-7f8091a2b3c4';
const BATCH = '9f8e7d6c-1f3a-4c5b-8d6e-7f8091a2b3c4';

const messages = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe("'Expor fêmeas'", () => {
  it('sends the chosen way only', () => {
    const values = { ...exposeInitial(), category: 'Vaca', lotId: 'x' };
    expect(exposeSchema.parse(toExposeInput(values, [COW]))).toEqual({ category: 'Vaca' });
    expect(toExposeInput({ ...values, mode: 'animals' }, [COW])).toEqual({ animalIds: [COW.id] });
  });

  it('asks for a category when none is chosen', () => {
    const result = exposeSchema.safeParse(toExposeInput(exposeInitial(), []));
    expect(messages(result)).toEqual({ animalIds: EXPOSE_WHAT_MESSAGE });
  });
});

describe("'Registrar inseminação'", () => {
  const schema = inseminationSchemaUntil(TODAY);
  it('takes a semen typed by name for the females picked', () => {
    const values = { ...inseminationInitial(TODAY, 'Zé'), 'sire.semen': 'Jaguar' };
    expect(schema.parse(toInseminationInput(values, [COW], null))).toEqual({
      animalIds: [COW.id],
      date: TODAY,
      sire: { bullId: null, semen: 'Jaguar' },
      inseminator: 'Zé',
      batchId: null,
      cost: null,
    });
  });

  it("sends 'Custo por animal (R$)' in reais for the owner and a Gerente only", () => {
    const values = { ...inseminationInitial(TODAY), 'sire.semen': 'Jaguar', cost: '1.234,56' };
    expect(schema.parse(toInseminationInput(values, [], BATCH, true)).cost).toBe(1234.56);
    expect(schema.parse(toInseminationInput(values, [COW], null, false)).cost).toBeNull();
    const odd = schema.safeParse(
      toInseminationInput({ ...values, cost: '85,505' }, [COW], null, true),
    );
    expect(messages(odd)).toEqual({ cost: 'Informe o valor com no máximo 2 casas decimais' });
    const high = schema.safeParse(
      toInseminationInput({ ...values, cost: '100.000,01' }, [COW], null, true),
    );
    expect(messages(high)).toEqual({ cost: SERVICE_COST_TOO_HIGH_MESSAGE });
    for (const cost of ['abc', '-5', '0']) {
      const bad = schema.safeParse(toInseminationInput({ ...values, cost }, [COW], null, true));
      expect(Object.keys(messages(bad))).toEqual(['cost']);
    }
  });

  it("says the cost's total for the females picked", () => {
    expect(serviceCostHint('85,50', 3)).toBe(
      "R$ 256,50 para 3 fêmeas. Entra no Financeiro em 'Reprodução'.",
    );
    const where = "Sêmen, protocolo e mão de obra, por fêmea. Entra no Financeiro em 'Reprodução'.";
    // A whole batch (its count is the server's), nothing typed, or not money: where it goes.
    for (const [text, heads] of [
      ['85,50', null],
      ['', 3],
      ['abc', 3],
      ['-1', 3],
    ] as const) {
      expect(serviceCostHint(text, heads)).toBe(where);
    }
  });

  it('takes a whole batch without naming its females', () => {
    const values = { ...inseminationInitial(TODAY), 'sire.semen': 'Jaguar' };
    const data = schema.parse(toInseminationInput(values, [], BATCH));
    expect(data.batchId).toBe(BATCH);
    expect(data.animalIds).toEqual([]);
  });

  it('asks for the bull or the semen, and for the females', () => {
    const result = schema.safeParse(toInseminationInput(inseminationInitial(TODAY), [], null));
    expect(messages(result)).toEqual({
      animalIds: 'Selecione pelo menos um animal',
      sire: 'Informe o touro ou o sêmen',
    });
  });
});

describe("'Registrar cobertura'", () => {
  const schema = naturalServiceSchemaUntil(TODAY);
  it('sends a bull of the herd by his id, any other by name', () => {
    const bullOf = (tag: string) => (tag === 'T-7' ? BULL : null);
    const herd = schema.parse(toCoverInput({ ...coverInitial(TODAY), bull: 'T-7' }, [COW], bullOf));
    expect([herd.bullId, herd.bullName]).toEqual([BULL, null]);
    const named = schema.parse(
      toCoverInput({ ...coverInitial(TODAY), bull: ' Touro do vizinho ' }, [COW], bullOf),
    );
    expect([named.bullId, named.bullName, named.endsOn]).toEqual([null, 'Touro do vizinho', null]);
  });

  it('asks for the bull, and for an end after the start', () => {
    const values = { ...coverInitial(TODAY), startsOn: '2026-11-10', endsOn: '2026-11-01' };
    const result = schema.safeParse(toCoverInput(values, [COW], () => null));
    expect(Object.keys(messages(result)).sort()).toEqual(['bullId', 'endsOn']);
  });
});

describe("'Registrar diagnóstico'", () => {
  const schema = diagnosisSchemaUntil(TODAY);
  it('sends the days of gestation of a pregnancy', () => {
    const values = { ...diagnosisInitial(TODAY), result: 'pregnant', gestationDays: '60' };
    expect(schema.parse(toDiagnosisInput(values, COW.id))).toMatchObject({
      result: 'pregnant',
      gestationDays: 60,
    });
  });

  it('leaves out days typed before another result was chosen', () => {
    const values = { ...diagnosisInitial(TODAY), result: 'empty', gestationDays: '60' };
    expect(schema.parse(toDiagnosisInput(values, COW.id)).gestationDays).toBeNull();
  });

  it('asks for the result, and refuses days out of 20–300', () => {
    expect(messages(schema.safeParse(toDiagnosisInput(diagnosisInitial(TODAY), COW.id)))).toEqual({
      result: 'Escolha o resultado',
    });
    const values = { ...diagnosisInitial(TODAY), result: 'pregnant', gestationDays: '400' };
    expect(messages(schema.safeParse(toDiagnosisInput(values, COW.id)))).toEqual({
      gestationDays: 'Dias de gestação: de 20 a 300',
    });
  });
});
