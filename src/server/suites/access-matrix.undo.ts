import type { Answers } from './access-matrix.answers';

/*
 * Cells of the access matrix beyond one row per route (issue 38 item 5, decision 057): who may
 * undo which record. The answer depends on the record, not only on the route: 'Campo' undoes
 * what he entered, never a purchase or sale with a price (nor an insemination with a cost), nor
 * another member's event or sanitary application; the owner and a 'Gerente' undo any. Each cell's record is made afresh by its
 * author for every caller (an undo that succeeds cannot be tried again).
 */

type Author = 'owner' | 'manager' | 'field';
/** A request of farm F's team member `as`; the body's JSON back (throws below 2xx). */
export type TeamCall = (
  as: Author,
  method: string,
  path: string,
  body?: unknown,
) => Promise<Record<string, unknown>>;

export interface UndoCell {
  /** What is undone, and who entered it. */
  record: string;
  /** Makes the record and gives the path of its undo. */
  make: (call: TeamCall) => Promise<string>;
  answers: Answers;
}

const DATE = '2025-01-05';
let n = 0;

/** An animal bought by `as`, with a price or not ('Campo' sends none: decision 061). */
async function bought(call: TeamCall, as: Author, priced: boolean) {
  const { animalIds } = (await call(as, 'POST', '/api/animals/purchases', {
    date: DATE,
    tags: [`DESFAZ-${++n}`],
    sex: 'M',
    ...(priced ? { priceKind: 'head', price: 4321.5 } : {}),
  })) as { animalIds: string[] };
  return animalIds[0]!;
}

/** The id of the animal's latest event of `kind`. */
async function eventId(call: TeamCall, animal: string, kind: string) {
  const { items } = (await call('owner', 'GET', `/api/animals/${animal}/timeline`)) as {
    items: { type: string; event?: { id: string; kind: string } }[];
  };
  return items.find((e) => e.type === 'event' && e.event!.kind === kind)!.event!.id;
}

const eventUndo = (id: string) => `/api/animal-events/${id}/undo`;

let product: string | undefined;
/** An application to a new animal of the owner's, entered by `as`. */
async function applied(call: TeamCall, as: Author) {
  product ??= (
    (await call('owner', 'POST', '/api/sanitary/products', {
      name: 'Vermífugo da matriz',
      type: 'Vermífugo',
      withdrawalDays: 30,
      doseUnit: 'mL',
    })) as { id: string }
  ).id;
  const animal = await bought(call, 'owner', false);
  await call(as, 'POST', '/api/sanitary/applications', {
    productId: product,
    date: '2025-01-10',
    dose: 5,
    target: { animalIds: [animal] },
  });
  const { items } = (await call(
    'owner',
    'GET',
    `/api/sanitary/applications?animalId=${animal}`,
  )) as {
    items: { id: string }[];
  };
  return `/api/sanitary/applications/${items[0]!.id}/undo`;
}

/** A record of the reproduction module (decision 067) by `as`: a check of a new female. */
async function checked(call: TeamCall, as: Author) {
  const { id } = (await call('owner', 'POST', '/api/animals', {
    tag: `PRENHE-${++n}`,
    sex: 'F',
    birthDate: '2022-01-01',
  })) as { id: string };
  await call(as, 'POST', '/api/reproduction/diagnoses', {
    animalId: id,
    date: DATE,
    result: 'empty',
  });
  const { events } = (await call('owner', 'GET', `/api/reproduction/animals/${id}`)) as {
    events: { id: string }[];
  };
  return `/api/reproduction/events/${events[0]!.id}/undo`;
}

/**
 * An insemination of a new female by `as`, with a cost or without (decision 073: money, so only
 * the owner and a Gerente give one; 'Campo' never undoes a record that carries it).
 */
async function inseminated(call: TeamCall, as: Author, cost: number | null) {
  const { id } = (await call('owner', 'POST', '/api/animals', {
    tag: `INSEMINADA-${++n}`,
    sex: 'F',
    birthDate: '2022-01-01',
  })) as { id: string };
  await call(as, 'POST', '/api/reproduction/inseminations', {
    animalIds: [id],
    date: DATE,
    sire: { semen: 'Jaguar' },
    cost,
  });
  const { events } = (await call('owner', 'GET', `/api/reproduction/animals/${id}`)) as {
    events: { id: string }[];
  };
  return `/api/reproduction/events/${events[0]!.id}/undo`;
}

/** A move of a new animal of the owner's into a new paddock, by `as` ('Pastos', issue 42). */
async function moved(call: TeamCall, as: Author) {
  const { id: paddockId } = (await call('owner', 'POST', '/api/pastures/paddocks', {
    name: `Pasto desfeito ${++n}`,
    forage: 'Marandu',
    grazingMethod: 'continuous',
  })) as { id: string };
  const { id: animal } = (await call('owner', 'POST', '/api/animals', {
    tag: `NO-PASTO-${++n}`,
    sex: 'M',
  })) as { id: string };
  const { moveId } = (await call(as, 'POST', '/api/pastures/moves', {
    paddockId,
    movedOn: DATE,
    animalIds: [animal],
  })) as { moveId: string };
  return `/api/pastures/moves/${moveId}/undo`;
}

/** An entry of the cash book by `as` ('Financeiro', issue 43): the owner's and a Gerente's only. */
async function booked(call: TeamCall, as: Author) {
  const { items } = (await call(as, 'GET', '/api/finance/accounts')) as {
    items: { id: string; key: string | null }[];
  };
  const { items: made } = (await call(as, 'POST', '/api/finance/entries', {
    type: 'expense',
    date: DATE,
    description: `Despesa desfeita ${++n}`,
    amount: 10,
    accountId: items.find((a) => a.key === 'other-expenses')!.id,
    status: 'realized',
  })) as { items: { id: string }[] };
  return `/api/finance/entries/${made[0]!.id}/undo`;
}

/** 'Campo' never reaches the cash book, on F nor on G; outside F the entry is not found. */
const byManagers: Answers = {
  owner: [204],
  manager: [204],
  field: [403],
  otherFarmMember: [403],
  nonMember: [404],
  rest: [401],
};

/** The team's answers with 'Campo''s; outside F the record is not found; keys and no one: 401. */
const byTeam = (field: 200 | 204 | 403, ok = 200): Answers => ({
  owner: [ok],
  manager: [ok],
  field: [field],
  otherFarmMember: [404],
  nonMember: [404],
  rest: [401],
});

export const UNDO_CELLS: UndoCell[] = [
  {
    record: "the owner's sale with a price",
    make: async (call) => {
      const animal = await bought(call, 'owner', true);
      await call('owner', 'POST', '/api/animals/sales', {
        date: '2025-02-01',
        animalIds: [animal],
        priceKind: 'head',
        price: 5000,
      });
      return eventUndo(await eventId(call, animal, 'sale'));
    },
    answers: byTeam(403),
  },
  {
    record: "the owner's purchase with a price",
    make: async (call) =>
      eventUndo(await eventId(call, await bought(call, 'owner', true), 'purchase')),
    answers: byTeam(403),
  },
  {
    record: "the Gerente's purchase without a price",
    make: async (call) =>
      eventUndo(await eventId(call, await bought(call, 'manager', false), 'purchase')),
    answers: byTeam(403),
  },
  {
    record: "Campo's own purchase (without a price: he records none)",
    make: async (call) =>
      eventUndo(await eventId(call, await bought(call, 'field', false), 'purchase')),
    answers: byTeam(200),
  },
  {
    // Issue 39 item 8 (decision 061): once the owner gives it its price, it is priced.
    record: "Campo's own purchase, priced by the owner afterwards",
    make: async (call) => {
      const event = await eventId(call, await bought(call, 'field', false), 'purchase');
      await call('owner', 'PUT', `/api/animal-events/${event}/price`, {
        priceKind: 'head',
        price: 4321.5,
      });
      return eventUndo(event);
    },
    answers: byTeam(403),
  },
  {
    record: "the owner's sanitary application",
    make: (call) => applied(call, 'owner'),
    answers: byTeam(403),
  },
  {
    record: "Campo's own sanitary application",
    make: (call) => applied(call, 'field'),
    answers: byTeam(200),
  },
  {
    record: "the Gerente's pregnancy check",
    make: (call) => checked(call, 'manager'),
    answers: byTeam(403, 204),
  },
  {
    record: "Campo's own pregnancy check",
    make: (call) => checked(call, 'field'),
    answers: byTeam(204, 204),
  },
  {
    record: "the Gerente's insemination with a cost",
    make: (call) => inseminated(call, 'manager', 85.5),
    answers: byTeam(403, 204),
  },
  {
    record: "Campo's own insemination (without a cost: he records none)",
    make: (call) => inseminated(call, 'field', null),
    answers: byTeam(204, 204),
  },
  {
    record: "the Gerente's move into a paddock",
    make: (call) => moved(call, 'manager'),
    answers: byTeam(403, 204),
  },
  {
    record: "Campo's own move into a paddock",
    make: (call) => moved(call, 'field'),
    answers: byTeam(204, 204),
  },
  {
    record: "the owner's entry of the cash book",
    make: (call) => booked(call, 'owner'),
    answers: byManagers,
  },
  {
    record: "the Gerente's entry of the cash book",
    make: (call) => booked(call, 'manager'),
    answers: byManagers,
  },
];
