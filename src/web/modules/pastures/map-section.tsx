import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { FarmMap } from './farm-map';
import { mapQuery } from './moves-api';
import { QueryCard } from '../../components/query-card';

/*
 * 'Mapa da fazenda' (issue 42 item 2): every paddock with a shape, coloured by its state, drawn
 * from the answer alone (no tiles: it reads offline from the kept answer); a paddock opens its page.
 */

export function MapSection() {
  const query = useQuery(mapQuery);
  const navigate = useNavigate();
  return (
    <QueryCard title="Mapa da fazenda" titleId="farm-map-title" query={query} what="o mapa">
      {(data) => (
        <FarmMap paddocks={data.items} onSelect={(id) => void navigate(`/pastos/${id}`)} />
      )}
    </QueryCard>
  );
}
