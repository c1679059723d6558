import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '../../components/ui/button';

interface PaginationProps {
  /** Names the navigation landmark ('Paginação de usuários'). */
  label: string;
  page: number;
  total: number;
  pageSize: number;
  onPage: (page: number) => void;
}

/** 'Anterior', 'Página X de Y', 'Próxima'. */
export function Pagination({ label, page, total, pageSize, onPage }: PaginationProps) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <nav aria-label={label} className="flex flex-wrap items-center justify-between gap-2">
      <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <ChevronLeft aria-hidden="true" />
        Anterior
      </Button>
      <p className="text-sm text-stone-700" aria-live="polite">
        Página {page} de {pages}
      </p>
      <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        Próxima
        <ChevronRight aria-hidden="true" />
      </Button>
    </nav>
  );
}
