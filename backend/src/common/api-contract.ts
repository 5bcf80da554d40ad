import { applyDecorators, Type } from '@nestjs/common';
import { ApiOkResponse, ApiProperty, ApiPropertyOptional, getSchemaPath, OpenAPIObject } from '@nestjs/swagger';

/** The body of every error (http-exception.filter.ts writes it). */
export class ErrorResponseDto {
  @ApiProperty({ example: 400 }) statusCode: number;
  @ApiProperty({ description: 'Message en français, lisible tel quel' }) message: string;
  @ApiProperty({ example: 'Bad Request' }) error: string;
  @ApiPropertyOptional({ type: 'object', additionalProperties: { type: 'string' }, description: 'Champ fautif → message' })
  fields?: Record<string, string>;
  @ApiProperty({ description: 'Identifiant de la requête (en-tête X-Request-Id), à citer au support' }) requestId: string;
}

/** A ra-data-simple-rest list: the page as an array, the total in `Content-Range`. */
export const ApiAdminList = (resource: string, type: Type<unknown>) =>
  applyDecorators(
    ApiOkResponse({
      type: [type],
      headers: {
        'Content-Range': {
          description: `Position de la page et total : \`${resource} début-fin/total\``,
          schema: { type: 'string', example: `${resource} 0-24/319` },
        },
      },
    }),
  );

const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

/**
 * Finishes the error side of the contract in one place: every 4xx answer carries the shared
 * error body, an operation with input (body, query or path parameters) documents its 400, and a
 * 429 says how long to wait (Retry-After, set by the throttlers).
 */
export function completeErrorContract(document: OpenAPIObject): OpenAPIObject {
  const errorContent = { 'application/json': { schema: { $ref: getSchemaPath(ErrorResponseDto) } } };
  for (const item of Object.values(document.paths)) {
    for (const method of HTTP_METHODS) {
      const operation = item[method];
      if (!operation) continue;
      const hasInput = !!operation.requestBody || (operation.parameters ?? []).some((p) => 'in' in p && p.in !== 'header');
      if (hasInput && !operation.responses['400'])
        operation.responses['400'] = { description: 'Entrée invalide (champ fautif dans `fields`)' };
      for (const [status, response] of Object.entries(operation.responses)) {
        if (!response || !/^4\d\d$/.test(status) || '$ref' in response) continue;
        response.content ??= errorContent;
        if (status === '429') {
          response.headers = {
            ...response.headers,
            'Retry-After': { description: 'Secondes à attendre avant de réessayer', schema: { type: 'integer' } },
          };
        }
      }
    }
  }
  return document;
}
