/** The order "most popular" lists follow on the home pages, the same as the route table's (content/by-popularity.ts). */
export { byPopularity } from '../content/by-popularity.ts';
