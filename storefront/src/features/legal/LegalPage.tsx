import { Link } from '../../components/Link';
import styled from 'styled-components';
import { Alert, Container, PageHeader, useTitle } from '../../components/ui';
import { useI18n } from '../../i18n';
import { legalDocs } from './legal';
import { theme } from '../../theme';

const Body = styled(Container)`
  max-width: 900px;
  padding-top: 32px;
  article {
    background: #fff;
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radii.lg};
    padding: 24px 20px;
  }
  ${theme.mq.md} {
    article {
      padding: 40px 48px;
    }
  }
  nav ol {
    margin: 0 0 24px;
    padding-left: 20px;
    columns: 2;
    column-gap: 32px;
    ${theme.mq.mobile} {
      columns: 1;
    }
  }
  nav a {
    color: ${theme.colors.navy};
  }
  section {
    scroll-margin-top: 90px;
  }
  h2 {
    font-size: 20px;
    margin-top: 28px;
    padding-top: 8px;
  }
  p,
  li {
    color: #24364f;
    line-height: 1.7;
  }
  .updated {
    color: ${theme.colors.muted};
    font-size: 14px;
  }
`;

export default function LegalPage({ doc }: { doc: 'terms' | 'privacy' | 'mentions' }) {
  const { t, lang, formatDate } = useI18n();
  const d = legalDocs[doc];
  useTitle(t(`titles.${doc}`));
  return (
    <>
      <PageHeader>
        <Container>
          <h1 lang="fr">{d.title}</h1>
          <p lang="fr">{d.intro}</p>
        </Container>
      </PageHeader>
      <Body>
        {lang !== 'fr' && (
          <Alert $variant="info" style={{ marginBottom: 16 }}>
            {t('legal.bindingNote')}
          </Alert>
        )}
        <article lang="fr">
          <p className="updated">{t('legal.updated', { date: formatDate(d.updated, 'long') })}</p>
          <nav aria-label={d.title}>
            <ol>
              {d.sections.map((s, i) => (
                <li key={s.title}>
                  <a href={`#section-${i + 1}`}>{s.title.replace(/^\d+\.\s*/, '')}</a>
                </li>
              ))}
            </ol>
          </nav>
          {d.sections.map((s, i) => (
            <section key={s.title} id={`section-${i + 1}`} aria-labelledby={`section-${i + 1}-title`}>
              <h2 id={`section-${i + 1}-title`}>{s.title}</h2>
              {s.paragraphs.map((p) => (
                <p key={p.slice(0, 40)}>{p}</p>
              ))}
              {s.list && (
                <ul>
                  {s.list.map((l) => (
                    <li key={l.slice(0, 40)}>{l}</li>
                  ))}
                </ul>
              )}
              {s.link && (
                <p>
                  {s.link.before}
                  <Link to={s.link.to}>{s.link.label}</Link>
                  {s.link.after}
                </p>
              )}
            </section>
          ))}
        </article>
      </Body>
    </>
  );
}
