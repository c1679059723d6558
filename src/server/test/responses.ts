/** The body of a 400 whose `fields` failed validation, as every route answers it. */
export const validationError = (fields: Record<string, string>) => ({
  error: { code: 'VALIDATION', message: 'Erro de validação', fields },
});
