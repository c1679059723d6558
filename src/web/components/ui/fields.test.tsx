import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FormField } from './form-field';
import { PasswordField } from './password-field';
import { WholeAmounts } from './whole-amounts';

describe('FormField', () => {
  it('ties the hint and the message to the input, and marks it invalid only with a message', () => {
    const { rerender } = render(<FormField id="nome" label="Nome" hint="Como no RG" />);
    const input = screen.getByLabelText('Nome');
    expect(input.getAttribute('aria-describedby')).toBe('nome-hint');
    expect(input.getAttribute('aria-invalid')).toBeNull();
    rerender(<FormField id="nome" label="Nome" hint="Como no RG" error="Informe o nome" />);
    expect(input.getAttribute('aria-describedby')).toBe('nome-hint nome-error');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById('nome-error')!.textContent).toBe('Informe o nome');
  });

  it('shows a warning only while there is no message, politely announced', () => {
    const { rerender } = render(<FormField id="peso" label="Peso" warning="Peso incomum" />);
    expect(document.getElementById('peso-warning')!.getAttribute('aria-live')).toBe('polite');
    rerender(<FormField id="peso" label="Peso" warning="Peso incomum" error="Informe o peso" />);
    expect(document.getElementById('peso-warning')).toBeNull();
    expect(screen.getByLabelText('Peso').getAttribute('aria-describedby')).toBe('peso-error');
  });
});

describe('PasswordField', () => {
  it('hides what is typed until "Mostrar senha", and hides it again on "Ocultar senha"', async () => {
    const user = userEvent.setup({ delay: null });
    render(<PasswordField id="senha" label="Senha" />);
    const input = screen.getByLabelText<HTMLInputElement>('Senha');
    await user.type(input, 'boi-gordo-42');
    expect(input.type).toBe('password');
    const toggle = screen.getByRole('button', { name: 'Mostrar senha' });
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    expect(toggle.getAttribute('aria-controls')).toBe('senha');
    await user.click(toggle);
    expect(input.type).toBe('text');
    expect(input.value).toBe('boi-gordo-42');
    const hide = screen.getByRole('button', { name: 'Ocultar senha' });
    expect(hide.getAttribute('aria-pressed')).toBe('true');
    await user.click(hide);
    expect(input.type).toBe('password');
  });

  it('finds only the input by its label, the toggle being named by its own text', () => {
    render(<PasswordField id="senha" label="Senha" error="Senha curta" />);
    expect(screen.getAllByLabelText('Senha')).toHaveLength(1);
    expect(screen.getByLabelText('Senha').getAttribute('aria-invalid')).toBe('true');
  });
});

describe('WholeAmounts', () => {
  const nowrap = (container: HTMLElement) =>
    [...container.querySelectorAll('span.whitespace-nowrap')].map((s) => s.textContent);

  it('keeps each amount whole inside the words around it', () => {
    const { container } = render(
      <p>
        <WholeAmounts text="Lucro de R$ 280.000,00 contra -R$ 1.234,56 no ano" />
      </p>,
    );
    expect(nowrap(container)).toEqual(['R$ 280.000,00', '-R$ 1.234,56']);
    expect(container.textContent).toBe('Lucro de R$ 280.000,00 contra -R$ 1.234,56 no ano');
  });

  it('leaves a text without amounts as it is', () => {
    const { container } = render(
      <p>
        <WholeAmounts text="Sem valores" />
      </p>,
    );
    expect(nowrap(container)).toEqual([]);
    expect(container.textContent).toBe('Sem valores');
  });
});
