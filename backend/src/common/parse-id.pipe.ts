import { Injectable, PipeTransform } from '@nestjs/common';
import { badRequest } from './validation';
import { COMMON_MESSAGES as M } from './common.messages';

const MAX_INT4 = 2147483647;

/** Route ids are positive PostgreSQL integers; anything else is the client's mistake. */
@Injectable()
export class ParseIdPipe implements PipeTransform<string, number> {
  transform(value: string): number {
    const id = Number(value);
    if (!/^\d+$/.test(value) || id < 1 || id > MAX_INT4) {
      throw badRequest(`id: ${M.invalidId}`, { id: M.invalidId });
    }
    return id;
  }
}
