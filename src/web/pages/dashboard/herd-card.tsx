import { HerdIcon } from '../../components/farm-bar';
import { CardLink } from './card-link';
import { FarmPageCard } from './farm-page-card';

/** 'Rebanho': the registry of the farm's animals, above the modules, on every plan (decision 036). */
export function HerdCard() {
  return (
    <FarmPageCard
      icon={HerdIcon}
      heading={
        <h2 className="font-semibold text-stone-900">
          <CardLink to="/rebanho" describedBy="herd-card-description">
            Rebanho
          </CardLink>
        </h2>
      }
      descriptionId="herd-card-description"
      description="Cada animal com brinco, EID, categoria, mãe e lote: nascimentos, compras, vendas, mortes e transferências."
    />
  );
}
