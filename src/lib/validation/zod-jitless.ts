import { z } from 'zod';

/**
 * zod 4 probes `new Function('')` to decide whether to compile fast parsers. Under the shop's
 * Content-Security-Policy (no 'unsafe-eval') that probe is a reported violation in every browser
 * console, so the validation modules import this first and zod skips the probe.
 */
z.config({ jitless: true });
