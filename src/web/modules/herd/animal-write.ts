import type { AnimalData } from '@/domain/herd/schemas';
import type { RecordWrite } from '../../offline/use-offline';

/**
 * 'Cadastrar animal' (POST /api/animals) or 'Editar' (PATCH /api/animals/:id) as an outbox write
 * of the herd (decision 019): its idempotency key makes a replay of a registration answer the
 * first animal; an edit sends every field, so sending it twice changes nothing more. Named in
 * 'Aguardando sincronização' by the brinco typed: 'Cadastro do animal 123'.
 */
export function animalWrite(data: AnimalData, id?: string): RecordWrite {
  return id
    ? {
        kind: 'herd',
        method: 'PATCH',
        path: `/api/animals/${id}`,
        body: data,
        summary: `Alteração do animal ${data.tag}`,
      }
    : {
        kind: 'herd',
        method: 'POST',
        path: '/api/animals',
        body: data,
        summary: `Cadastro do animal ${data.tag}`,
      };
}
