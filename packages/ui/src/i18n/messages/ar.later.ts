// The later part of ar.json (../parts.ts: what only the booking flow's later steps show): the app's build
// keeps only that part's keys here (packages/app/vite.config.ts); anywhere else (stories, tests) this is
// the whole file.
export { default } from '../ar.json' with { type: 'json' };
