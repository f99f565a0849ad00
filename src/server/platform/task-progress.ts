/** How long console work reports how far it got (done of total), for the console to show while it polls. */
export type Progress = (done: number, total: number) => Promise<void>;
