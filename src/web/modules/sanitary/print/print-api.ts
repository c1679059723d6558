import { infiniteQueryOptions } from '@tanstack/react-query';
import type { BrucellosisProof } from '@/domain/sanitary/api';
import type { SanitarySheet } from '@/domain/sanitary/out';
import { apiFetch } from '../../../lib/api';

/* The reads of the sanitary print pages (issue 26 item 7): a page of the proof or a sheet. */

/** Rows per request of the brucellosis proof (its route takes up to 500). */
export const PROOF_PAGE = 200;
/** Rows per request of a sheet (its route's largest page). */
export const SHEET_PAGE = 100;

const withCursor = (path: string, cursor: string | null) =>
  cursor ? `${path}&cursor=${encodeURIComponent(cursor)}` : path;

/** 'Comprovante de vacinação contra brucelose' of `semester` ('2026-2'), a page at a time. */
export const brucellosisProofQuery = (semester: string) =>
  infiniteQueryOptions({
    queryKey: ['sanitary-print', 'brucellosis', semester],
    queryFn: ({ pageParam, signal }) =>
      apiFetch<BrucellosisProof>(
        withCursor(
          `/api/sanitary/brucellosis?semester=${encodeURIComponent(semester)}&limit=${PROOF_PAGE}`,
          pageParam,
        ),
        { signal },
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

/** The 'Ficha sanitária' of an animal or a lot, a page at a time, oldest first. */
export const sheetQuery = (kind: 'animal' | 'lot', id: string) =>
  infiniteQueryOptions({
    queryKey: ['sanitary-print', 'sheet', kind, id],
    queryFn: ({ pageParam, signal }) =>
      apiFetch<SanitarySheet>(
        withCursor(
          `/api/sanitary/sheets/${kind}/${encodeURIComponent(id)}?limit=${SHEET_PAGE}`,
          pageParam,
        ),
        { signal },
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
