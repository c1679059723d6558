// The 'Reprodução' screens at size (issue 41 item 11), as bench:bigfarm's steps: the newest
// season's page (/reproducao/estacoes/:id: its counts, a page of its 10,000+ females, the to-do
// lists, the indicators and 'Previsão de partos'), its indicators drawn (tiles and charts), and
// the chute (/reproducao/estacoes/:id/tronco): opened from the season, then a female found by her
// brinco. Each a function of the page that does the step; the third element asks for a new tab.

/** A brinco of the season (the middle one by brinco) for the chute's search. */
export async function seasonBrinco(pool, farmId, seasonId) {
  const { rows } = await pool.query(
    `select a.tag from season_exposures x
     join animals a on a.farm_id = x.farm_id and a.id = x.animal_id
     where x.farm_id = $1 and x.season_id = $2
     order by a.tag offset (select count(*) / 2 from season_exposures
       where farm_id = $1 and season_id = $2) limit 1`,
    [farmId, seasonId],
  );
  return rows[0]?.tag ?? null;
}

/** The steps, for `season` ({ id, name }) of the farm and one of its brincos. */
export function reproductionSteps(baseUrl, season, brinco) {
  const seasonUrl = `${baseUrl}/reproducao/estacoes/${season.id}`;
  return [
    [
      'reprodução: estação (open)',
      async (page) => {
        await page.goto(seasonUrl);
        await page
          .getByRole('list', { name: 'Fêmeas expostas' })
          .getByRole('listitem')
          .first()
          .waitFor();
      },
      { newTab: true },
    ],
    [
      'reprodução: indicadores',
      async (page) => {
        const tiles = page.getByRole('list', { name: 'Indicadores' });
        await tiles.scrollIntoViewIfNeeded();
        await tiles.getByRole('listitem').first().waitFor();
        await page.getByText('Prenhez por categoria').first().scrollIntoViewIfNeeded();
      },
    ],
    [
      'reprodução: tronco (open)',
      async (page) => {
        await page.getByRole('link', { name: 'Diagnóstico no tronco' }).click();
        await page.getByRole('heading', { name: 'Diagnóstico no tronco' }).waitFor();
        await page.getByLabel('Brinco ou EID').waitFor();
      },
    ],
    [
      'tronco: a brinco',
      async (page) => {
        if (!brinco) return 'no female to look up';
        await page.getByLabel('Brinco ou EID').fill(brinco);
        await page.getByRole('button', { name: 'Buscar', exact: true }).click();
        await page.getByRole('heading', { name: brinco, exact: true }).waitFor();
      },
    ],
  ];
}
