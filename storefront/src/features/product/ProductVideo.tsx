import { useState } from 'react';
import styled from 'styled-components';
import type { ProductDetail } from '@stockwatt/shared';
import { PlayIcon } from '../../components/Icons';
import { Button } from '../../components/ui';
import { useI18n } from '../../i18n';
import { theme } from '../../theme';

/**
 * The shop's own presentation video (spec: one video, the same for every product), served from
 * the storefront's public files and made by scripts/make-presentation-video.sh.
 */
const SHOP_VIDEO = {
  sources: [
    { src: '/media/presentation.webm', type: 'video/webm' },
    { src: '/media/presentation.mp4', type: 'video/mp4' },
  ],
  poster: '/media/presentation-poster.jpg',
  captions: [
    { lang: 'fr', label: 'Français', src: '/media/presentation.fr.vtt' },
    { lang: 'en', label: 'English', src: '/media/presentation.en.vtt' },
  ],
} as const;

const YOUTUBE_HOSTS = ['youtube.com', 'www.youtube.com', 'm.youtube.com', 'youtu.be', 'www.youtube-nocookie.com', 'youtube-nocookie.com'];

/** A YouTube link as a privacy-enhanced embed URL; null for any other address (played natively). */
function youtubeEmbed(url: string): string | null {
  try {
    const u = new URL(url);
    if (!YOUTUBE_HOSTS.includes(u.hostname)) return null;
    let id = '';
    if (u.hostname === 'youtu.be') id = u.pathname.slice(1);
    else if (u.pathname.startsWith('/embed/')) id = u.pathname.split('/')[2];
    else id = u.searchParams.get('v') ?? '';
    return id ? `https://www.youtube-nocookie.com/embed/${encodeURIComponent(id)}?autoplay=1&rel=0` : null;
  } catch {
    return null;
  }
}

const Figure = styled.figure`
  margin: 0;
  max-width: 860px;
  video,
  iframe {
    display: block;
    width: 100%;
    aspect-ratio: 16 / 9;
    border: 0;
    border-radius: ${theme.radii.md};
    background: ${theme.colors.navy};
  }
  figcaption {
    margin-top: 8px;
    font-size: 14px;
    color: ${theme.colors.muted};
  }
`;

const ClickToLoad = styled.div`
  aspect-ratio: 16 / 9;
  border-radius: ${theme.radii.md};
  background: ${theme.colors.navy};
  display: flex;
  align-items: center;
  justify-content: center;
  flex-direction: column;
  gap: 12px;
  color: #c9d4e5;
  text-align: center;
  padding: 16px;
  p {
    margin: 0;
    font-size: 13px;
    max-width: 46ch;
  }
`;

/**
 * The Vidéo tab: rendered only once the tab is open, and `preload="none"` keeps even the
 * metadata off the network until the visitor presses play. A product's own `video_url`
 * replaces the shop's video; a YouTube link loads its third-party player only on click.
 */
export function ProductVideo({ product }: { product: ProductDetail }) {
  const { t, lang } = useI18n();
  const [playing, setPlaying] = useState(false);
  const own = product.video_url;
  const embed = own ? youtubeEmbed(own) : null;
  const caption = own ? t('product.videoTitle', { name: product.name }) : t('product.shopVideo');

  if (embed)
    return (
      <Figure>
        {playing ? (
          <iframe src={embed} title={caption} allow="autoplay; encrypted-media; picture-in-picture" allowFullScreen />
        ) : (
          <ClickToLoad>
            <Button type="button" $size="lg" onClick={() => setPlaying(true)}>
              <PlayIcon />
              {` ${t('product.videoPlay')}`}
            </Button>
            <p>{t('product.videoNotice')}</p>
          </ClickToLoad>
        )}
        <figcaption>{caption}</figcaption>
      </Figure>
    );

  return (
    <Figure>
      {own ? (
        <video controls preload="none" src={own} data-testid="product-video">
          {t('product.videoUnsupported')}
        </video>
      ) : (
        <video controls preload="none" poster={SHOP_VIDEO.poster} data-testid="product-video">
          {SHOP_VIDEO.sources.map((s) => (
            <source key={s.src} src={s.src} type={s.type} />
          ))}
          {SHOP_VIDEO.captions.map((c) => (
            <track key={c.lang} kind="captions" srcLang={c.lang} label={c.label} src={c.src} default={c.lang === lang} />
          ))}
          {t('product.videoUnsupported')}
        </video>
      )}
      <figcaption>{caption}</figcaption>
    </Figure>
  );
}
