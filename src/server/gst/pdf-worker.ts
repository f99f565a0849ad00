import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import { drawSheets } from './pdf-draw';
import type { PdfSheet } from './pdf-sheet';
// Inlined into the server bundle: the built server reads no file beside its code. DejaVu Sans
// has the rupee sign (U+20B9), which pdfkit's built-in fonts lack.
import regularFont from './fonts/DejaVuSans.ttf?inline';
import boldFont from './fonts/DejaVuSans-Bold.ttf?inline';

/**
 * pdfkit lays out and compresses synchronously: a document costs tens of milliseconds of CPU,
 * and ten at once held every other request of the instance for seconds. So documents are drawn
 * in one worker thread, one at a time, while the event loop keeps answering. One thread, not a
 * pool: the shop runs on two cores, and a document is drawn once in its life (pdf-file.ts keeps it).
 *
 * The worker's code is drawSheets' own source text, so the same code runs from the sources in
 * tests and from the bundle in production, with no worker file to ship beside the server.
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const PDFDocument = require(workerData.pdfkit);
const fonts = { regular: Buffer.from(workerData.fonts.regular), bold: Buffer.from(workerData.fonts.bold) };
const drawSheets = ${drawSheets.toString()};
parentPort.on('message', ({ id, sheets, title }) => {
  drawSheets(PDFDocument, sheets, fonts, title).then(
    (bytes) => parentPort.postMessage({ id, bytes }),
    (err) => parentPort.postMessage({ id, error: String(err && err.stack || err) }),
  );
});
`;

const fontBytes = (dataUrl: string) => Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');

type Pending = { resolve: (bytes: Uint8Array) => void; reject: (err: Error) => void };
let worker: Worker | undefined;
const pending = new Map<number, Pending>();
let nextId = 1;

function theWorker(): Worker {
  if (worker) return worker;
  const w = new Worker(WORKER_SOURCE, {
    eval: true,
    workerData: { pdfkit: createRequire(import.meta.url).resolve('pdfkit'), fonts: { regular: fontBytes(regularFont), bold: fontBytes(boldFont) } },
  });
  w.on('message', (m: { id: number; bytes?: Uint8Array; error?: string }) => {
    const p = pending.get(m.id);
    if (!p) return;
    pending.delete(m.id);
    if (m.bytes) p.resolve(new Uint8Array(m.bytes));
    else p.reject(new Error(`The PDF could not be drawn: ${m.error}`));
    if (pending.size === 0) w.unref();
  });
  const fail = (err: Error) => {
    worker = undefined;
    for (const p of pending.values()) p.reject(err);
    pending.clear();
  };
  w.on('error', fail);
  w.on('exit', (code) => fail(new Error(`The PDF worker stopped (exit code ${code}).`)));
  // An idle worker never keeps the process alive (tests and a graceful shutdown end on their own).
  w.unref();
  worker = w;
  return w;
}

/** The PDF of a finished sheet, drawn off the event loop. */
export function drawInWorker(sheet: PdfSheet): Promise<Uint8Array> {
  return drawSheetsInWorker([sheet], sheet.title);
}

/** One PDF of several sheets, each from a new page (the console's bundle of slips and invoices), drawn off the event loop. */
export function drawSheetsInWorker(sheets: PdfSheet[], title: string): Promise<Uint8Array> {
  const w = theWorker();
  const id = nextId++;
  return new Promise<Uint8Array>((resolve, reject) => {
    pending.set(id, { resolve, reject });
    w.ref();
    w.postMessage({ id, sheets, title });
  });
}
