/** The public address of an event type: `/{calendarSlug}/{eventTypeSlug}`. */
export const deepLinkPath = (calendarSlug: string, eventTypeSlug: string) => `/${calendarSlug}/${eventTypeSlug}`;
