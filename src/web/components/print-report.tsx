import { useEffect, useState } from 'react';
import { Printer } from 'lucide-react';
import { formatDateBR, todayIn } from '@/domain/records/dates';
import { displayName, useMe } from '../lib/session';
import { Button } from './ui/button';

/**
 * 'Imprimir': opens the browser's print dialog (print.css lays the page out on A4); `onClick`
 * for a button that prints one part of the page (`printPart`). `part` names that part for a
 * screen reader ('Imprimir: Vazias') where a page has several.
 */
export function PrintButton({
  className,
  part,
  onClick = () => window.print(),
  disabled,
}: {
  className?: string;
  part?: string;
  onClick?: () => void;
  disabled?: boolean;
}) {
  return (
    <Button variant="outline" size="sm" className={className} onClick={onClick} disabled={disabled}>
      <Printer aria-hidden="true" />
      Imprimir
      {part && <span className="sr-only">: {part}</span>}
    </Button>
  );
}

/**
 * Prints one part of the page: print.css reads `data-print-report` on <html> to leave the rest
 * of the page off the paper, and the attribute goes once the dialog closes.
 */
export function printPart(kind: string, done: () => void = () => undefined) {
  const root = document.documentElement;
  root.dataset.printReport = kind;
  const clear = () => {
    delete root.dataset.printReport;
    window.removeEventListener('afterprint', clear);
    done();
  };
  // Some phones return from print() before printing: the page stays as printed until afterprint.
  window.addEventListener('afterprint', clear);
  window.print();
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

/**
 * One part of the page printed once the screen marks it: `printing` is the part asked for (null
 * otherwise), `print(kind)` asks; the dialog opens after the render that shows it (the heading,
 * the `data-printing` mark), and `printing` is null again once it closes.
 */
export function usePrintPart<K extends string>() {
  const [printing, print] = useState<K | null>(null);
  useEffect(() => {
    if (printing) printPart(printing, () => print(null));
  }, [printing]);
  return [printing, print] as const;
}

/** The most rows a list reads before printing them all; past it a line points to the CSV. */
export const PRINT_ALL_MAX = 500;

/** A paged list's reading: whether more pages follow, and how to read the next one. */
interface PagedRead {
  hasNextPage: boolean;
  fetchNextPage: () => Promise<{ hasNextPage: boolean; isError: boolean }>;
}

/**
 * 'Imprimir' of a paged list: its other pages are read first (up to PRINT_ALL_MAX rows, `read`
 * being the rows shown, `pageSize` a page's), then the list is printed once marked. `busy` while
 * reading or printing.
 */
export function usePrintPages(query: PagedRead, read: number, pageSize = 50) {
  const [reading, setReading] = useState(false);
  const [printing, printList] = usePrintPart<'list'>();
  const print = async () => {
    setReading(true);
    try {
      let more = query.hasNextPage;
      for (let rows = read; more && rows < PRINT_ALL_MAX; rows += pageSize) {
        const result = await query.fetchNextPage();
        more = result.hasNextPage && !result.isError;
      }
    } finally {
      setReading(false);
      printList('list');
    }
  };
  return { printing: printing !== null, busy: reading || printing !== null, print };
}
