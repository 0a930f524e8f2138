// Identifiers as people read and copy them (bank transfers, the pay page and the team's payment screens).

/** An IBAN in groups of four, as banks print it: "SA03 8000 0000 6080 1016 7519". */
export function groupIban(iban: string): string {
  return iban
    .replace(/\s+/g, '')
    .toUpperCase()
    .replace(/(.{4})(?=.)/g, '$1 ');
}

/**
 * The reference a booker writes on a bank transfer and the team looks for: the booking id's first
 * eight characters, upper case (short enough for any bank's description field).
 */
export function bookingReference(bookingId: string): string {
  return bookingId.replace(/-/g, '').slice(0, 8).toUpperCase();
}
