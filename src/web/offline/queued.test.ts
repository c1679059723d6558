import { describe, expect, it } from 'vitest';
import { toast } from 'sonner';
import { formatDecimalInput, toastQueued } from './queued';

describe('toastQueued', () => {
  it('says a record kept offline goes out when the connection returns', () => {
    toastQueued('offline', 'Pesagem registrada');
    expect(toast.success).toHaveBeenCalledWith('Pesagem registrada', {
      description: 'Sem conexão agora: será enviado quando a conexão voltar.',
    });
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('gives the lost-session notice, and says the record is kept', () => {
    toastQueued('session', 'Pesagem registrada');
    expect(toast.error).toHaveBeenCalledWith('Erro de autenticação', {
      description: expect.stringContaining('O registro ficou guardado neste aparelho'),
    });
    expect(toast.success).not.toHaveBeenCalled();
  });
});

describe('formatDecimalInput', () => {
  it('writes a number back as the producer types it', () => {
    expect(formatDecimalInput(350.5)).toBe('350,5');
    expect(formatDecimalInput(12)).toBe('12');
  });
});
