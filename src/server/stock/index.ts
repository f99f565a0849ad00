// The stock domain's only door: what other domains and the pages use of it.
export { editStock, listStock, movementsOf, setLowStockThreshold, stockOfSize } from './admin-stock';
export { countsOf, moveStock, readShelf, sellable } from './move-stock';
export { giveBackPieces, takePieces } from './order-change-stock';
export type { WantedPieces } from './order-change-stock';
export { stockFollowsMove } from './order-stock';
export { checkShelf, reserveOrder } from './reserve-order';
export { shelfOfProduct } from './shelf';
export { checkStockCsv, exportStockCsv } from './stock-csv';
export { runStockImportTask } from './stock-import-task';
export { getStockSettings, saveStockSettings } from './stock-settings';
