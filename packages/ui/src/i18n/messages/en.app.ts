// The app part of en.json (../parts.ts): the app's build keeps only that part's keys here
// (packages/app/vite.config.ts); anywhere else (stories, tests) this is the whole file.
export { default } from '../en.json' with { type: 'json' };
