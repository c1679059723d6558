import type { PaddockView } from '../../domain/pastures/api';
import { json } from '../test/responses';
import { keyOf, reproFarm, type Who } from '../reproduction/fixture';

/*
 * The farm the pastures route tests play on: the reproduction tests' farm (a Master owner with a
 * 'Gerente' and a 'Campo', an outsider; today is 15/06/2026 in São Paulo: 'Seca').
 */

export async function pastureFarm(prefix: string) {
  const f = await reproFarm(prefix);
  const send = (who: Who, method: string, path: string, body?: unknown, key?: string) =>
    f.t.sendAs(
      f.as[who],
      method,
      `/api/pastures${path}`,
      body,
      key ? { 'Idempotency-Key': keyOf(key) } : {},
    );
  /** A paddock of `areaHa` hectares ('Mombaça', rotational, unless told). */
  const paddock = async (name: string, over: Record<string, unknown> = {}) =>
    json<PaddockView>(
      send('owner', 'POST', '/paddocks', {
        name,
        areaHa: 10,
        forage: 'Mombaça',
        grazingMethod: 'rotational',
        ...over,
      }),
      201,
    );
  /** A lot of the farm, its id. */
  const lot = async (name: string) => {
    const { rows } = await f.t.db.$client.query<{ id: string }>(
      `insert into lots (farm_id, name, quantity, initial_weight, purchase_price, purchase_date)
       values ($1, $2, 10, 200, 1500, '2026-01-01') returning id`,
      [f.farm, name],
    );
    return rows[0]!.id;
  };
  /** A weighing of the animal (by its brinco). */
  const weigh = async (animalId: string, date: string, weight: number) => {
    await f.t.db.$client.query(
      `insert into weighings (farm_id, animal_id, weighing_date, weight)
       select farm_id, tag, $2::date, $3 from animals where id = $1::uuid`,
      [animalId, date, weight],
    );
  };
  const move = (who: Who, body: Record<string, unknown>, key?: string) =>
    send(who, 'POST', '/moves', body, key);
  return { ...f, send, paddock, lot, weigh, move };
}
