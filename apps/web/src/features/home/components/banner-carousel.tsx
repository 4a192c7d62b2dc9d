import { Carousel } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import slide from '../../../components/banner-slide.module.css';
import { useBanners } from '../../../lib/home-content-api';
import styles from './home.module.css';

/** /api/index/banner as a carousel; a banner with a url opens it (in-app paths in the router). */
export function BannerCarousel() {
  const banners = useBanners();
  const navigate = useNavigate();
  // Only the slide on screen takes focus: the others are hidden from assistive technology.
  const [current, setCurrent] = useState(0);

  if (banners.isPending) return <div className={styles.bannerPlaceholder} aria-busy="true" />;
  const list = banners.data ?? [];
  if (list.length === 0) return null;

  const open = (url: string) => {
    if (url.startsWith('/') && !url.startsWith('//')) navigate(url);
    else if (/^https?:\/\//.test(url)) window.open(url, '_blank', 'noopener');
  };

  return (
    <Carousel
      autoplay
      autoplaySpeed={5000}
      infinite={false}
      className={styles.banner}
      beforeChange={(_from, to) => setCurrent(to)}
    >
      {list.map((banner, index) => (
        <div key={banner.id}>
          <button
            type="button"
            className={`${slide.slide} ${styles.bannerSlide}`}
            onClick={() => open(banner.url)}
            disabled={!banner.url}
            tabIndex={index === current ? 0 : -1}
            aria-label={banner.title}
          >
            <img src={banner.pic} alt={banner.title} />
          </button>
        </div>
      ))}
    </Carousel>
  );
}
