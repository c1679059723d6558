import { Printer } from 'lucide-react';
import { formatDateBR, todayIn } from '@/domain/records/dates';
import { displayName, useMe } from '../lib/session';
import { Button } from './ui/button';

/** 'Imprimir': opens the browser's print dialog (print.css lays the page out on A4). */
export function PrintButton({ className }: { className?: string }) {
  return (
    <Button variant="outline" size="sm" className={className} onClick={() => window.print()}>
      <Printer aria-hidden="true" />
      Imprimir
    </Button>
  );
}

/**
 * The heading only paper shows (print.css): the report's title, the farm, the producer and the
 * day it was printed.
 */
export function PrintHeading({ title }: { title: string }) {
  const me = useMe().data;
  return (
    <div className="print-only print-heading" data-testid="print-heading">
      <p className="text-lg font-bold">{title}</p>
      <p>
        {me?.farm.name ?? ''}
        {me ? ` · Produtor: ${displayName(me)}` : ''}
        {` · ${formatDateBR(todayIn(new Date()))}`}
      </p>
    </div>
  );
}
