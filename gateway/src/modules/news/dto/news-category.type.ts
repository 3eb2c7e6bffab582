import { registerEnumType } from 'type-graphql';
import { NewsCategory } from '../news-category.js';

// The GraphQL enum uses the keys (LEGAL_UPDATES …); the stored values are the spec's slugs.
registerEnumType(NewsCategory, {
  name: 'NewsCategory',
  description: "A news item's category; ANNOUNCEMENT is what staff publish themselves.",
});

export { NewsCategory };
