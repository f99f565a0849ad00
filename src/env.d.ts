/// <reference types="astro/client" />

declare namespace App {
  interface Locals {
    /** Set by the middleware for every request; echoed as X-Request-Id and in log lines. */
    requestId?: string;
    /** Set by the middleware for a page under /hi/ or /ta/ (issue 31); English when absent. */
    locale?: import('./lib/i18n/locales').Locale;
  }
}
