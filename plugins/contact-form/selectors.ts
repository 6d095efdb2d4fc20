/** Attribute selectors for names that come from the markup (field names may hold brackets and colons). */
export const quoted = (value: string): string => `"${value.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`;

export const wrapSelector = (field: string): string => `.wpcf7-form-control-wrap[data-name=${quoted(field)}]`;
