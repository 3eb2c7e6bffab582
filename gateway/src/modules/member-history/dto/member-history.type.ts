import { ObjectType } from 'type-graphql';
import {
  descriptionOf,
  GraphqlFieldsOf,
  SchemaValue,
} from '../../../graphql/fields-from-schema.js';
import { GraphQLRole } from '../../users/index.js';
import {
  ConsultationFiguresSchema,
  HistoryItemSchema,
  HistorySectionSchema,
  MemberHistorySchema,
} from '../member-history.schema.js';
import type { HistorySection, MemberHistory } from '../member-history.service.js';

@ObjectType('MemberHistoryItem', { description: descriptionOf(HistoryItemSchema) })
@GraphqlFieldsOf(HistoryItemSchema)
export class HistoryItemType extends SchemaValue(HistoryItemSchema) {}

@ObjectType('MemberHistorySection', { description: descriptionOf(HistorySectionSchema) })
@GraphqlFieldsOf(HistorySectionSchema, { items: () => [HistoryItemType] })
export class HistorySectionType extends SchemaValue(HistorySectionSchema) {
  static from(section: HistorySection): HistorySectionType {
    return Object.assign(new HistorySectionType(), {
      total: section.total,
      items: section.items.map((item) => Object.assign(new HistoryItemType(), item)),
    });
  }
}

@ObjectType('ConsultationFigures', { description: descriptionOf(ConsultationFiguresSchema) })
@GraphqlFieldsOf(ConsultationFiguresSchema)
export class ConsultationFiguresType extends SchemaValue(ConsultationFiguresSchema) {}

const SECTIONS = [
  'submissions',
  'discussions',
  'replies',
  'flagsRaised',
  'flagsReceived',
  'consultations',
  'rsvps',
  'documents',
  'staffActs',
] as const;

@ObjectType('MemberHistory', { description: descriptionOf(MemberHistorySchema) })
@GraphqlFieldsOf(MemberHistorySchema, {
  role: () => GraphQLRole,
  ...Object.fromEntries(SECTIONS.map((name) => [name, () => HistorySectionType])),
  securityEvents: () => HistorySectionType,
  consultationFigures: () => ConsultationFiguresType,
})
export class MemberHistoryType extends SchemaValue(MemberHistorySchema) {
  static from(history: MemberHistory): MemberHistoryType {
    const sections = Object.fromEntries(
      SECTIONS.map((name) => [name, HistorySectionType.from(history[name])]),
    );
    return Object.assign(new MemberHistoryType(), {
      ...history,
      ...sections,
      securityEvents: history.securityEvents && HistorySectionType.from(history.securityEvents),
      consultationFigures: Object.assign(
        new ConsultationFiguresType(),
        history.consultationFigures,
      ),
    });
  }
}
