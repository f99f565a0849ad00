// The V8 settings every shop process starts with: the bench and the built-server tests import
// them; package.json's start and serve spell the same flag (npm scripts cannot import). V8 sizes
// the young generation for the machine: on a 64-bit host each semi-space grows to 32 MB, about
// 100 MB of heap a server answering from its page cache never needs. 8 MB semi-spaces keep one
// instance under 256 MB RSS at 50 connections (issue 19, measured with `npm run bench`); the old
// generation is left to grow as the work needs. It cannot be set from inside the process
// (v8.setFlagsFromString comes after the heap is sized), so it is a command-line flag.
//
// --liftoff-only: PGlite's WebAssembly runs on V8's baseline compiler and is never recompiled by
// the optimizing tier (issue 33 item 6). One PostgreSQL function in PGlite 0.5.16 (wasm function
// #2272, 105 KB of code) becomes hot in the migrations and in ordinary queries, and optimizing it
// takes 604 MB of compiler memory for about 5 s (--turbo-stats-wasm: Turboshaft's loop-unrolling
// and lowering phases; no V8 flag but this one avoids it). Measured on Node 24 with
// `npm run bench:sale -- --seconds 30` on a fresh folder, default against this flag: first start
// VmHWM 781 -> 280 MB, 50 connections 377 -> 283 MB, CPU ms per quote 2.25 -> 1.52, per order
// request 21.73 -> 17.27, orders/s while selling 12.1 -> 16.7 (the optimizing tier's compiling
// costs more CPU than it saves in a shop whose catalog is read from memory); a fresh server,
// autocannon for 10 s at 10 connections: search API 1169 -> 1033 req/s, product list 1228 -> 1042.
// With PostgreSQL (DATABASE_URL) no WebAssembly runs, so the flag changes nothing there.
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=8', '--liftoff-only'];

// glibc gives each thread that allocates (libuv's pool compressing answers, V8's helpers, sharp)
// its own malloc arena, and keeps what each arena grew: about 15 MB more at rest on this machine.
// Two arenas are plenty for one event loop. glibc reads it at process start, so it is an
// environment variable of the child, not something the server can set for itself.
export const SERVER_ENV = { MALLOC_ARENA_MAX: '2' };

// On the embedded database PostgreSQL's memory lives in the shop's process too, so there the
// JavaScript heap grows by a quarter between full collections instead of V8's default of up to
// four times: 50 connections 261 -> 242 MB VmHWM, a fresh start 272 -> 237 MB (issue 33 item 6,
// `npm run bench:sale`, same sitting). V8 reads it at every collection, so the server sets it once
// it knows its database; with PostgreSQL (DATABASE_URL) the heap keeps V8's defaults.
export function runtimeHeapFlags(env) {
  return env.DATABASE_URL ? [] : ['--heap-growing-percent=25'];
}
