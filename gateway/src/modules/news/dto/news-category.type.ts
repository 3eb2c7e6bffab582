import { registerEnumType } from 'type-graphql';
import { NewsCategory } from '../../../values/news-category.js';

// The GraphQL enum uses the keys (LEGAL_UPDATES …); the stored values are the spec's slugs.
registerEnumType(NewsCategory, {
  valuesConfig: {
    ANNOUNCEMENT: { description: 'A staff announcement.' },
    ASSOCIATION_NEWS: { description: 'News of the association.' },
    COMMUNITY: { description: 'Community news.' },
    LEGAL_EDUCATION: { description: 'Legal education.' },
    LEGAL_UPDATES: { description: 'Changes in the law.' },
    MEMBER_SPOTLIGHT: { description: 'About one of the members.' },
  },
  name: 'NewsCategory',
  description: "A news item's category; ANNOUNCEMENT is what staff publish themselves.",
});

export { NewsCategory };
