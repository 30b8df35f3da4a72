// The one list of what each change on the server makes stale (docs/decisions/0020). RTK Query's
// mutations name their entry here, the point-of-sale's offline queue invalidates the same entry
// when its sales go through, and the storefront's light cache (lib/shop-data.ts) is refreshed by
// the same tags (core/store.ts): a change refreshes the same things whichever way it was made.

export const TAGS = [
  'Product',
  'Category',
  'Brand',
  'User',
  'Sale',
  'Purchase',
  'Cash',
  'Section',
  'Overview',
  'Audit',
  'Producer',
  'Feria',
  'Suscripcion',
  'Propuesta',
  'Envio',
  'Reparto',
] as const;

export type Tag = (typeof TAGS)[number];

/** A sale that takes or gives back stock and money: stock, sales, the register and Balance, Control's figures, purchases. */
const SALE_STOCK_AND_CASH: Tag[] = ['Product', 'Sale', 'Cash', 'Overview', 'Purchase'];

export const INVALIDATES = {
  /** Who is signed in changes what every call answers (staff see unpublished products, sales…). */
  session: [...TAGS],
  /** An account enabled or disabled by the admin (Usuarios, Actividad, a producer's access). */
  userState: ['User', 'Audit', 'Producer'],
  /** A seller's account made. */
  users: ['User'],
  /** A sale at the stall, made online or sent later from the device's queue. */
  stallSale: SALE_STOCK_AND_CASH,
  /** A sale annulled: its stock goes back, a cash sale's "Anulación venta #n" enters Balance. */
  saleAnnulled: SALE_STOCK_AND_CASH,
  /** A web order: stock, the sales lists, Control's figures, the customer's purchases. */
  webOrder: ['Product', 'Sale', 'Overview', 'Purchase'],
  /** A sale's state moved (Listo, Cancelado…). */
  saleState: ['Sale', 'Purchase', 'Overview'],
  /** A sale's cobro or its delivery: the sale, its lists, figures and its feria's preparation;
   * cash of a web order taken at the stall enters the open register (MARKET §7b). */
  saleCobro: ['Sale', 'Purchase', 'Overview', 'Feria', 'Cash'],
  /** A customer's transfer receipt. */
  receipt: ['Sale'],
  /** A line weighed at the feria's preparation. */
  weighed: ['Feria', 'Sale'],
  /** Products and prices (one, an adjustment, a CSV import): every list, the storefront, the POS. */
  catalogue: ['Product', 'Category', 'Brand', 'Overview'],
  /** A producer saved or removed: brands and the products that name them. */
  producer: ['Producer', 'Product', 'Brand'],
  /** A producer's contact data only. */
  producerContact: ['Producer'],
  /** A producer's access given, sent again or removed (MARKET §15): Productores, Usuarios, Actividad. */
  producerAccess: ['Producer', 'User', 'Audit'],
  /** A delivery zone or the reparto's origin (MARKET §14): the zones, the config, every reparto. */
  envios: ['Envio', 'Reparto'],
  /** A reparto's order or a stop's point. */
  reparto: ['Reparto'],
  /** A stop's result at the door: its sale, cobro and the register, as Entregas' (MARKET §14). */
  repartoResultado: ['Reparto', 'Sale', 'Purchase', 'Overview', 'Feria', 'Cash'],
  /** A proposed price accepted or rejected: the proposals, the catalogue, Actividad. */
  proposalDecided: ['Propuesta', 'Product', 'Category', 'Brand', 'Overview', 'Audit'],
  /** The register and the cash book (open, movement, close, entries, initial cash). */
  cash: ['Cash'],
  /** The home carousel. */
  carousel: ['Section'],
  /** A feria saved. */
  feria: ['Feria'],
  /** A feria cancelled: its orders move. */
  feriaCancelled: ['Feria', 'Sale'],
  /** "Marcar todos como Listo". */
  feriaReady: ['Feria', 'Sale', 'Overview'],
} as const satisfies Record<string, readonly Tag[]>;

/**
 * What the storefront's reads (lib/shop-data.ts, by path) show: one of them is asked again when
 * a change invalidates its tag. The shop's contact data (/config) never changes while it runs.
 */
const SHOP_READS: [path: string, tag: Tag][] = [
  ['/session', 'User'],
  ['/sheets/data', 'Product'],
  ['/sheets/seccion', 'Section'],
  ['/ferias', 'Feria'],
];

/** Whether the storefront's answer for `path` is stale once `tags` are invalidated. */
export function shopReadStale(path: string, tags: ReadonlySet<string>): boolean {
  return SHOP_READS.some(([prefix, tag]) => tags.has(tag) && path.startsWith(prefix));
}
