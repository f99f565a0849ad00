// The reports domain's only door: what other domains and the pages use of it.
export { pinPrefixFigures } from './rto-pin-prefixes';
export { rtoReportCsv } from './rto-report';
export { weeklyFigures } from './rto-weeks';
