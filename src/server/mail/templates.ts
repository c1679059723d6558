import type { MailMessage } from './mailer';

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

export interface Template {
  to: string;
  name: string;
  subject: string;
  title: string;
  /** Paragraphs before the button. */
  intro: string[];
  button: string;
  url: string;
  /** The small print after the button. */
  footer: string;
}

/** 'da Fazenda Boa Vista', 'da fazenda Santa Rita' (a name saying 'Fazenda' is not repeated). */
export const ofFarm = (name: string) =>
  /^fazenda\b/i.test(name.trim()) ? `da ${name}` : `da fazenda ${name}`;

/** One layout for every e-mail: greeting, paragraphs, one button (with its address), small print. */
export function render(t: Template): MailMessage {
  const name = t.name.trim();
  // Nobody is greeted by a word we made up ('produtor'): a name, or just 'Olá!'.
  const greeting = name ? `Olá, ${name}!` : 'Olá!';
  const text = [greeting, '', ...t.intro, '', t.url, '', t.footer, '', 'Equipe Arroba Certa'];
  const paragraphs = t.intro.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n');
  const html = `<!doctype html>
<html lang="pt-BR"><body style="font-family:Arial,sans-serif;color:#1c1917;line-height:1.5">
<h1 style="color:#166534;font-size:20px">${escapeHtml(t.title)}</h1>
<p>${escapeHtml(greeting)}</p>
${paragraphs}
<p><a href="${escapeHtml(t.url)}" style="background:#166534;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none;display:inline-block">${escapeHtml(t.button)}</a></p>
<p style="font-size:13px">Se o botão não funcionar, copie este endereço no navegador:<br>${escapeHtml(t.url)}</p>
<p style="font-size:13px;color:#57534e">${escapeHtml(t.footer)}</p>
<p>Equipe Arroba Certa</p>
</body></html>`;
  return { to: t.to, subject: t.subject, text: text.join('\n'), html };
}

/** The sign-up confirmation e-mail, in Portuguese. */
export function confirmationEmail(input: { to: string; name: string; url: string }): MailMessage {
  return render({
    ...input,
    subject: 'Confirme seu cadastro no Arroba Certa',
    title: 'Confirme seu cadastro',
    intro: [
      'Falta pouco para você começar a usar o Arroba Certa.',
      'Confirme seu e-mail abrindo o link abaixo:',
    ],
    button: 'Confirmar meu email',
    footer: 'O link vale por 24 horas. Se você não criou esta conta, ignore este e-mail.',
  });
}

/**
 * Sent instead of a confirmation once someone signed up again to an unconfirmed address (decision
 * 009): the mailbox's holder chooses the password on the link's page. Nobody is greeted by the
 * stored name, which may be a stranger's.
 */
export function choosePasswordEmail(input: { to: string; url: string }): MailMessage {
  return render({
    ...input,
    name: '',
    subject: 'Defina sua senha no Arroba Certa',
    title: 'Defina sua senha',
    intro: [
      'Alguém (talvez você) pediu para criar uma conta no Arroba Certa com este e-mail.',
      'Se foi você, abra o link abaixo: você vai escolher sua senha ao abrir a página e, em seguida, entrar.',
    ],
    button: 'Definir minha senha',
    footer:
      'O link vale por 24 horas e só pode ser usado uma vez. Se não foi você, ignore este e-mail: ninguém entra nesta conta sem uma senha escolhida por quem abre este link.',
  });
}

/** The password-reset e-mail: a link valid for one hour. */
export function resetPasswordEmail(input: { to: string; name: string; url: string }): MailMessage {
  return render({
    ...input,
    subject: 'Redefina sua senha do Arroba Certa',
    title: 'Redefinir senha',
    intro: [
      'Recebemos um pedido para redefinir a senha da sua conta no Arroba Certa.',
      'Para criar uma nova senha, abra o link abaixo:',
    ],
    button: 'Criar nova senha',
    footer:
      'O link vale por 1 hora e só pode ser usado uma vez. Se você não pediu, ignore este e-mail: sua senha continua a mesma.',
  });
}

/** Sent instead of a confirmation when someone signs up with an address that already has an account. */
export function accountExistsEmail(input: { to: string; name: string; url: string }): MailMessage {
  return render({
    ...input,
    subject: 'Você já tem uma conta no Arroba Certa',
    title: 'Você já tem uma conta',
    intro: [
      'Alguém tentou criar uma conta no Arroba Certa com este e-mail, mas ele já está cadastrado.',
      'Se foi você, entre com sua senha. Se não lembrar dela, use "Esqueci minha senha" na tela de entrada:',
    ],
    button: 'Entrar no Arroba Certa',
    footer: 'Se não foi você, ignore este e-mail: nada mudou na sua conta.',
  });
}

/** Sent when the support team set a new password: whoever did not ask for it should say so. */
export function passwordChangedBySupportEmail(input: {
  to: string;
  name: string;
  url: string;
}): MailMessage {
  return render({
    ...input,
    subject: 'Sua senha do Arroba Certa foi alterada',
    title: 'Senha alterada pelo suporte',
    intro: [
      'A equipe de suporte do Arroba Certa definiu uma nova senha para a sua conta, e todas as sessões abertas foram encerradas.',
      'Entre com a senha que o suporte informou a você. Se preferir outra, use "Esqueci minha senha":',
    ],
    button: 'Entrar no Arroba Certa',
    footer: 'Se você não pediu essa alteração, responda a este e-mail imediatamente.',
  });
}

/** The invitation e-mail's subject, the same for every farm. */
export const INVITATION_SUBJECT = 'Convite para a equipe de uma fazenda no Arroba Certa';

/**
 * A team invitation: the farm, who invited and the role; the link is good for 7 days. The subject
 * is fixed: the farm's and the inviter's names are text anyone can type, and in a subject they
 * would read as the sender's own words (decision 058); in the body they are escaped.
 */
export function invitationEmail(input: {
  to: string;
  /** The name the owner typed for the person, if any. */
  name?: string | null;
  farmName: string;
  inviterName: string;
  roleLabel: string;
  /** What the role does (ROLE_DESCRIPTIONS: for 'Campo', the text the team page says). */
  roleDescription?: string;
  url: string;
}): MailMessage {
  return render({
    to: input.to,
    name: input.name ?? '',
    url: input.url,
    subject: INVITATION_SUBJECT,
    title: 'Você foi convidado para uma fazenda',
    intro: [
      `${input.inviterName} convidou você para a equipe da ${input.farmName} no Arroba Certa, com o papel ${input.roleLabel}.`,
      ...(input.roleDescription ? [`${input.roleLabel}: ${input.roleDescription}`] : []),
      'Para aceitar, abra o link abaixo. Se ainda não tem conta, crie a sua com este mesmo e-mail.',
    ],
    button: 'Ver convite',
    footer: 'O convite vale por 7 dias. Se você não conhece quem enviou, ignore este e-mail.',
  });
}
