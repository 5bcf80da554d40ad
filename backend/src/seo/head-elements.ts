import { jsonScript, tag } from './head-tags';
import { PageHead } from './page-head';

/** A page head as the elements the document step puts after <title> (title and description it replaces itself). */
export function headElements(head: PageHead): string[] {
  return [
    ...(head.robots ? [tag('meta', { name: 'robots', content: head.robots })] : []),
    tag('link', { rel: 'canonical', href: head.canonical }),
    ...head.alternates.map((a) => tag('link', { rel: 'alternate', hreflang: a.hreflang, href: a.href })),
    ...head.meta.map((m) => tag('meta', { ...m })),
    ...head.jsonLd.map((value) => jsonScript({ type: 'application/ld+json' }, value)),
  ];
}
