/*
 * Module 'pastures' — 'Pastos' (issue 42): the page at /pastos (the farm's totals, the paddocks,
 * 'Cadastrar pasto') and a paddock's at /pastos/:id ('Registrar altura', 'Editar pasto', '@/ha/ano'
 * per year), loaded when first visited. The map, the occupation history and 'Mover para pasto'
 * are other files of this folder, put into these pages' slots by screens.tsx.
 * Where the rest of it lives:
 *   server routes  mounted in app.ts at /api/pastures
 *   domain         src/domain/pastures/ (api.ts the answers and routes, schemas.ts the inputs,
 *                  constants.ts the words and numbers, stocking.ts the state and UA/ha)
 *   tests          *.test.ts(x) here
 */
export { PasturesScreen as PasturesPage, PaddockScreen as PaddockPage } from './screens';
