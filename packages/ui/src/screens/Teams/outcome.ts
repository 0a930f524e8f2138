export { outcomeOf } from '../../patterns/action.ts';
