/// <reference types="astro/client" />

declare namespace App {
  interface Locals {
    /** Set by the middleware for every request; echoed as X-Request-Id and in log lines. */
    requestId?: string;
  }
}
