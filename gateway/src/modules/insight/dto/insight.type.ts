import { ObjectType, registerEnumType } from 'type-graphql';
import {
  descriptionOf,
  GraphqlFieldsOf,
  SchemaValue,
} from '../../../graphql/fields-from-schema.js';
import {
  ConsultationAreaSchema,
  ConsultationInsightSchema,
  EventAttendanceSchema,
  InsightSchema,
  MemberMonthSchema,
  SubmissionInsightSchema,
  SubmissionWeekSchema,
} from '../insight.schema.js';
import type { Insight } from '../insight.service.js';
import { InsightPeriod } from '../insight-period.js';

registerEnumType(InsightPeriod, {
  name: 'InsightPeriod',
  description: 'The period of the insight charts, ending now (REST: 4-weeks, quarter, year).',
  valuesConfig: {
    FOUR_WEEKS: { description: 'The last 4 weeks, this one included.' },
    QUARTER: { description: 'The last 13 weeks.' },
    YEAR: { description: 'The last 52 weeks.' },
  },
});

@ObjectType('InsightSubmissionWeek', { description: descriptionOf(SubmissionWeekSchema) })
@GraphqlFieldsOf(SubmissionWeekSchema)
export class InsightSubmissionWeekType extends SchemaValue(SubmissionWeekSchema) {}

@ObjectType('InsightSubmissions', { description: descriptionOf(SubmissionInsightSchema) })
@GraphqlFieldsOf(SubmissionInsightSchema, { weeks: () => [InsightSubmissionWeekType] })
export class InsightSubmissionsType extends SchemaValue(SubmissionInsightSchema) {}

@ObjectType('InsightConsultationArea', { description: descriptionOf(ConsultationAreaSchema) })
@GraphqlFieldsOf(ConsultationAreaSchema)
export class InsightConsultationAreaType extends SchemaValue(ConsultationAreaSchema) {}

@ObjectType('InsightConsultations', { description: descriptionOf(ConsultationInsightSchema) })
@GraphqlFieldsOf(ConsultationInsightSchema, { areas: () => [InsightConsultationAreaType] })
export class InsightConsultationsType extends SchemaValue(ConsultationInsightSchema) {}

@ObjectType('InsightMemberMonth', { description: descriptionOf(MemberMonthSchema) })
@GraphqlFieldsOf(MemberMonthSchema)
export class InsightMemberMonthType extends SchemaValue(MemberMonthSchema) {}

@ObjectType('InsightEvent', { description: descriptionOf(EventAttendanceSchema) })
@GraphqlFieldsOf(EventAttendanceSchema)
export class InsightEventType extends SchemaValue(EventAttendanceSchema) {}

@ObjectType('Insight', { description: descriptionOf(InsightSchema) })
@GraphqlFieldsOf(InsightSchema, {
  period: () => InsightPeriod,
  submissions: () => InsightSubmissionsType,
  consultations: () => InsightConsultationsType,
  members: () => [InsightMemberMonthType],
  events: () => [InsightEventType],
})
export class InsightType extends SchemaValue(InsightSchema) {
  // Plain objects resolve their fields as they are: the classes only name the GraphQL types.
  static from(insight: Insight): InsightType {
    return Object.assign(new InsightType(), insight);
  }
}
