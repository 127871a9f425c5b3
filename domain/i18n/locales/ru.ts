import { type Catalogue, EN } from '../catalogue.ts';

/** TODO translation placeholder */
const MESSAGES: Catalogue = { ...EN };

export default MESSAGES;
