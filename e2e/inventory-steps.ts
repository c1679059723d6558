import { expect, fillByLabel, type Page } from './fixtures';

/* Steps of 'Estoque do Rebanho''s browser tests: its form's values and adding one. */

export const GARROTES = {
  Categoria: 'Garrotes',
  Quantidade: '25',
  'Peso Médio (kg)': '180,5',
  'Valor Médio (R$/cabeça)': '1.850,75',
  'Local (opcional)': 'Pasto 3',
};

export const BOIS = {
  Categoria: 'Bois',
  Quantidade: '10',
  'Peso Médio (kg)': '300',
  'Valor Médio (R$/cabeça)': '2000',
};

/** Fills the form with `values` and presses 'Adicionar Item'. */
export async function pressAdd(page: Page, values: Record<string, string>) {
  await fillByLabel(page, values);
  await page.getByRole('button', { name: 'Adicionar Item' }).click();
}

/** Adds a category and waits for its toast. */
export async function addItem(page: Page, values: Record<string, string>) {
  await pressAdd(page, values);
  await expect(page.getByText('Item salvo no estoque com sucesso!').last()).toBeVisible();
}
