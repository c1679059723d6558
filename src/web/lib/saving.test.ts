import { afterEach, describe, expect, it, vi } from 'vitest';
import { toast } from 'sonner';
import { ApiError } from './api';
import { fieldErrorsOf, pickFieldErrors } from './form-errors';
import { saveStateOf, toastSaveFailure } from './saving';
import { showSaveError } from './use-record-form';
import { z } from 'zod';
import { LIMIT_TITLES } from '@/domain/records/animal-limit';

afterEach(() => vi.clearAllMocks());

const FAILURE = { title: 'Erro ao salvar', description: 'Não foi possível salvar a pesagem.' };
const state = (over: Partial<Parameters<typeof saveStateOf>[0]>) =>
  saveStateOf({ isPaused: false, isPending: false, isError: false, isSuccess: false, ...over });

describe('saveStateOf', () => {
  it('reads a paused mutation as queued, before anything else', () => {
    expect(state({ isPaused: true, isPending: true })).toBe('queued');
  });

  it('reads pending, failed, saved and idle', () => {
    expect(state({ isPending: true })).toBe('saving');
    expect(state({ isError: true })).toBe('failed');
    expect(state({ isSuccess: true })).toBe('saved');
    expect(state({})).toBe('idle');
  });
});

describe('toastSaveFailure', () => {
  it('says a lost session is one', () => {
    toastSaveFailure(new ApiError(401, 'UNAUTHORIZED', 'x'), FAILURE);
    expect(toast.error).toHaveBeenCalledWith('Erro de autenticação', {
      description: 'Você precisa estar autenticado.',
    });
  });

  it('says a lapsed subscription is one, with the server’s words', () => {
    toastSaveFailure(new ApiError(403, 'SUBSCRIPTION_INACTIVE', 'Sua assinatura venceu.'), FAILURE);
    expect(toast.error).toHaveBeenCalledWith('Assinatura inativa', {
      description: 'Sua assinatura venceu.',
    });
  });

  it('gives the screen’s own text for anything else', () => {
    toastSaveFailure(new ApiError(500, 'HTTP_ERROR', 'x'), FAILURE);
    toastSaveFailure(new Error('boom'), FAILURE);
    expect(toast.error).toHaveBeenNthCalledWith(1, FAILURE.title, {
      description: FAILURE.description,
    });
    expect(toast.error).toHaveBeenNthCalledWith(2, FAILURE.title, {
      description: FAILURE.description,
    });
  });
});

describe('showSaveError', () => {
  it('puts a 400’s field messages under the fields, without a toast of its own', () => {
    const showErrors = vi.fn();
    showSaveError(
      new ApiError(400, 'VALIDATION', 'x', { weight: 'Peso inválido' }),
      { showErrors },
      FAILURE,
    );
    expect(showErrors).toHaveBeenCalledWith({ weight: 'Peso inválido' });
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('gives the animal limit its own title', () => {
    const code = Object.keys(LIMIT_TITLES)[0]! as keyof typeof LIMIT_TITLES;
    showSaveError(
      new ApiError(403, code, 'Limite do plano atingido'),
      { showErrors: vi.fn() },
      FAILURE,
    );
    expect(toast.error).toHaveBeenCalledWith(LIMIT_TITLES[code], {
      description: 'Limite do plano atingido',
    });
  });

  it('falls back to the save failure for a 400 without fields and for other 403s', () => {
    const showErrors = vi.fn();
    showSaveError(new ApiError(400, 'BAD', 'x'), { showErrors }, FAILURE);
    showSaveError(new ApiError(403, 'FORBIDDEN', 'x'), { showErrors }, FAILURE);
    expect(showErrors).not.toHaveBeenCalled();
    expect(toast.error).toHaveBeenCalledTimes(2);
    expect(toast.error).toHaveBeenLastCalledWith(FAILURE.title, {
      description: FAILURE.description,
    });
  });
});

describe('fieldErrorsOf', () => {
  it('keeps the first message of each top-level field', () => {
    const schema = z.object({
      email: z.string().min(1, 'Informe o e-mail').email('E-mail inválido'),
      address: z.object({ city: z.string().min(1, 'Informe a cidade') }),
    });
    const parsed = schema.safeParse({ email: '', address: { city: '' } });
    expect(parsed.success).toBe(false);
    expect(fieldErrorsOf(parsed.error!)).toEqual({
      email: 'Informe o e-mail',
      address: 'Informe a cidade',
    });
  });
});

describe('pickFieldErrors', () => {
  it('keeps the server’s messages for the form’s fields only, and none when there are none', () => {
    expect(
      pickFieldErrors({ name: 'Nome em uso', farmId: 'x', email: '' }, ['name', 'email']),
    ).toEqual({
      name: 'Nome em uso',
    });
    expect(pickFieldErrors(undefined, ['name'])).toEqual({});
  });
});
