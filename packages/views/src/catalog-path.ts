/** The catalogue's address: the router's route, the filters' links and the breadcrumb's. */
export const CATALOG_PATH = '/product';
