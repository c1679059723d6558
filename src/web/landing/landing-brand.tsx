/**
 * The logo and name, linking to the top of the page: a plain <a>, as the landing runs without the
 * router. On the narrowest phones the name is left to screen readers, to make room for buttons.
 */
export function LandingBrand() {
  return (
    <a
      href="/"
      className="inline-flex min-h-11 items-center gap-2 rounded-lg font-bold whitespace-nowrap text-green-900"
    >
      <img src="/favicon.svg" alt="" width={32} height={32} className="size-8" />
      <span className="text-lg tracking-tight max-[400px]:sr-only">Arroba Certa</span>
    </a>
  );
}
