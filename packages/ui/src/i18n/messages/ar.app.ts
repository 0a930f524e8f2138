// The app part of ar.json (../parts.ts): the app's build keeps only that part's keys here
// (packages/app/vite.config.ts); anywhere else (stories, tests) this is the whole file.
export { default } from '../ar.json' with { type: 'json' };
