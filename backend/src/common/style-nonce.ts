import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { FastifyReply } from 'fastify';
import { randomBytes } from 'node:crypto';

/**
 * The Content-Security-Policy of an HTML answer admits a <style> element only with this answer's
 * nonce (`style-src 'self' 'nonce-…'`): every HTML answer gets a fresh one, on its <style>
 * elements and in `<meta property="csp-nonce">`, where the scripts that add styles as the page
 * runs read it (styled-components in the shop, emotion and tiptap in the back office). Style
 * attributes (React's `style` prop) stay allowed by `style-src-attr 'unsafe-inline'`: they can
 * neither load nor select anything. JSON answers keep helmet's fixed policy: no nonce to make.
 */
export function nonceHtmlStyles(app: NestFastifyApplication): void {
  app
    .getHttpAdapter()
    .getInstance()
    .addHook('onSend', async (_request, reply: FastifyReply, payload: unknown) => {
      const policy = reply.getHeader('content-security-policy');
      if (typeof payload !== 'string' || typeof policy !== 'string' || !String(reply.getHeader('content-type')).startsWith('text/html'))
        return payload;
      const nonce = randomBytes(16).toString('hex');
      void reply.header('content-security-policy', policy.replace(/(^|;)style-src ([^;]*)/, `$1style-src $2 'nonce-${nonce}'`));
      const meta = `<meta property="csp-nonce" content="${nonce}">`;
      const styled = payload.replace(/<style(?=[\s>])/g, () => `<style nonce="${nonce}"`);
      // First thing in the head (a document may leave <head> implicit: then right after the doctype).
      return /<head[^>]*>/i.test(styled)
        ? styled.replace(/<head[^>]*>/i, (head) => `${head}\n    ${meta}`)
        : styled.replace(/^(<!doctype html>)?/i, (doctype) => `${doctype}${meta}`);
    });
}
