// The V8 settings every shop process starts with: the bench and the built-server tests import
// them; package.json's start and serve spell the same flag (npm scripts cannot import). V8 sizes
// the young generation for the machine: on a 64-bit host each semi-space grows to 32 MB, about
// 100 MB of heap a server answering from its page cache never needs. 8 MB semi-spaces keep one
// instance under 256 MB RSS at 50 connections (issue 19, measured with `npm run bench`); the old
// generation is left to grow as the work needs. It cannot be set from inside the process
// (v8.setFlagsFromString comes after the heap is sized), so it is a command-line flag.
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=8'];
