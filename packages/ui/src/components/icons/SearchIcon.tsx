import { createIcon } from './Icon.tsx';

/** A magnifying glass: search. */
export const SearchIcon = createIcon({ name: 'SearchIcon', paths: <><circle cx="11" cy="11" r="7" /><path d="M20 20l-3.5-3.5" /></> });
