import { Skeleton, Swiper } from 'antd-mobile';
import { useNavigate } from 'react-router';
import slide from '../../../components/banner-slide.module.css';
import { useBanners } from '../../../lib/home-content-api';
import styles from './mobile.module.css';

/** /api/index/banner as a swipeable carousel. */
export function MobileBanners() {
  const banners = useBanners();
  const navigate = useNavigate();
  if (banners.isPending) {
    return (
      <div className={styles.bannerWrap}>
        <Skeleton animated className={styles.bannerSkeleton} />
      </div>
    );
  }
  const list = banners.data ?? [];
  if (list.length === 0) return null;

  const open = (url: string) => {
    if (url.startsWith('/') && !url.startsWith('//')) navigate(url);
    else if (/^https?:\/\//.test(url)) window.location.assign(url);
  };
  return (
    <div className={styles.bannerWrap}>
      <Swiper autoplay autoplayInterval={5000} loop className={styles.banner}>
        {list.map((banner) => (
          <Swiper.Item key={banner.id}>
            <button type="button" className={slide.slide} onClick={() => open(banner.url)}>
              <img src={banner.pic} alt={banner.title} />
            </button>
          </Swiper.Item>
        ))}
      </Swiper>
    </div>
  );
}
