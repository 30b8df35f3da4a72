/** Off to another site (Mercado Pago's checkout, MARKET §7): a full page load, not the router. */
export const leaveTo = (url: string) => window.location.assign(url);
