// @vitest-environment happy-dom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
// Registers the screen's cleanup after each test.
import '../../modules/test-providers';
import { dateTimeBR, dayBR, limitLabel, planLabel, statusLabel } from './format';
import { Pagination } from './pagination';

describe('admin labels', () => {
  it('names the plans, the admin’s and none', () => {
    expect(planLabel('STARTER')).toBe('Starter');
    expect(planLabel('MASTER')).toBe('Master');
    expect(planLabel('ADMIN')).toBe('Administrador');
    expect(planLabel(null)).toBe('Nenhum');
  });

  it('writes an animal limit with a thousands dot, or unlimited', () => {
    expect(limitLabel(100)).toBe('100');
    expect(limitLabel(5000)).toBe('5.000');
    expect(limitLabel(999999)).toBe('Ilimitado');
    expect(limitLabel(null)).toBe('—');
  });

  it('names the subscription’s state', () => {
    expect(statusLabel('active')).toBe('Ativo');
    expect(statusLabel('overdue')).toBe('Inadimplente');
    expect(statusLabel(null)).toBe('—');
  });

  it('reads an instant on São Paulo’s clock', () => {
    expect(dayBR('2026-03-01T02:00:00Z')).toBe('28/02/2026');
    expect(dateTimeBR('2026-03-01T02:00:00Z')).toBe('28/02/2026 23:00');
  });
});

describe('admin pagination', () => {
  const show = (page: number, total: number) => {
    const onPage = vi.fn();
    render(
      <Pagination
        label="Paginação de usuários"
        page={page}
        total={total}
        pageSize={20}
        onPage={onPage}
      />,
    );
    const nav = screen.getByRole('navigation', { name: 'Paginação de usuários' });
    const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;
    return { nav, onPage, previous: button('Anterior'), next: button('Próxima') };
  };

  it('counts one page when there is nothing, with both ways closed', () => {
    const { nav, previous, next } = show(1, 0);
    expect(nav.textContent).toContain('Página 1 de 1');
    expect(previous.disabled).toBe(true);
    expect(next.disabled).toBe(true);
  });

  it('goes forward from the first page and back from the last', async () => {
    const user = userEvent.setup();
    const first = show(1, 41);
    expect(first.nav.textContent).toContain('Página 1 de 3');
    expect(first.previous.disabled).toBe(true);
    await user.click(first.next);
    expect(first.onPage).toHaveBeenCalledWith(2);
  });

  it('goes back from the last page, and no further forward', async () => {
    const user = userEvent.setup();
    const last = show(3, 41);
    expect(last.next.disabled).toBe(true);
    await user.click(last.previous);
    expect(last.onPage).toHaveBeenCalledWith(2);
  });
});
