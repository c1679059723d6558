/* The herd's pages (issue 25), loaded together when /rebanho is first visited. */
export { HerdPage } from './herd-page';
export { AnimalPage } from './animal-page';
export { EditAnimalPage, NewAnimalPage } from './animal-form-page';
export { UnpricedPage } from './unpriced-page';
