import { IsInt, Max, Min } from 'class-validator';
import { ArgsType, Field, Int } from 'type-graphql';
import type { Page } from '../errors/input-checks.js';
import { QUEUE_PAGE } from '../errors/input-checks.js';

/** `limit` and `offset` of a queue-like list (see QUEUE_PAGE); out of range is BAD_USER_INPUT. */
@ArgsType()
export class QueuePageArgs implements Page {
  @Field(() => Int, {
    defaultValue: QUEUE_PAGE.default,
    description: `How many items to answer, 1 to ${QUEUE_PAGE.max}.`,
  })
  @IsInt()
  @Min(1)
  @Max(QUEUE_PAGE.max)
  limit!: number;

  @Field(() => Int, {
    defaultValue: 0,
    description: 'How many items to skip: the next page starts at offset + limit.',
  })
  @IsInt()
  @Min(0)
  offset!: number;
}
