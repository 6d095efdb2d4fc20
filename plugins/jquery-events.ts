/**
 * jQuery's own global event that plugins hear from the page: after any of the
 * page's jQuery requests, `(event, xhr, settings)`. The plugins that hear it
 * list it in their definition's pageEvents.
 */
declare module '../kernel/events' {
  interface BusEvents {
    ajaxComplete: [xhr: unknown, settings: unknown];
  }
}

export {};
