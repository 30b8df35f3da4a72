// `npm run bench`: every benchmark, one after the other, each printing its figures.
import { catalogJsonBench } from './catalog-json.ts';

await catalogJsonBench();
