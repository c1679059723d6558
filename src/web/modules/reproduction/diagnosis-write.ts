import { DIAGNOSIS_LABELS } from '@/domain/reproduction/constants';
import type { DiagnosisData } from '@/domain/reproduction/schemas';
import type { ReproWrite } from './reproduction-api';
import { recordSummary } from './repro-format';

/**
 * A diagnosis as the outbox sends it (POST /diagnoses), named while it waits 'Diagnóstico Prenhe:
 * 101 (21/11/2026)': the same write for 'Registrar diagnóstico' and the chute.
 */
export const diagnosisWrite = (data: DiagnosisData, tag: string): ReproWrite => ({
  path: '/diagnoses',
  body: data,
  summary: recordSummary(`Diagnóstico ${DIAGNOSIS_LABELS[data.result]}`, [tag], data.date),
});
