import { useEffect, useState } from 'react';

interface PagedQuery {
  hasNextPage: boolean;
  fetchNextPage: () => Promise<{ hasNextPage: boolean; isError: boolean }>;
}

/**
 * 'Imprimir' for a list read a page at a time (decision 041): when the whole set is at most
 * `max` rows, the pages not read yet are read first ('Preparando a impressão...'), then the
 * browser's print dialog opens; a bigger set prints the pages read, which the page says
 * ('Mostrando X de Y').
 */
export function usePrintAll(query: PagedQuery, total: number | undefined, max: number) {
  const [gathering, setGathering] = useState(false);
  const [printing, setPrinting] = useState(false);

  // Printing starts once every row read has rendered.
  useEffect(() => {
    if (!printing) return;
    window.print();
    setPrinting(false);
  }, [printing]);

  const print = async () => {
    if (query.hasNextPage && total !== undefined && total <= max) {
      setGathering(true);
      try {
        let more = true;
        while (more) {
          const result = await query.fetchNextPage();
          more = result.hasNextPage && !result.isError;
        }
      } finally {
        setGathering(false);
      }
    }
    setPrinting(true);
  };

  return { print: () => void print(), gathering };
}
