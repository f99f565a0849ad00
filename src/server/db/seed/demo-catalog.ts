import type { Db } from '../client';

/** Placeholder until the demo catalog lands (being written now). */
export async function insertDemoCatalog(_db: Db): Promise<void> {}
