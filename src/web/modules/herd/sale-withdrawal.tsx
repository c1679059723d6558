import { forwardRef } from 'react';
import { formatDateBR } from '@/domain/records/dates';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { withdrawalText } from './withdrawal-notice';

/** A withdrawal warning of a sale: its message, and one line per animal when several. */
export interface WithdrawalWarning {
  message: string;
  animals: string[];
}

/**
 * The warning of the animals chosen for a sale that are in a withdrawal ('carência') on its
 * `date`, from what the list or the animal's page knows (`withdrawalUntil`, decision 044), before
 * anything is sent (issue 39 item 6): 'Em carência até 15/07/2026: 101 e mais 1 animal'. The
 * server's check stays the authority: its refusal, naming each product, replaces this one.
 */
export function withdrawalBefore(
  animals: { tag: string; withdrawalUntil?: string | null }[],
  date: string,
): WithdrawalWarning | null {
  const found = animals.filter((a) => a.withdrawalUntil && a.withdrawalUntil >= date);
  const [first] = found;
  if (!first) return null;
  const more = found.length - 1;
  return {
    message:
      `${withdrawalText(first.withdrawalUntil!)}: ${first.tag}` +
      (more > 0 ? ` e mais ${more} ${more === 1 ? 'animal' : 'animais'}` : ''),
    animals:
      found.length > 1
        ? found
            .slice(0, 100)
            .map((a) => `${a.tag}: em carência até ${formatDateBR(a.withdrawalUntil!)}`)
        : [],
  };
}

/** At the top of 'Registrar venda': which animals, the risk, and 'Vender mesmo assim'. */
export const SaleWithdrawal = forwardRef<
  HTMLDivElement,
  { warning: WithdrawalWarning; onSellAnyway: () => void; pending: boolean }
>(function SaleWithdrawal({ warning, onSellAnyway, pending }, ref) {
  return (
    <div ref={ref} className="scroll-mt-4">
      <Alert tone="warning" role="alert" title={warning.message}>
        {warning.animals.length > 1 && (
          <ul aria-label="Animais em carência" className="list-disc pl-5">
            {warning.animals.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        )}
        <p>
          Vender antes do fim da carência pode deixar resíduo na carne. Confira antes de confirmar.
        </p>
        <div>
          <Button size="sm" variant="outline" onClick={onSellAnyway} disabled={pending}>
            Vender mesmo assim
          </Button>
        </div>
      </Alert>
    </div>
  );
});
