// Stub until the landing branch lands.
import type { PublicConfig } from './public-config';
export function Landing({ config }: { config: PublicConfig }) {
  return (
    <main>
      <h1>Arroba Certa</h1>
      <a href="/auth">Começar Agora</a>
      <p>CNPJ: {config.cnpj}</p>
      <a href={`https://wa.me/${config.whatsapp}`}>Suporte</a>
    </main>
  );
}
