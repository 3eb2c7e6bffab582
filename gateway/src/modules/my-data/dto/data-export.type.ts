import { Field, ID, ObjectType, registerEnumType } from 'type-graphql';
import type { DataExportView } from '../data-export.service.js';

export enum DataExportStateValue {
  PREPARING = 'preparing',
  READY = 'ready',
  DOWNLOADED = 'downloaded',
  EXPIRED = 'expired',
}

registerEnumType(DataExportStateValue, {
  name: 'DataExportState',
  description: "Where a member's request for a copy of their data is.",
  valuesConfig: {
    PREPARING: { description: 'The archive is being prepared.' },
    READY: { description: 'The archive is ready; its one-time link was mailed.' },
    DOWNLOADED: { description: 'The link was used: the archive was handed over.' },
    EXPIRED: { description: 'The link expired unused.' },
  },
});

@ObjectType('DataExport', { description: "The viewer's latest request for a copy of their data." })
export class DataExportType {
  @Field(() => ID, { description: "The request's id." })
  id!: string;

  @Field(() => DataExportStateValue, { description: 'Where the request is.' })
  state!: DataExportStateValue;

  @Field(() => Date, { description: 'When the member asked.' })
  requestedAt!: Date;

  @Field(() => Date, { nullable: true, description: 'When it was ready; null while preparing.' })
  readyAt!: Date | null;

  @Field(() => Date, { nullable: true, description: 'Until when the mailed link works.' })
  expiresAt!: Date | null;

  @Field(() => Date, { description: 'When the viewer may ask again (once a day).' })
  nextRequestAt!: Date;

  static from(view: DataExportView): DataExportType {
    return Object.assign(new DataExportType(), view, {
      state: view.state as DataExportStateValue,
    });
  }
}
