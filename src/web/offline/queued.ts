import { toast } from 'sonner';

/**
 * The notice of a save kept on the device: without a connection it goes out when the connection
 * returns; without a session, after the person signs in again.
 */
export function toastQueued(reason: 'offline' | 'session', title: string) {
  if (reason === 'session') {
    // The spec's notice for a lost session (section 8), and what became of the record.
    toast.error('Erro de autenticação', {
      description:
        'Você precisa estar autenticado. O registro ficou guardado neste aparelho e será enviado quando você entrar de novo.',
    });
    return;
  }
  toast.success(title, { description: 'Sem conexão agora: será enviado quando a conexão voltar.' });
}

/** A number as the producer types it back into a form: 350.5 → '350,5'. */
export function formatDecimalInput(value: number): string {
  return String(value).replace('.', ',');
}
