import { priceForbiddenMessage, seesMoney, type FarmRole } from '../../domain/farms';
import { AppError } from '../errors';

/*
 * Who sees money (issue 40 item 4; decision 015): R$ figures — prices, costs, values, margins,
 * results — reach the owner and a 'Gerente', never 'Campo'. The one rule of the server, decided
 * here, in the access layer, when the caller is read (FarmContext's `seesMoney`): routes and
 * stores shape their answers from that flag (`withMoney`, a viewer's `seesMoney`), the `manager`
 * gate refuses what carries money from it, and no other server file asks the role (an ESLint
 * rule keeps domain `seesMoney` to this file). The browser asks the same domain function about
 * the role /api/me gives it. The plan plays no part today: a lapsed plan keeps reading its money.
 * The access matrix names the rule in its 'Sees money' column (suites/access-matrix.answers.ts).
 */

/** Whether answers to a member of this role carry money. */
export function seesMoneyAs(role: FarmRole): boolean {
  return seesMoney(role);
}

/** Who an answer is shaped for: what money they see, and (by role and author) what they undo. */
export interface Viewer {
  userId: string;
  role: FarmRole;
  seesMoney: boolean;
}

/** The viewer of an answer on the caller's farm. */
export function viewerOn(farm: { role: FarmRole; seesMoney: boolean }, userId: string): Viewer {
  return { userId, role: farm.role, seesMoney: farm.seesMoney };
}

/**
 * Money sent by a member who sees none (decision 061): 'Campo' records a sale or a purchase
 * without its price, an insemination without its cost; a value sent in `field` is refused (403,
 * the message on the field) before anything is written. The owner or a 'Gerente' gives it.
 */
export function refuseMoneyFrom(
  farm: { role: FarmRole; seesMoney: boolean },
  field: string,
  value: unknown,
) {
  if (value === null || value === undefined || farm.seesMoney) return;
  const message = priceForbiddenMessage(farm.role);
  throw new AppError(403, 'ROLE_FORBIDDEN', message, { [field]: message });
}
