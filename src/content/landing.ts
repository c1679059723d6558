// Placeholder until the landing content module lands (issue 10).
export const DEFAULT_COMPANY = { cnpj: '11.222.333/0001-81', whatsapp: '5534999999999' };
