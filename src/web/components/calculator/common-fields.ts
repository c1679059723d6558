/** Number fields several calculators ask for, worded the same on every screen. */
export const COMMON_FIELDS = {
  arrobaValue: {
    label: 'Valor da Arroba (R$/@)',
    step: 0.01,
    placeholder: 'Ex.: 300,00',
    usual: 'arroba',
  },
  carcassYield: {
    label: 'Rendimento de Carcaça (%)',
    step: 0.1,
    usual: 'carcassYield',
    hint: 'Carcaça em % do peso vivo: 1 @ = 15 kg de carcaça.',
  },
} as const;
