import { makesAToH } from './makes-a-h';
import { makesIToM } from './makes-i-m';
import { makesNToS } from './makes-n-s';
import { makesTToZ } from './makes-t-z';
import type { MakeCatalogue } from './types';

/** The Australian-market catalogue, make → models → variants over model-year runs. */
export const CATALOGUE: MakeCatalogue = {
  ...makesAToH,
  ...makesIToM,
  ...makesNToS,
  ...makesTToZ,
};
