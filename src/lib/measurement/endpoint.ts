/** Name of the page-head meta element through which the build tells the browser the collector's endpoint. */
export const ENDPOINT_META = 'measurement-endpoint';
