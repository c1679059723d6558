import type { MailMessage } from './mailer';

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** The sign-up confirmation e-mail, in Portuguese. */
export function confirmationEmail(input: { to: string; name: string; url: string }): MailMessage {
  const name = input.name.trim() || 'produtor';
  const text = [
    `Olá, ${name}!`,
    '',
    'Falta pouco para você começar a usar o Arroba Certa.',
    'Confirme seu email abrindo o link abaixo:',
    '',
    input.url,
    '',
    'O link vale por 24 horas. Se você não criou esta conta, ignore este email.',
    '',
    'Equipe Arroba Certa',
  ].join('\n');
  const html = `<!doctype html>
<html lang="pt-BR"><body style="font-family:Arial,sans-serif;color:#1c1917;line-height:1.5">
<h1 style="color:#166534;font-size:20px">Confirme seu cadastro</h1>
<p>Olá, ${escapeHtml(name)}!</p>
<p>Falta pouco para você começar a usar o Arroba Certa. Confirme seu email clicando no botão:</p>
<p><a href="${escapeHtml(input.url)}" style="background:#166534;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none;display:inline-block">Confirmar meu email</a></p>
<p style="font-size:13px">Se o botão não funcionar, copie este endereço no navegador:<br>${escapeHtml(input.url)}</p>
<p style="font-size:13px;color:#57534e">O link vale por 24 horas. Se você não criou esta conta, ignore este email.</p>
<p>Equipe Arroba Certa</p>
</body></html>`;
  return { to: input.to, subject: 'Confirme seu cadastro no Arroba Certa', text, html };
}
