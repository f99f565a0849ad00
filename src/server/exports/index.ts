// The exports domain's only door: what other domains and the pages use of it.
export { exportFileOf, exportInput, runExportTask, sweepOldExports } from './export-task';
