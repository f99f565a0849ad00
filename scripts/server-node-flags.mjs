// The V8 settings every shop process starts with: the bench and the built-server tests import
// them; package.json's start and serve spell the same flag (npm scripts cannot import). V8 sizes
// the young generation for the machine: on a 64-bit host each semi-space grows to 32 MB, about
// 100 MB of heap a server answering from its page cache never needs. 8 MB semi-spaces keep one
// instance under 256 MB RSS at 50 connections (issue 19, measured with `npm run bench`); the old
// generation is left to grow as the work needs. It cannot be set from inside the process
// (v8.setFlagsFromString comes after the heap is sized), so it is a command-line flag.
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=8'];

// glibc gives each thread that allocates (libuv's pool compressing answers, V8's helpers, sharp)
// its own malloc arena, and keeps what each arena grew: about 15 MB more at rest on this machine.
// Two arenas are plenty for one event loop. glibc reads it at process start, so it is an
// environment variable of the child, not something the server can set for itself.
export const SERVER_ENV = { MALLOC_ARENA_MAX: '2' };
