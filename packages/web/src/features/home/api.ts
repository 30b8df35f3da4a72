import type { Section } from '@feria/domain/schemas/api-types';
import { loadShopData, useShopData } from '../../lib/shop-data.ts';

const SECTIONS = '/sheets/seccion';

/** The home carousel's sections (the carousel editor's changes refresh them: core/store.ts). */
export const useSections = () => useShopData<Section[]>(SECTIONS);

/** Asks for the sections before the home's first render (app/first-screen.ts). */
export const loadSections = () => loadShopData(SECTIONS);
